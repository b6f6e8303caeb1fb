import { z } from 'zod';
import { isoDate } from './common';
import { entryKindSchema } from './sections';
import { contentLanguageSchema } from './translations';

/**
 * Bringing a CV in and taking the data out. An import is two requests with
 * the same file: `POST /api/import/preview` answers what would be added (and
 * what could not be mapped, and why) without writing anything, then
 * `POST /api/import?mode=add|replace` writes it in one transaction. Nothing is
 * kept between the two, so any instance can answer either.
 */

/**
 * The formats people have: JSON Resume, a Reactive Resume export, LinkedIn's
 * data export ZIP, and any CV as a PDF or a Word file (.docx). A PDF made
 * here carries the CV's data and comes back exactly; any other PDF or Word
 * file is read from its text and layout.
 */
export const IMPORT_FORMATS = [
  'json-resume',
  'reactive-resume',
  'linkedin',
  'pdf',
  'docx',
] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** `add` keeps what the profile has; `replace` removes its entries and general texts first. */
export const IMPORT_MODES = ['add', 'replace'] as const;
export const importModeSchema = z.enum(IMPORT_MODES);
export type ImportMode = z.infer<typeof importModeSchema>;

export const IMPORT_LIMITS = {
  /** The uploaded file (a JSON document or a ZIP). */
  fileMaxBytes: 5 * 1024 * 1024,
  fileMaxMb: 5,
  /** A LinkedIn export holds a few dozen files; more is not one. */
  zipEntriesMax: 500,
  /**
   * Uncompressed bytes of one file read from a ZIP (no bigger than a file we
   * take as it is), and of all of them together: zip bombs stop here, while
   * inflating.
   */
  zipEntryMaxBytes: 5 * 1024 * 1024,
  zipTotalMaxBytes: 10 * 1024 * 1024,
  /** A CV has a few pages; a PDF with more is not one, and is not read. */
  pdfPagesMax: 20,
} as const;

/** The file travels as the request body, with one of these content types. */
export const IMPORT_CONTENT_TYPES = [
  'application/octet-stream',
  'application/json',
  'application/zip',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/**
 * `?format=` is optional: without it the format is recognised from the file.
 * `?lang=` says the file's language: the profile's second language fills
 * translations of the matching entries instead of adding any.
 */
export const importPreviewQuerySchema = z.object({
  format: importFormatSchema.optional(),
  lang: contentLanguageSchema.optional(),
});

/**
 * What the owner changed in the preview, entry by entry: `section` and
 * `entry` count in the preview's order (its `sections`, then their `entries`);
 * an entry is left out (`drop`) or gets another title, subtitle, start or
 * end (a PDF read from its layout may need it). The dates apply where the
 * entry's kind has them (the preview's `start` and `end`).
 */
export const importEntryChangeSchema = z.object({
  section: z.number().int().min(0).max(100),
  entry: z.number().int().min(0).max(500),
  drop: z.boolean().optional(),
  title: z.string().trim().min(1).max(200).optional(),
  subtitle: z.string().trim().max(200).optional(),
  start: isoDate.optional(),
  /** null: no end (ongoing, or none). */
  end: isoDate.nullable().optional(),
});
export type ImportEntryChange = z.infer<typeof importEntryChangeSchema>;
export const importChangesSchema = z.array(importEntryChangeSchema).max(1000);

export const importQuerySchema = importPreviewQuerySchema.extend({
  mode: importModeSchema,
  /** The preview's changes as JSON (`importChangesSchema`); absent: the file as it is. */
  changes: z.string().max(60_000).optional(),
});

/** Why an item of the file has no place in the profile. */
export const IMPORT_SKIP_REASONS = [
  /** It maps to an entry, but a field breaks the entry's rules (`message` says which). */
  'invalid',
  /** More entries than the section may hold. */
  'limit',
  /** The profile has no place for this kind of data. */
  'unsupported',
  /** A translation with no entry of the profile to belong to (same start and organisation). */
  'unmatched',
] as const;
export const importSkipReasonSchema = z.enum(IMPORT_SKIP_REASONS);
export type ImportSkipReason = z.infer<typeof importSkipReasonSchema>;

export const importSkippedItemSchema = z.object({
  /** Where in the file: "work[2]", "Positions.csv, row 4", "sections.custom". */
  source: z.string(),
  /** What the item is called in the file, as far as it says. */
  label: z.string(),
  reason: importSkipReasonSchema,
  /** The broken rule in the reader's language ("Start: must not be blank"), for `invalid`. */
  message: z.string().nullable(),
});
export type ImportSkippedItem = z.infer<typeof importSkippedItemSchema>;

export const importPreviewEntrySchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  /** "2019-01 – present"; null when the entry has no dates. */
  dates: z.string().nullable(),
  /**
   * The start and end as ISO dates, to correct them; null when the entry has
   * none, absent when its kind has no such date.
   */
  start: z.string().nullable().optional(),
  end: z.string().nullable().optional(),
});
export type ImportPreviewEntry = z.infer<typeof importPreviewEntrySchema>;

export const importPreviewSectionSchema = z.object({
  kind: entryKindSchema,
  /** The custom section's title (kind `custom-entry`); null for the fixed sections. */
  title: z.string().nullable(),
  /** Entries the section holds now (what `replace` removes, what `add` keeps). */
  existing: z.number().int(),
  entries: z.array(importPreviewEntrySchema),
});
export type ImportPreviewSection = z.infer<typeof importPreviewSectionSchema>;

const previewText = z.string().nullable();

/**
 * A list of the file read only from its start: each list is read up to what
 * its section can hold (a CSV up to as many rows), the rest is never looked at.
 */
export const importCutSchema = z.object({
  /** The list: "skills", "sections.experience.items", "Positions.csv". */
  source: z.string(),
  /** Items read from its start. */
  read: z.number().int(),
});
export type ImportCut = z.infer<typeof importCutSchema>;

/** `POST /api/import/preview`: what the file holds for the profile, nothing written yet. */
export const importPreviewSchema = z.object({
  format: importFormatSchema,
  /**
   * The language the file says it is written in (a PDF made here); null when
   * it does not say, and the import takes `?lang=` or the request's language.
   */
  language: contentLanguageSchema.nullable(),
  /** The file's other language, which a PDF made here carries as translations; null: none. */
  translations: contentLanguageSchema.nullable(),
  /** Set when the file fills translations into this language (the profile's second) instead of adding. */
  translatesInto: contentLanguageSchema.nullable(),
  /** The general texts the file sets (null: not in the file). */
  general: z.object({
    displayName: previewText,
    jobTitle: previewText,
    location: previewText,
    bio: previewText,
    website: previewText,
  }),
  /** The contact details the file gives (the account keeps its own e-mail; a phone fills an empty one). */
  contact: z.object({ email: previewText, phone: previewText }),
  sections: z.array(importPreviewSectionSchema),
  skipped: z.array(importSkippedItemSchema),
  /** Lists of the file that hold more than their section can: only their start was read. */
  cut: z.array(importCutSchema),
  /** Entries that would be added in all. */
  total: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /api/import`: what was written. */
export const importResultSchema = z.object({
  mode: importModeSchema,
  added: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** `?lang=` of the exports that print text (headings, dates). */
export const exportQuerySchema = z.object({ lang: z.enum(['en', 'de']).optional() });
