import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  accountUpdateSchema,
  ENTRY_LIMITS,
  issueMessage,
  LIMITS,
  profileDataSchema,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  type EntryKind,
  type ImportCut,
  type ImportFormat,
  type ImportPreview,
  type ImportPreviewEntry,
  type ImportSkippedItem,
  type Locale,
  type SectionKind,
  type Translate,
} from '@cv/shared';
import { DEFAULT_SKILL_LEVEL } from './levels';
import type { DraftContact, DraftEntry, DraftGeneral, ImportDraft } from './import/import-draft';

/**
 * From what a reader found to what an import writes: every entry checked
 * with its kind's schema (the same rules as the editor), the ones that fail
 * or do not fit reported with the reason, never written half.
 */

export interface PlannedSection {
  kind: SectionKind;
  /** Each entry's validated fields, in the file's order. */
  entries: Record<string, unknown>[];
}

export interface PlannedCustomSection {
  title: string;
  entries: Record<string, unknown>[];
}

/** The account's phone and address as the file gives them, checked with the account's rules. */
export interface PlannedContact {
  phone?: string;
  /** Every part, absent ones null: an address is written whole. */
  address?: z.output<typeof addressSchema>;
}

export interface ImportPlan {
  format: ImportFormat;
  /** The general texts the file sets; absent ones stay as they are (add) or are cleared (replace). */
  general: DraftGeneral;
  contact: PlannedContact;
  sections: PlannedSection[];
  customSections: PlannedCustomSection[];
  skipped: ImportSkippedItem[];
  /** Lists of the file read only from their start. */
  cut: ImportCut[];
  /** The e-mail the file prints (shown, never written). */
  email?: string | undefined;
  /** The language the file says it is written in. */
  language?: Locale | undefined;
  /** The file's content in its other language, planned alike: the translations to fill. */
  translation?: { lang: Locale; plan: ImportPlan } | undefined;
}

const GENERAL_FIELDS = ['displayName', 'jobTitle', 'location', 'bio', 'website'] as const;

const phoneSchema = accountUpdateSchema.shape.phone;
const addressSchema = accountUpdateSchema.pick({
  street: true,
  houseNumber: true,
  postcode: true,
  city: true,
  country: true,
});

/** The section's fields that name an entry in the preview: title, subtitle, start, end. */
export const PREVIEW_FIELDS: Record<
  EntryKind,
  [string, string | null, string | null, string | null]
> = {
  'work-experience': ['jobTitle', 'company', 'positionStart', 'positionEnd'],
  education: ['degreeName', 'institution', 'educationStart', 'educationEnd'],
  skill: ['name', 'type', null, null],
  project: ['name', 'role', 'projectStart', 'projectEnd'],
  link: ['network', 'username', null, null],
  language: ['language', 'level', null, null],
  certificate: ['name', 'issuer', 'date', 'expiry'],
  award: ['title', 'awarder', 'date', null],
  publication: ['title', 'publisher', 'date', null],
  volunteering: ['organization', 'role', 'start', 'end'],
  interest: ['name', null, null, null],
  reference: ['name', 'relation', null, null],
  'custom-entry': ['title', 'subtitle', 'start', 'end'],
};

/** A custom entry is checked as if it sat in a section; the real id comes when it is written. */
const SOME_SECTION = randomUUID();

/** An education's grade, which has no field of its own, as the last line of its description. */
function withGrade({ grade, ...fields }: Record<string, unknown>, t: Translate) {
  if (typeof grade !== 'string' || !grade) return fields;
  const line = t('portability.labels.grade', { grade });
  const { description } = fields;
  return {
    ...fields,
    description:
      typeof description === 'string' && description ? `${description}\n\n${line}` : line,
  };
}

/**
 * The entry as the kind takes it: what the draft holds beside the kind's
 * fields written into them, and the values the formats often leave out.
 */
function withDefaults(kind: EntryKind, fields: Record<string, unknown>, t: Translate) {
  if (kind === 'education') return withGrade(fields, t);
  if (kind !== 'skill') return fields;
  return {
    ...fields,
    type: fields.type ?? t('portability.defaults.skillType'),
    level: fields.level ?? DEFAULT_SKILL_LEVEL,
  };
}

export function labelOf(kind: EntryKind, fields: Record<string, unknown>): string {
  const [title, subtitle] = PREVIEW_FIELDS[kind];
  const text = [fields[title], subtitle ? fields[subtitle] : undefined]
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(' – ');
  return text || '—';
}

/** Whether an entry keeps its kind's rules (one corrected in the preview). */
export function keepsRules(kind: EntryKind, fields: Record<string, unknown>): boolean {
  const input = kind === 'custom-entry' ? { ...fields, sectionId: SOME_SECTION } : fields;
  return SECTION_KINDS[kind].input.safeParse(input).success;
}

/** Checks each entry of one list; those that pass, in order, up to the list's limit. */
function checkEntries(
  kind: EntryKind,
  drafts: DraftEntry[],
  skipped: ImportSkippedItem[],
  t: Translate,
): Record<string, unknown>[] {
  const schema = SECTION_KINDS[kind].input;
  const kept: Record<string, unknown>[] = [];
  for (const draft of drafts) {
    const fields = withDefaults(kind, draft.fields, t);
    const label = labelOf(kind, fields);
    const input = kind === 'custom-entry' ? { ...fields, sectionId: SOME_SECTION } : fields;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const message = messageOf(parsed.error, t);
      skipped.push({ source: draft.source, label, reason: 'invalid', message });
    } else if (kept.length >= ENTRY_LIMITS[kind]) {
      skipped.push({ source: draft.source, label, reason: 'limit', message: null });
    } else {
      const { sectionId: _section, ...values } = parsed.data as Record<string, unknown>;
      kept.push(values);
    }
  }
  return kept;
}

/** The general texts that pass the profile's rules; the others are reported. */
function checkGeneral(general: DraftGeneral, skipped: ImportSkippedItem[], t: Translate) {
  const out: DraftGeneral = {};
  for (const field of GENERAL_FIELDS) {
    const value = general[field];
    if (value === undefined) continue;
    const parsed = profileDataSchema.shape[field].safeParse(value);
    if (parsed.success) {
      if (parsed.data) out[field] = parsed.data;
    } else {
      const message = messageOf(parsed.error, t, field);
      skipped.push({ source: 'basics', label: value.slice(0, 80), reason: 'invalid', message });
    }
  }
  return out;
}

/** What breaks the rules of the account or the profile, in the reader's words. */
const messageOf = (error: z.ZodError, t: Translate, field?: string) =>
  error.issues
    .map((issue) => issueMessage(field ? { ...issue, path: [field] } : issue, t))
    .join('; ');

/** The phone and the address that pass the account's rules; the others are reported. */
function checkContact(contact: DraftContact, skipped: ImportSkippedItem[], t: Translate) {
  const out: PlannedContact = {};
  const report = (label: string, error: z.ZodError, field?: string) =>
    skipped.push({
      source: 'basics',
      label: label.slice(0, 80),
      reason: 'invalid',
      message: messageOf(error, t, field),
    });
  if (contact.phone !== undefined) {
    const phone = phoneSchema.safeParse(contact.phone);
    if (!phone.success) report(contact.phone, phone.error, 'phone');
    else if (phone.data) out.phone = phone.data;
  }
  if (contact.address) {
    const address = addressSchema.safeParse(contact.address);
    const label = Object.values(contact.address).join(', ');
    if (!address.success) report(label, address.error);
    else if (Object.values(address.data).some(Boolean)) out.address = address.data;
  }
  return out;
}

export function planImport(draft: ImportDraft, t: Translate): ImportPlan {
  const skipped: ImportSkippedItem[] = draft.skipped.map((item) => ({ ...item, message: null }));
  const general = checkGeneral(draft.general, skipped, t);
  const contact = checkContact(draft.contact, skipped, t);
  const sections = SECTION_KIND_IDS.flatMap((kind) => {
    const entries = checkEntries(kind, draft.entries[kind] ?? [], skipped, t);
    return entries.length > 0 ? [{ kind, entries }] : [];
  });
  const customSections: PlannedCustomSection[] = [];
  for (const section of draft.customSections) {
    const title = section.title.trim().slice(0, LIMITS.shortTextMax);
    if (customSections.length >= LIMITS.customSectionsMax || !title) {
      skipped.push({
        source: 'custom',
        label: title || '—',
        reason: title ? 'limit' : 'unsupported',
        message: null,
      });
      continue;
    }
    const entries = checkEntries('custom-entry', section.entries, skipped, t);
    if (entries.length > 0) customSections.push({ title, entries });
  }
  return {
    format: draft.format,
    general,
    contact,
    sections,
    customSections,
    skipped,
    cut: draft.cut,
    email: draft.contact.email,
    language: draft.language,
    translation: draft.translation && {
      lang: draft.translation.lang,
      plan: planImport(draft.translation.draft, t),
    },
  };
}

const month = (value: unknown) => (typeof value === 'string' ? value.slice(0, 7) : null);

function previewEntry(
  kind: EntryKind,
  fields: Record<string, unknown>,
  t: Translate,
): ImportPreviewEntry {
  const [title, subtitle, start, end] = PREVIEW_FIELDS[kind];
  const text = (field: string | null) => {
    const value = field ? fields[field] : undefined;
    return typeof value === 'string' && value ? value : null;
  };
  const from = start ? month(fields[start]) : null;
  // An open end is "present" only where the kind has an end at all.
  const to = end ? (month(fields[end]) ?? (from ? t('cv.document.present') : null)) : null;
  return {
    title: text(title) ?? '—',
    subtitle: text(subtitle),
    dates: from ? (to ? `${from} – ${to}` : from) : null,
    ...(start ? { start: text(start) } : {}),
    ...(end ? { end: text(end) } : {}),
  };
}

/** How many entries each list holds now: by kind, and custom sections by title. */
export interface ExistingCounts {
  kinds: Partial<Record<EntryKind, number>>;
  customSections: number;
}

/** Whether importing the plan would write anything: an entry or a general text. */
export function holdsNothing(plan: ImportPlan): boolean {
  return (
    plan.sections.length === 0 &&
    plan.customSections.length === 0 &&
    GENERAL_FIELDS.every((field) => !plan.general[field])
  );
}

export function toPreview(plan: ImportPlan, existing: ExistingCounts, t: Translate): ImportPreview {
  const sections = [
    ...plan.sections.map((section) => ({
      kind: section.kind,
      title: null,
      existing: existing.kinds[section.kind] ?? 0,
      entries: section.entries.map((fields) => previewEntry(section.kind, fields, t)),
    })),
    ...plan.customSections.map((section) => ({
      kind: 'custom-entry' as const,
      title: section.title,
      existing: 0,
      entries: section.entries.map((fields) => previewEntry('custom-entry', fields, t)),
    })),
  ];
  return {
    format: plan.format,
    translatesInto: null,
    general: Object.fromEntries(
      GENERAL_FIELDS.map((field) => [field, plan.general[field] ?? null]),
    ) as ImportPreview['general'],
    contact: { email: plan.email ?? null, phone: plan.contact.phone ?? null },
    language: plan.language ?? null,
    translations: plan.translation?.lang ?? null,
    sections,
    skipped: plan.skipped,
    cut: plan.cut,
    total: sections.reduce((sum, section) => sum + section.entries.length, 0),
  };
}
