import { ENTRY_LIMITS, type SectionKind } from '@cv/shared';
import { languageLevelFromText } from '../levels';
import { addressOf, countryCodeOf } from './address';
import { parseCsv, type CsvRow } from './csv';
import { DraftBuilder, definedFields } from './draft-builder';
import { ImportFileError, type ImportDraft } from './import-draft';
import { isOngoing, parseImportDate } from './import-dates';
import { cleanText, httpUrl, joinBlocks, lineText, richText, urlText } from './import-text';
import { readZipFiles } from './zip-reader';

/**
 * LinkedIn's "Get a copy of your data" ZIP: one CSV per kind of data, at the
 * top or in a folder. Only the files below are read; the rest of the export
 * (connections, messages, …) is not the CV and is left alone, unread.
 */

const FILES = [
  'Profile.csv',
  'PhoneNumbers.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
  'Projects.csv',
] as const;
type LinkedInFile = (typeof FILES)[number];

/** The section each file of entries fills. */
const FILE_KINDS: Record<Exclude<LinkedInFile, 'Profile.csv' | 'PhoneNumbers.csv'>, SectionKind> = {
  'Positions.csv': 'work-experience',
  'Education.csv': 'education',
  'Skills.csv': 'skill',
  'Languages.csv': 'language',
  'Certifications.csv': 'certificate',
  'Projects.csv': 'project',
};

/** Phone numbers read to find the first one given. */
const PHONES_READ = 5;

/** An end date; LinkedIn leaves "Finished On" empty while it lasts. */
function endDate(value: unknown): string | undefined {
  return isOngoing(value) ? undefined : parseImportDate(value);
}

/** "[PERSONAL:https://x.dev],[COMPANY:https://y.com]" or a plain address: the first http(s) one. */
function firstWebsite(value: string | undefined): string | undefined {
  const candidates = value?.match(/https?:\/\/[^\s,\]]+/gi) ?? [];
  return candidates.map(httpUrl).find(Boolean);
}

export async function readLinkedInExport(bytes: Buffer): Promise<ImportDraft> {
  const files = await readZipFiles(bytes, FILES);
  if (files.size === 0)
    throw new ImportFileError('wrong-format', 'no LinkedIn data files in the archive');

  const out = new DraftBuilder('linkedin');
  /** The file's rows, up to what its section holds (the profile is one row, the phones a few). */
  const rows = (file: LinkedInFile) => {
    const content = files.get(file);
    if (!content) return [];
    const max =
      file === 'Profile.csv'
        ? 1
        : file === 'PhoneNumbers.csv'
          ? PHONES_READ
          : ENTRY_LIMITS[FILE_KINDS[file]];
    const { rows, more } = parseCsv(content, file, max);
    if (more) out.cut(file, max);
    return rows;
  };
  const source = (file: LinkedInFile, { row }: CsvRow) => `${file}, row ${row}`;

  const [profile] = rows('Profile.csv');
  if (profile) {
    const v = profile.values;
    const name = [lineText(v['First Name']), lineText(v['Last Name'])].filter(Boolean).join(' ');
    out.draft.general = definedFields({
      displayName: name || undefined,
      jobTitle: lineText(v.Headline),
      location: lineText(v['Geo Location']),
      bio: richText(v.Summary),
      website: firstWebsite(v.Websites),
    });
    // "Geo Location" ends with the country: "Düsseldorf, Nordrhein-Westfalen, Deutschland".
    const country = countryCodeOf(lineText(v['Geo Location'])?.split(',').at(-1));
    out.draft.contact.address = addressOf(cleanText(v.Address), {
      postcode: lineText(v['Zip Code']),
      country,
    });
  }
  const phone = rows('PhoneNumbers.csv')
    .map((row) => lineText(row.values.Number))
    .find(Boolean);
  if (phone) out.draft.contact.phone = phone;

  for (const row of rows('Positions.csv')) {
    const v = row.values;
    out.add('work-experience', source('Positions.csv', row), {
      company: lineText(v['Company Name']),
      jobTitle: lineText(v.Title),
      location: lineText(v.Location),
      positionStart: parseImportDate(v['Started On']),
      positionEnd: endDate(v['Finished On']),
      description: richText(v.Description),
      highlights: [],
    });
  }

  for (const row of rows('Education.csv')) {
    const v = row.values;
    out.add('education', source('Education.csv', row), {
      institution: lineText(v['School Name']),
      // No fallback: an entry without a degree is reported by the import's validation.
      degreeName: lineText(v['Degree Name']),
      educationStart: parseImportDate(v['Start Date']),
      educationEnd: endDate(v['End Date']),
      description: joinBlocks(richText(v.Notes), richText(v.Activities)),
    });
  }

  for (const row of rows('Skills.csv'))
    out.add('skill', source('Skills.csv', row), { name: lineText(row.values.Name), keywords: [] });

  for (const row of rows('Languages.csv'))
    out.add('language', source('Languages.csv', row), {
      language: lineText(row.values.Name),
      level: languageLevelFromText(row.values.Proficiency),
    });

  for (const row of rows('Certifications.csv')) {
    const v = row.values;
    out.add('certificate', source('Certifications.csv', row), {
      name: lineText(v.Name),
      issuer: lineText(v.Authority),
      date: parseImportDate(v['Started On']),
      expiry: parseImportDate(v['Finished On']),
      url: urlText(v.Url),
      credentialId: lineText(v['License Number']),
    });
  }

  for (const row of rows('Projects.csv')) {
    const v = row.values;
    out.add('project', source('Projects.csv', row), {
      name: lineText(v.Title),
      projectStart: parseImportDate(v['Started On']),
      projectEnd: endDate(v['Finished On']),
      description: richText(v.Description),
      url: urlText(v.Url),
      links: [],
    });
  }

  return out.draft;
}
