import type { ProfileSnapshot } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { compareGroups } from './compareRows';

const t = i18n.getFixedT('en');
const JOB = '00000000-0000-4000-8000-0000000000a1';
const SKILL = '00000000-0000-4000-8000-0000000000a2';
const SECTION = '00000000-0000-4000-8000-0000000000a3';

function snapshot(overrides: Partial<ProfileSnapshot> = {}): ProfileSnapshot {
  return {
    general: {
      contentLanguage: 'en',
      jobTitle: 'Engineer',
      bio: 'Builds engines',
      showEmail: false,
    },
    theme: { backgroundColor: '#ffffff', surfaceColor: '#4169e1' },
    sections: [],
    entries: [
      {
        id: JOB,
        kind: 'work-experience',
        sectionId: null,
        position: 1,
        data: { jobTitle: 'Lead Engineer', company: 'ACME', description: 'Built the first engine' },
      },
    ],
    ...overrides,
  };
}

describe('compareGroups', () => {
  it('finds nothing between equal snapshots', () => {
    expect(compareGroups('profile', snapshot(), snapshot(), t)).toEqual([]);
  });

  it('names the changed fields of the general data and of each entry, with what restores them', () => {
    const before = snapshot();
    const after = snapshot({
      general: { ...before.general, bio: 'Designs engines', showEmail: true },
      entries: [
        { ...before.entries[0]!, data: { ...before.entries[0]!.data, description: 'Designed it' } },
      ],
    });
    const groups = compareGroups('profile', before, after, t);
    expect(groups.map((g) => g.title)).toEqual(['General data', 'Work experience: Lead Engineer']);
    expect(groups[0]!.fields.map((f) => [f.label, f.before, f.after, f.restore])).toEqual([
      ['Bio', 'Builds engines', 'Designs engines', { field: 'bio' }],
      ['Show e-mail publicly', 'no', 'yes', { field: 'showEmail' }],
    ]);
    expect(groups[1]!.fields).toEqual([
      {
        name: 'description',
        label: 'Description',
        before: 'Built the first engine',
        after: 'Designed it',
        restore: { entryId: JOB, field: 'description' },
      },
    ]);
    expect(groups[1]!.restore).toEqual({ entryId: JOB });
  });

  it('marks entries and sections found on one side only; only the older side can be restored', () => {
    const before = snapshot({
      sections: [
        { id: SECTION, title: 'Talks', translations: {}, public: true, print: true, position: 1 },
      ],
    });
    const after = snapshot({
      entries: [
        ...before.entries,
        { id: SKILL, kind: 'skill', sectionId: null, position: 1, data: { name: 'Typst' } },
      ],
    });
    const groups = compareGroups('profile', before, after, t);
    const section = groups.find((g) => g.id === SECTION)!;
    const skill = groups.find((g) => g.id === SKILL)!;
    expect(section).toMatchObject({ only: 'before', restore: { entryId: SECTION } });
    expect(skill).toMatchObject({ only: 'after', title: 'Skills: Typst' });
    expect(skill.restore).toBeUndefined();
  });

  it('compares a CV by its name and settings', () => {
    const groups = compareGroups(
      'cv',
      { name: 'Backend', settings: { design: 'classic', paper: 'a4' } },
      { name: 'Backend', settings: { design: 'modern', paper: 'a4' } },
      t,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.fields.map((f) => [f.name, f.before, f.after, f.restore])).toEqual([
      ['design', 'classic', 'modern', { field: 'design' }],
    ]);
  });

  it('compares a letter in its studio’s words: recipient lines, texts, layout', () => {
    const letter = (subject: string, city: string, form: string) => ({
      name: 'ACME letter',
      cvId: null,
      content: {
        recipient: { company: 'ACME GmbH', contactForm: 'ms', city },
        subject,
        sender: { address: true, phone: false, email: true },
        signature: 'typed',
      },
      settings: { lang: 'de', design: 'classic', form },
    });
    const groups = compareGroups(
      'letter',
      letter('Bewerbung', 'Köln', 'B'),
      letter('Bewerbung als Entwicklerin', 'Bonn', 'A'),
      t,
    );
    expect(groups.map((g) => g.title)).toEqual(['Letter', 'Layout']);
    expect(groups[0]!.fields.map((f) => [f.label, f.before, f.after, f.restore])).toEqual([
      [
        'Recipient',
        'Company: ACME GmbH\nMs / Frau\nCity: Köln',
        'Company: ACME GmbH\nMs / Frau\nCity: Bonn',
        { field: 'recipient' },
      ],
      ['Subject', 'Bewerbung', 'Bewerbung als Entwicklerin', { field: 'subject' }],
    ]);
    expect(groups[1]!.fields.map((f) => [f.label, f.before, f.after])).toEqual([
      ['DIN 5008 form', 'B', 'A'],
    ]);
    expect(compareGroups('letter', letter('x', 'y', 'B'), letter('x', 'y', 'B'), t)).toEqual([]);
  });
});
