import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleCvData } from '../../cv-engine/cv-sample-profile';
import { ONE_COLUMN, TWO_COLUMNS, type FixtureCv } from '../../../../test/fixtures/cv-import/cvs';
import type { ImportDraft } from './import-draft';
import { readImportFile } from './read-import-file';

/**
 * How much of a CV the PDF and Word reader recovers, on files made by other
 * programs (test/fixtures/cv-import, made by make-fixtures.ts): the name,
 * e-mail and phone exactly, and the share of jobs and degrees found with
 * their title, organisation, start and end. The figures are printed and kept
 * in docs/BENCHMARKS.md.
 */

const fixtures = path.join(import.meta.dirname, '../../../../test/fixtures/cv-import');

interface Truth {
  name: string;
  email: string;
  phone: string;
  entries: {
    kind: 'work-experience' | 'education';
    title: string;
    organisation: string;
    start: string;
    end: string | null;
  }[];
}

function truthOf(cv: FixtureCv): Truth {
  return {
    ...cv,
    entries: [
      ...cv.jobs.map((e) => ({ kind: 'work-experience' as const, ...e })),
      ...cv.degrees.map((e) => ({ kind: 'education' as const, ...e })),
    ],
  };
}

/** The Lebenslauf: the sample profile in German, as the engine prints it. */
function lebenslaufTruth(): Truth {
  const cv = sampleCvData('de');
  return {
    name: cv.person.displayName ?? '',
    email: cv.person.email ?? '',
    phone: cv.person.phone ?? '',
    entries: [
      ...cv.workExperiences.map((e) => ({
        kind: 'work-experience' as const,
        title: e.jobTitle,
        organisation: e.company,
        start: e.positionStart.slice(0, 7),
        end: e.positionEnd?.slice(0, 7) ?? null,
      })),
      ...cv.educations.map((e) => ({
        kind: 'education' as const,
        title: e.degreeName,
        organisation: e.institution,
        start: (e.educationStart ?? '').slice(0, 7),
        end: e.educationEnd?.slice(0, 7) ?? null,
      })),
    ],
  };
}

const FIELDS = {
  'work-experience': ['jobTitle', 'company', 'positionStart', 'positionEnd'],
  education: ['degreeName', 'institution', 'educationStart', 'educationEnd'],
} as const;

/** A date as precise as the truth gives it ("2014" or "2014-03"). */
const sameDate = (found: unknown, truth: string | null) =>
  truth === null
    ? found === undefined
    : typeof found === 'string' && found.slice(0, truth.length) === truth;

function recall(draft: ImportDraft, truth: Truth) {
  const found = truth.entries.filter((entry) => {
    const [title, organisation, start, end] = FIELDS[entry.kind];
    return (draft.entries[entry.kind] ?? []).some(
      ({ fields }) =>
        fields[title] === entry.title &&
        fields[organisation] === entry.organisation &&
        sameDate(fields[start], entry.start) &&
        sameDate(fields[end], entry.end),
    );
  });
  return found.length / truth.entries.length;
}

const CASES: [string, string, () => Truth][] = [
  ['one column, LibreOffice PDF', 'one-column.pdf', () => truthOf(ONE_COLUMN)],
  ['one column, LibreOffice DOCX', 'one-column.docx', () => truthOf(ONE_COLUMN)],
  ['two columns, Chromium PDF', 'two-columns.pdf', () => truthOf(TWO_COLUMNS)],
  ['German Lebenslauf, Typst PDF', 'lebenslauf.pdf', lebenslaufTruth],
];

describe('reading CVs made by other programs', () => {
  it.each(CASES)(
    '%s: name, e-mail, phone, and 90 %% of jobs and degrees',
    async (_, file, truthFn) => {
      const truth = truthFn();
      const draft = await readImportFile(readFileSync(path.join(fixtures, file)));
      expect(draft.general.displayName).toBe(truth.name);
      expect(draft.contact.email).toBe(truth.email);
      expect(draft.contact.phone).toBe(truth.phone);
      const share = recall(draft, truth);
      console.log(
        `${file}: ${Math.round(share * 100)} % of ${truth.entries.length} jobs and degrees`,
      );
      expect(share).toBeGreaterThanOrEqual(0.9);
    },
  );
});
