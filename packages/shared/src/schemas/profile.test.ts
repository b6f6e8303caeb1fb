import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from '../constants';
import { de, en } from '../i18n';
import { toFieldErrors } from '../validation';
import { translator } from '../../test/translator';
import {
  educationInputSchema,
  projectInputSchema,
  skillInputSchema,
  workExperienceInputSchema,
} from './entries';
import { profileDataSchema, themeSchema } from './profile';

function errors(schema: z.ZodType, value: unknown, lang: object = en) {
  const result = schema.safeParse(value);
  return result.error ? toFieldErrors(result.error.issues, translator(lang)) : {};
}

const job = { jobTitle: 'Engineer', company: 'ACME', positionStart: '2020-01-01' };

describe('work experience', () => {
  it('takes a minimal entry, and an end in the start month', () => {
    expect(errors(workExperienceInputSchema, job)).toEqual({});
    expect(errors(workExperienceInputSchema, { ...job, positionEnd: '2020-01-01' })).toEqual({});
  });

  it('says which date must come after which, in both languages', () => {
    const bad = { ...job, positionEnd: '2019-12-01' };
    expect(errors(workExperienceInputSchema, bad)).toEqual({
      positionEnd: ['End date must be after Start date'],
    });
    expect(errors(workExperienceInputSchema, bad, de)).toEqual({
      positionEnd: ['Ende muss nach Beginn liegen'],
    });
  });

  it('treats an empty end as "present"', () => {
    const parsed = workExperienceInputSchema.parse({ ...job, positionEnd: '' });
    expect(parsed.positionEnd).toBeUndefined();
  });

  it('requires the required fields with the exact product wording', () => {
    expect(errors(workExperienceInputSchema, { jobTitle: ' ' })).toEqual({
      jobTitle: ['Job title must not be blank'],
      company: ['Company must not be blank'],
      positionStart: ['Start date must not be blank'],
    });
  });

  it('refuses impossible dates', () => {
    expect(errors(workExperienceInputSchema, { ...job, positionStart: '2023-02-29' })).toEqual({
      positionStart: ['Start date is not a valid date'],
    });
  });
});

describe('education and project dates', () => {
  it('order the dates of education and projects too', () => {
    expect(
      errors(educationInputSchema, {
        institution: 'U',
        degreeName: 'D',
        educationStart: '2020-01-01',
        educationEnd: '2019-01-01',
      }),
    ).toEqual({ educationEnd: ['End date must be after Start date'] });
    expect(
      errors(projectInputSchema, {
        name: 'P',
        projectStart: '2020-01-01',
        projectEnd: '2019-01-01',
      }),
    ).toEqual({ projectEnd: ['End date must be after Start date'] });
    // A project end without a start is fine.
    expect(errors(projectInputSchema, { name: 'P', projectEnd: '2019-01-01' })).toEqual({});
  });
});

describe('skill level', () => {
  it.each([0, 6, 3.5])('refuses %s with the range message', (level) => {
    expect(errors(skillInputSchema, { name: 'Go', type: 'Languages', level })).toEqual({
      level: ['Level must be between 1 and 5'],
    });
  });

  it.each([1, 5])('takes %s', (level) => {
    expect(errors(skillInputSchema, { name: 'Go', type: 'Languages', level })).toEqual({});
  });
});

describe('project links', () => {
  it('takes http(s) links, refuses others', () => {
    const link = (url: string) => ({ name: 'P', links: [{ label: 'L', url }] });
    expect(errors(projectInputSchema, link('https://example.com'))).toEqual({});
    expect(errors(projectInputSchema, link('javascript:alert(1)'))).toEqual({
      'links.0.url': ['Link must be a valid http(s) link'],
    });
  });

  it('calls an empty link address blank, not invalid', () => {
    const empty = { name: 'P', links: [{ label: 'L', url: '  ' }] };
    expect(errors(projectInputSchema, empty)).toEqual({
      'links.0.url': ['Link must not be blank'],
    });
  });

  it('defaults links to an empty list and an empty main url to none', () => {
    const parsed = projectInputSchema.parse({ name: 'P', url: '' });
    expect(parsed.links).toEqual([]);
    expect(parsed.url).toBeUndefined();
  });
});

describe('profile data and theme', () => {
  it('defaults every flag to false', () => {
    expect(profileDataSchema.parse({})).toMatchObject({
      publicAccess: false,
      showEmail: false,
      showPhone: false,
      showAddress: false,
      hideDescriptions: false,
      removePicture: false,
    });
  });

  it('takes #rrggbb colours only', () => {
    expect(errors(themeSchema, { backgroundColor: '#AABBCC', surfaceColor: '#112233' })).toEqual(
      {},
    );
    expect(errors(themeSchema, { backgroundColor: '#abc', surfaceColor: 'blue' })).toEqual({
      backgroundColor: ['Background colour must be a colour like #4169e1'],
      surfaceColor: ['Header colour must be a colour like #4169e1'],
    });
  });
});

describe('bounds of numbers and lists', () => {
  const skill = { name: 'TypeScript', type: 'Languages', level: 3 };

  it.each([
    [en, 1e20, ['Position must be at most 100000']],
    [de, 1e20, ['Position darf höchstens 100000 sein']],
    [en, 100_001, ['Position must be at most 100000']],
    [en, -1, ['Position must be at least 0']],
    [de, -1e300, ['Position muss mindestens 0 sein']],
  ])(
    'says a number is too large or too small once, without "characters" (%#)',
    (lang, position, messages) => {
      expect(errors(skillInputSchema, { ...skill, position }, lang)).toEqual({
        position: messages,
      });
    },
  );

  it('counts a list in entries, not characters', () => {
    const max = LIMITS.projectLinksMax;
    const links = Array.from({ length: max + 1 }, (_, i) => ({ url: `https://example.com/${i}` }));
    expect(errors(projectInputSchema, { name: 'P', links })).toEqual({
      links: [`Links may have at most ${max} entries`],
    });
    expect(errors(projectInputSchema, { name: 'P', links }, de)).toEqual({
      links: [`Links darf höchstens ${max} Einträge haben`],
    });
  });
});
