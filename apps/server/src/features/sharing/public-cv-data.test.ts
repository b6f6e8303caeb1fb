import { describe, expect, it } from 'vitest';
import { cvDataSchema, publicProfileSchema, type PublicProfile } from '@cv/shared';
import { emptySections } from '../../../test/profile-factories';
import { publicProfileToCvData } from './public-cv-data';

const base: PublicProfile = publicProfileSchema.parse({
  username: 'ada',
  displayName: 'Ada L.',
  jobTitle: 'Analyst',
  theme: { backgroundColor: '#112233', surfaceColor: '#445566' },
  lang: 'en',
  ...emptySections(),
  workExperiences: [
    { jobTitle: 'Programmer', company: 'AE Ltd', positionStart: '1842-01-01', highlights: [] },
  ],
  skills: [{ name: 'Maths', type: 'Science', level: 5, keywords: ['Bernoulli'] }],
  volunteering: [{ organization: 'Society', role: 'Member', start: '1843-01-01' }],
  customSections: [{ title: 'Talks', entries: [{ title: 'On engines' }] }],
});

/** Every string and number anywhere in a value. */
function leaves(value: unknown): (string | number)[] {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

describe('publicProfileToCvData', () => {
  it('carries no value the public profile lacks', () => {
    const data = publicProfileToCvData(base);
    const known = new Set(leaves(base));
    for (const leaf of leaves(data)) expect(known, String(leaf)).toContain(leaf);
    expect(cvDataSchema.parse(data)).toBeTruthy();
  });

  it('prints contact data only when the public profile shows it', () => {
    const hidden = publicProfileToCvData(base).person;
    expect(hidden.email).toBeUndefined();
    expect(hidden.phone).toBeUndefined();
    expect(hidden.address).toBeUndefined();
    expect(hidden.birthday).toBeUndefined();
    expect(hidden.firstName).toBeUndefined();
    expect(hidden.lastName).toBeUndefined();

    const shown = publicProfileToCvData({
      ...base,
      email: 'ada@example.com',
      phone: '+44 1',
      address: { city: 'London', country: 'GB', countryName: 'United Kingdom' },
    }).person;
    expect(shown).toMatchObject({
      email: 'ada@example.com',
      phone: '+44 1',
      address: { city: 'London', country: 'United Kingdom' },
    });
  });
});
