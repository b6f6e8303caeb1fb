import { fileURLToPath } from 'node:url';
import type { CvData, CvWorkExperience, Locale } from '@cv/shared';
import { sampleCvData } from '../src/features/cv/cv-sample-profile';

/** Test data for the CV engine: small factories over the sample profile. */

/** Stand-ins for the designs: slow, failing, fast, picture-dependent (see their README). */
export const cvTestTemplatesDir = fileURLToPath(
  new URL('./fixtures/cv-templates', import.meta.url),
);

export function buildCvData(overrides: Partial<CvData> = {}, lang: Locale = 'en'): CvData {
  return { ...sampleCvData(lang), ...overrides };
}

/** The least a CV can have: a name. */
export function minimalCvData(lang: Locale = 'en'): CvData {
  return {
    lang,
    person: { firstName: 'Ada', lastName: 'Lovelace' },
    theme: { backgroundColor: '#f5f7fb', surfaceColor: '#4169e1' },
    workExperiences: [],
    educations: [],
    skills: [],
    projects: [],
  };
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

/** Text that would be code or markup if it ever reached Typst as source. */
export const HOSTILE_TEXTS = [
  '#read("/etc/passwd")',
  'closing ] bracket',
  'math $x^2$ dollars',
  '*not bold* stars',
  '@label reference',
  '<tag> angle',
  'back\\slash \\',
] as const;

export function hostileCvData(): CvData {
  const [read, bracket, dollars, stars, at, angle, backslash] = HOSTILE_TEXTS;
  return buildCvData({
    person: {
      firstName: read,
      lastName: bracket,
      jobTitle: dollars,
      bio: `${stars}\n${at}`,
      location: angle,
      email: 'hostile@example.com',
    },
    workExperiences: [
      buildJob(0, { jobTitle: backslash, company: read, description: `${angle} ${at}` }),
    ],
    skills: [{ name: stars, type: bracket, level: 3 }],
  });
}
