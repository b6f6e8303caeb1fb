import { fileURLToPath } from 'node:url';
import {
  cvDataSchema,
  type CvData,
  type CvDataInput,
  type CvWorkExperience,
  type Locale,
} from '@cv/shared';
import {
  toTemplateInput,
  type CvLayoutOptions,
  type CvTemplateInput,
} from '../src/features/cv-engine/cv-document';
import { sampleCvData } from '../src/features/cv-engine/cv-sample-profile';

/** Test data for the CV engine: small factories over the sample profile. */

/** Stand-ins for the designs: slow, failing, fast, picture-dependent (see their README). */
export const cvTestTemplatesDir = fileURLToPath(
  new URL('./fixtures/cv-templates', import.meta.url),
);

/** The sample profile with some lists replaced; omitted fields of the overrides get their defaults. */
export function buildCvData(overrides: Partial<CvDataInput> = {}, lang: Locale = 'en'): CvData {
  return cvDataSchema.parse({ ...sampleCvData(lang), ...overrides });
}

/** The least a CV can have: a name. */
export function minimalCvData(lang: Locale = 'en'): CvData {
  return cvDataSchema.parse({
    lang,
    person: { firstName: 'Ada', lastName: 'Lovelace' },
    theme: { backgroundColor: '#f5f7fb', surfaceColor: '#4169e1' },
  });
}

export function buildJob(
  index: number,
  overrides: Partial<CvWorkExperience> = {},
): CvWorkExperience {
  const year = 2024 - index;
  return {
    jobTitle: `Job title number ${index + 1}`,
    company: `Company ${index + 1} GmbH`,
    location: 'Hamburg',
    positionStart: `${year - 1}-02-01`,
    positionEnd: `${year}-01-31`,
    description:
      'Planned, built and ran a service used by many customers. Worked closely with design and product, reviewed code and wrote documentation.\n- Reduced costs\n- Improved reliability',
    highlights: [],
    ...overrides,
  };
}

/** A career of `jobs` positions: several pages. */
export function longCvData(jobs = 30, lang: Locale = 'en'): CvData {
  return buildCvData(
    { workExperiences: Array.from({ length: jobs }, (_, i) => buildJob(i)) },
    lang,
  );
}

/** A name and a career of `jobs` positions, nothing else: a tenth of a page or so per job. */
export function careerCvData(jobs: number, lang: Locale = 'en'): CvData {
  return cvDataSchema.parse({
    ...minimalCvData(lang),
    workExperiences: Array.from({ length: jobs }, (_, i) => buildJob(i)),
  });
}

/**
 * The sample profile with every section filled: references printed (the
 * owner switched them on) and a second custom section.
 */
export function fullCvData(lang: Locale = 'en'): CvData {
  const l = (en: string, de: string) => (lang === 'de' ? de : en);
  const sample = sampleCvData(lang);
  return buildCvData(
    {
      references: [
        {
          name: 'Dr. Jana Hoffmann',
          relation: l('CTO, Nordlicht Digital GmbH', 'CTO, Nordlicht Digital GmbH'),
          contact: 'jana.hoffmann@example.com',
          text: l(
            'Marie led our payments team through a **difficult migration**.',
            'Marie hat unser Payment-Team durch eine **schwierige Migration** geführt.',
          ),
        },
        { name: 'Tobias Brandt', relation: l('Former manager', 'Früherer Vorgesetzter') },
      ],
      customSections: [
        ...sample.customSections,
        {
          title: l('Patents', 'Patente'),
          entries: [
            {
              title: l(
                'Method for idempotent payment retries',
                'Verfahren für idempotente Zahlungswiederholungen',
              ),
              subtitle: 'DE 10 2023 123 456',
              start: '2023-09-01',
              url: 'https://patents.example.org/DE102023123456',
            },
          ],
        },
      ],
    },
    lang,
  );
}

/** A description using every formatting the CV prints. */
export const RICH_DESCRIPTION = [
  'Plain start, **bold words**, *italic words* and [a linked word](https://rich.example.org/linked).',
  'A second line of the same paragraph.',
  '',
  '1. First numbered',
  '2. Second numbered',
  '   - Nested bullet one',
  '   - Nested bullet two',
  '',
  '- Bullet with **bold** inside',
  '- Last bullet',
].join('\n');

/** The CV with its first job described in every formatting the CV prints. */
export function withRichDescription(cv: CvData): CvData {
  const [first, ...others] = cv.workExperiences;
  return first
    ? { ...cv, workExperiences: [{ ...first, description: RICH_DESCRIPTION }, ...others] }
    : cv;
}

/** The sample CV in German with every section, its first job described with every formatting. */
export const richSampleCvData = (): CvData => withRichDescription(fullCvData('de'));

/** What the exporters get for `data` (the rich German sample unless told). */
export function templateInputOf(
  data: CvData = richSampleCvData(),
  options: CvLayoutOptions = {},
): CvTemplateInput {
  return toTemplateInput(data, options);
}

/** Text that would be code or markup if it ever reached Typst as source. */
export const HOSTILE_TEXTS = [
  '#read("/etc/passwd")',
  'closing ] bracket',
  'math $x^2$ dollars',
  '*not bold* stars',
  '@label reference',
  '<tag> angle',
  'back\\slash \\',
  '#set page(width: 1pt)',
  '= not a heading',
  '<b>x</b> tags',
  '`raw` ticks',
] as const;

/**
 * Hostile text that also keeps its characters as a formatted description:
 * Markdown gives none of them a meaning (unlike `*stars*` or a `\*` escape).
 */
export const HOSTILE_DESCRIPTION_TEXTS = [
  '#read("/etc/passwd")',
  'closing ] bracket',
  'math $x^2$ dollars',
  '@label reference',
  '#set page(width: 1pt)',
  '= not a heading',
  '<b>x</b> tags',
  '`raw` ticks',
  'back\\slash',
] as const;

export function hostileCvData(): CvData {
  const [read, bracket, dollars, stars, at, angle, backslash, setPage, equals, tags, ticks] =
    HOSTILE_TEXTS;
  const described = HOSTILE_DESCRIPTION_TEXTS.join('\n\n');
  return buildCvData({
    person: {
      firstName: read,
      lastName: bracket,
      jobTitle: dollars,
      bio: `${angle}\n${at}`,
      location: angle,
      email: 'hostile@example.com',
    },
    workExperiences: [
      buildJob(0, {
        jobTitle: backslash,
        company: read,
        description: `${angle} ${at}\n\n- ${setPage}\n- ${equals}`,
        highlights: [stars, tags],
      }),
    ],
    skills: [{ name: stars, type: bracket, level: 3, keywords: [ticks, setPage] }],
    volunteering: [
      {
        organization: setPage,
        role: equals,
        start: '2020-01-01',
        description: described,
        highlights: [],
      },
    ],
    awards: [{ title: tags, awarder: ticks, summary: `- ${read}\n- ${dollars}` }],
    interests: [{ name: dollars, keywords: [stars, backslash] }],
    languages: [{ language: at, level: 'B2', note: bracket }],
    customSections: [
      {
        title: equals,
        entries: [{ title: setPage, subtitle: angle, place: at, description: described }],
      },
    ],
    references: [{ name: read, relation: ticks, contact: tags, text: described }],
  });
}

/** The studio's checks of texts that print untranslated, among `checks`. */
export const translationChecks = <T extends { code: string }>(checks: T[]) =>
  checks.filter((c) => c.code === 'untranslated' || c.code === 'partlyTranslated');

/** The translation checks of a section with one entry not translated at all and one in part. */
export const oneUntranslatedOnePartly = (section: string) =>
  (['untranslated', 'partlyTranslated'] as const).map((code) => ({
    code,
    section,
    params: { section, count: 1 },
  }));

/** The sample profile with these jobs as its work experience, each over `buildJob`'s defaults. */
export const cvWithJobs = (...jobs: Partial<CvWorkExperience>[]): CvData =>
  buildCvData({ workExperiences: jobs.map((job, index) => buildJob(index, job)) });
