import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation';
import { requiredText } from './common';
import { fieldsShowing, SECTION_FIELDS, type KindFields } from './section-fields';

/**
 * Versions and the bin. A version is a whole document (the profile, a CV, a
 * letter, an application) as it was after a change, or just before an
 * import, a language swap, a restore or a delete. A restore writes a
 * version's state (or one entry or field of it) back as a new change. The bin
 * keeps deleted CVs, letters, applications, custom sections and entries.
 */

export const HISTORY_LIMITS = {
  versionNameMax: 80,
  /** Unnamed versions are kept at least this long… */
  keepDays: 90,
  /** …and beyond that at most this many per document (named versions are always kept). */
  versionsPerDocumentMax: 300,
  /** Edits within one window of a document make one version in its history. */
  coalesceMinutes: 5,
  /** Every change stays a step of its own this long (undo across saves), then windows coalesce. */
  stepHours: 24,
  binDays: 30,
  /** Versions listed per request. */
  listMax: 200,
  /** Field paths in a restore. */
  fieldMax: 100,
} as const;

export const DOC_TYPES = ['profile', 'cv', 'letter', 'application'] as const;
export const docTypeSchema = z.enum(DOC_TYPES);
export type DocType = z.infer<typeof docTypeSchema>;

/** `edit`: after a change; `restore`: after a restore; `before_*`: just before that step. */
export const VERSION_REASONS = [
  'edit',
  'restore',
  'before_import',
  'before_language',
  'before_restore',
  'before_delete',
] as const;
export const versionReasonSchema = z.enum(VERSION_REASONS);
export type VersionReason = z.infer<typeof versionReasonSchema>;

export const BIN_KINDS = ['cv', 'entry', 'custom_section', 'letter', 'application'] as const;
export const binKindSchema = z.enum(BIN_KINDS);
export type BinKind = z.infer<typeof binKindSchema>;

/** Which document: the profile (no id, it is the account's one) or a CV, letter, application by id. */
export const docQuerySchema = z
  .object({ type: docTypeSchema, id: z.uuid().optional() })
  .refine((q) => q.type === 'profile' || q.id !== undefined, {
    path: ['id'],
    message: MESSAGE_KEYS.blank,
  });
export type DocQuery = z.infer<typeof docQuerySchema>;

export const versionSummarySchema = z.object({
  id: z.uuid(),
  docType: docTypeSchema,
  docId: z.uuid(),
  reason: versionReasonSchema,
  name: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionListSchema = z.object({ versions: z.array(versionSummarySchema) });
export type VersionList = z.infer<typeof versionListSchema>;

const snapshotSchema = z.record(z.string(), z.unknown());

export const versionSchema = versionSummarySchema.extend({ snapshot: snapshotSchema });
export type Version = z.infer<typeof versionSchema>;

/** The document as it is now, in the same shape as a version's snapshot ("compare with now"). */
export const currentSnapshotSchema = z.object({
  docType: docTypeSchema,
  docId: z.uuid(),
  snapshot: snapshotSchema,
});
export type CurrentSnapshot = z.infer<typeof currentSnapshotSchema>;

/** A name ("sent to ACME"), or null to make the version unnamed again. */
export const versionNameSchema = z.object({
  name: requiredText(HISTORY_LIMITS.versionNameMax).nullable(),
});

const fieldName = z
  .string()
  .min(1)
  .max(HISTORY_LIMITS.fieldMax)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, { message: MESSAGE_KEYS.invalid });

/**
 * What to restore: everything (empty body), one entry or custom section of
 * the profile (`entryId`), or one field (`field`, of that entry when
 * `entryId` is given; of the general data or of a CV's settings otherwise).
 */
export const restoreRequestSchema = z
  .object({ entryId: z.uuid().optional(), field: fieldName.optional() })
  .strict();
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

/** After a restore: the version that now holds the document's state (the next undo's step). */
export const restoreResultSchema = z.object({ version: versionSummarySchema });

export const binItemSchema = z.object({
  id: z.uuid(),
  kind: binKindSchema,
  itemId: z.uuid(),
  label: z.string(),
  deletedAt: z.iso.datetime({ offset: true }),
  /** When the purge removes it for good. */
  purgeAt: z.iso.datetime({ offset: true }),
});
export type BinItem = z.infer<typeof binItemSchema>;

export const binListSchema = z.object({ items: z.array(binItemSchema) });
export type BinList = z.infer<typeof binListSchema>;

export const binRestoreResultSchema = z.object({ kind: binKindSchema, itemId: z.uuid() });

// The snapshots the profile and CV rooms write; the web reads them to compare.

export const profileSnapshotSchema = z.object({
  general: z.record(z.string(), z.unknown()),
  theme: z.object({ backgroundColor: z.string(), surfaceColor: z.string() }).nullable(),
  sections: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      translations: z.record(z.string(), z.unknown()),
      public: z.boolean(),
      print: z.boolean(),
      position: z.number(),
    }),
  ),
  entries: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      sectionId: z.uuid().nullable(),
      position: z.number(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type ProfileSnapshot = z.infer<typeof profileSnapshotSchema>;

export const cvSnapshotSchema = z.object({
  name: z.string(),
  settings: z.record(z.string(), z.unknown()),
});
export type CvSnapshot = z.infer<typeof cvSnapshotSchema>;

/** A letter as a version holds it: its name, CV, content and settings as stored. */
export const letterSnapshotSchema = z.object({
  name: z.string(),
  cvId: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()),
});
export type LetterSnapshot = z.infer<typeof letterSnapshotSchema>;

/** What a deleted entry is called in the bin: its heading (job title, degree, skill, …). */
export function entryLabel(kind: string, data: Record<string, unknown>): string {
  const fields = (SECTION_FIELDS as Record<string, Pick<KindFields, 'fields'> | undefined>)[kind];
  if (!fields) return '';
  for (const role of ['title', 'subtitle'] as const) {
    for (const name of fieldsShowing(fields, role)) {
      const value = data[name];
      if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 120);
    }
  }
  return '';
}
