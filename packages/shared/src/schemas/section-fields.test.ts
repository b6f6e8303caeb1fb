import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENTRY_KINDS, SECTION_KINDS, type EntryKind } from './sections';
import { TRANSLATABLE_FIELDS } from './entries';

/**
 * The kinds' schemas are derived from their field descriptors. The snapshot
 * was taken from the hand-written schemas they replaced: the JSON Schema of
 * every input and item (what the OpenAPI document shows) and what each input
 * answers to a set of good and bad values must stay as it was.
 */

const SECTION_ID = '5b0e4c52-3f4e-4a8e-9c1d-2f6b7a8c9d0e';
const long = (n: number) => 'x'.repeat(n);

/** Values that exercise every field's rule: a good minimal entry, then variations. */
const CASES: Record<EntryKind, Record<string, unknown>[]> = {
  'work-experience': [
    { jobTitle: 'Engineer', company: 'ACME', positionStart: '2020-01-01' },
    {
      jobTitle: ' Engineer ',
      company: 'ACME',
      location: '',
      positionStart: '2020-01-01',
      positionEnd: '',
      description: '**Built** things',
      highlights: [' one ', '', 'two'],
      translations: { de: { jobTitle: 'Ingenieur', highlights: ['eins'] } },
    },
    { jobTitle: ' ', company: long(201), positionStart: '2020-02-30', positionEnd: 'x' },
    { jobTitle: 'E', company: 'A', positionStart: '2020-01-01', positionEnd: '2019-12-01' },
    { jobTitle: 'E', company: 'A', positionStart: '2020-01-01', highlights: [long(301)] },
    { jobTitle: 'E\u0000', company: 'A', positionStart: '2020-01-01', description: long(5001) },
    {},
  ],
  education: [
    { institution: 'TU', degreeName: 'BSc', educationStart: '2015-10-01' },
    {
      institution: 'TU',
      degreeName: 'BSc',
      level: 'Bachelor',
      educationStart: '2015-10-01',
      educationEnd: '2014-01-01',
    },
    { institution: '', degreeName: null, educationStart: null, educationEnd: null },
  ],
  skill: [
    { name: 'Go', type: 'Languages', level: 3, keywords: ['a', ' '] },
    { name: 'Go', type: 'Languages', level: 0 },
    { name: 'Go', type: 'Languages', level: 2.5 },
    { name: 'Go', type: '', level: '3' },
    { name: 'Go', type: 'T', level: 5, keywords: Array.from({ length: 31 }, () => 'k') },
  ],
  project: [
    { name: 'P' },
    {
      name: 'P',
      role: 'Lead',
      projectStart: '',
      projectEnd: '2019-01-01',
      url: '',
      links: [{ label: 'Repo', url: 'https://example.com' }],
    },
    { name: 'P', url: 'javascript:alert(1)', links: [{ label: '', url: '' }] },
    { name: 'P', projectStart: '2020-01-01', projectEnd: '2019-01-01' },
    { name: 'P', links: Array.from({ length: 11 }, () => ({ label: 'l', url: 'https://a.b' })) },
  ],
  link: [
    { network: 'GitHub', url: 'https://github.com/ada' },
    { network: 'GitHub', username: 'ada', url: '' },
    { network: '', url: 'ftp://x' },
  ],
  language: [
    { language: 'de', level: 'C1' },
    { language: 'de', level: 'native', note: 'at home' },
    { language: 'de', level: 'C3' },
    { language: '', level: '' },
  ],
  certificate: [
    { name: 'AWS' },
    { name: 'AWS', date: '2020-01-01', expiry: '2019-01-01', url: 'nope', credentialId: 'X1' },
    { name: 'AWS', issuer: 'Amazon', date: '2020-01-01', expiry: '2023-01-01' },
  ],
  award: [
    { title: 'Prize' },
    { title: 'Prize', awarder: 'Jury', date: '2020-13-01', summary: 'Won' },
  ],
  publication: [
    { title: 'Paper' },
    { title: 'Paper', publisher: 'ACM', date: '2021-05-01', url: 'https://doi.org/1' },
    { title: '', url: 'mailto:a@b.c' },
  ],
  volunteering: [
    { organization: 'Red Cross', start: '2019-01-01' },
    {
      organization: 'Red Cross',
      role: 'Helper',
      location: 'Berlin',
      start: '2019-01-01',
      end: '2018-01-01',
      url: 'https://example.org',
      highlights: ['a'],
    },
    { organization: 'R' },
  ],
  interest: [{ name: 'Chess', keywords: ['openings'] }, { name: '' }],
  reference: [
    { name: 'Grace' },
    { name: 'Grace', relation: 'Manager', contact: 'g@x.y', text: 'Great' },
    { name: long(201) },
  ],
  'custom-entry': [
    { sectionId: SECTION_ID, title: 'Talk' },
    {
      sectionId: SECTION_ID,
      title: 'Talk',
      subtitle: 'Conf',
      place: 'Berlin',
      start: '2020-01-01',
      end: '2019-01-01',
      url: 'https://example.com',
      translations: { en: { title: 'Talk', place: '' } },
    },
    { sectionId: 'nope', title: 'Talk' },
    { title: 'Talk' },
  ],
};

function answer(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  return {
    issues: result.error.issues.map(({ code, path, message, ...rest }) => ({
      code,
      path,
      message,
      params: 'params' in rest ? rest.params : undefined,
    })),
  };
}

describe('section kinds derived from their field descriptors', () => {
  it.each(ENTRY_KINDS)('%s: the input and item JSON Schemas are unchanged', (kind) => {
    const { input, item } = SECTION_KINDS[kind];
    expect({
      input: z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }),
      item: z.toJSONSchema(item, { io: 'output', unrepresentable: 'any' }),
    }).toMatchSnapshot();
  });

  it.each(ENTRY_KINDS)('%s: the input accepts and refuses as before', (kind) => {
    expect(CASES[kind].map((value) => answer(SECTION_KINDS[kind].input, value))).toMatchSnapshot();
  });

  it('names the same translatable fields', () => {
    expect(TRANSLATABLE_FIELDS).toMatchSnapshot();
  });
});
