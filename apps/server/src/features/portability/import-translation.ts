import {
  generalTranslations,
  hasText,
  SECTION_FIELDS,
  TRANSLATABLE_FIELDS,
  type ImportSkippedItem,
  type Locale,
  type SectionKind,
  type Translations,
} from '@cv/shared';
import type { DraftGeneral } from './import/import-draft';
import type { ImportPlan } from './import-plan';

/**
 * A file in the profile's second language: each imported entry is matched to
 * the profile's entry of the same kind that has the same start (month) and
 * the same organisation, and its texts become that entry's translation. An
 * entry with no match is added as a new entry whose texts are stored as
 * translations into the file's language, with the primary language's texts
 * left empty for the owner to write: never English text stored as German.
 */

/** What identifies an entry across languages: its start and who it was with. */
const MATCH_FIELDS: Partial<Record<SectionKind, readonly string[]>> = {
  'work-experience': ['positionStart', 'company'],
  education: ['educationStart', 'institution'],
  volunteering: ['start', 'organization'],
  project: ['projectStart', 'name'],
  certificate: ['date', 'name'],
  award: ['date', 'awarder'],
  publication: ['date', 'publisher'],
  language: ['language'],
  reference: ['name'],
};

export interface StoredContent {
  id: string;
  kind: string;
  data: Record<string, unknown>;
}

export interface TranslationUpdate {
  id: string;
  /** The entry's translations with the imported language's part replaced. */
  translations: Translations;
}

export interface TranslationPlan {
  updates: TranslationUpdate[];
  /** New entries, by kind: their texts only as translations into the file's language. */
  additions: { kind: SectionKind; fields: Record<string, unknown> }[];
  /** The general texts' translations after the import. */
  general: Translations | undefined;
  /** The entries that found a match, by kind, as the preview lists them. */
  matched: { kind: SectionKind; fields: Record<string, unknown> }[];
  skipped: ImportSkippedItem[];
}

/** Dates compare by month (files often say "2019-03", the profile "2019-03-01"); texts without case and spacing. */
function key(value: unknown, field: string): string {
  if (typeof value !== 'string') return '';
  const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return /start|date/i.test(field) ? text.slice(0, 7) : text;
}

function identity(kind: SectionKind, data: Record<string, unknown>): string | null {
  const fields = MATCH_FIELDS[kind];
  if (!fields) return null;
  const parts = fields.map((field) => key(data[field], field));
  return parts.every(Boolean) ? parts.join('|') : null;
}

/**
 * An imported entry as a new entry of a profile in another language: its
 * texts become the translation; the primary texts stay empty ('' where the
 * kind requires the field, absent elsewhere) until the owner writes them.
 */
function asAddition(kind: SectionKind, fields: Record<string, unknown>, lang: Locale) {
  const kindFields = SECTION_FIELDS[kind].fields as Record<string, { required?: boolean }>;
  const entry: Record<string, unknown> = { ...fields };
  for (const field of TRANSLATABLE_FIELDS[kind]) {
    if (kindFields[field]?.required) entry[field] = '';
    else delete entry[field];
  }
  return { ...entry, translations: { [lang]: textsOf(kind, fields) } };
}

/** The translatable texts of an imported entry (blank ones left out). */
function textsOf(kind: SectionKind, fields: Record<string, unknown>) {
  return Object.fromEntries(
    TRANSLATABLE_FIELDS[kind]
      .filter((field) => hasText(fields[field]))
      .map((field) => [field, fields[field] as string | string[]]),
  );
}

export function planTranslations(
  plan: ImportPlan,
  stored: readonly StoredContent[],
  storedGeneral: Translations,
  lang: Locale,
  labelOf: (kind: SectionKind, fields: Record<string, unknown>) => string,
): TranslationPlan {
  const byIdentity = new Map<string, StoredContent>();
  for (const entry of stored) {
    const id = identity(entry.kind as SectionKind, entry.data);
    if (id && !byIdentity.has(`${entry.kind}#${id}`)) byIdentity.set(`${entry.kind}#${id}`, entry);
  }
  const updates = new Map<string, TranslationUpdate>();
  const additions: TranslationPlan['additions'] = [];
  const matched: TranslationPlan['matched'] = [];
  const skipped = [...plan.skipped];

  for (const { kind, entries } of plan.sections) {
    entries.forEach((fields, index) => {
      const id = identity(kind, fields);
      const target = id ? byIdentity.get(`${kind}#${id}`) : undefined;
      const texts = textsOf(kind, fields);
      if (Object.keys(texts).length === 0) {
        skipped.push({
          source: `${kind}[${index}]`,
          label: labelOf(kind, fields),
          reason: 'unmatched',
          message: null,
        });
        return;
      }
      if (!target || updates.has(target.id)) {
        additions.push({ kind, fields: asAddition(kind, fields, lang) });
        matched.push({ kind, fields });
        return;
      }
      const current = (target.data.translations ?? {}) as Translations;
      updates.set(target.id, { id: target.id, translations: { ...current, [lang]: texts } });
      matched.push({ kind, fields });
    });
  }
  for (const section of plan.customSections) {
    skipped.push({ source: 'custom', label: section.title, reason: 'unmatched', message: null });
  }

  const generalTexts = Object.fromEntries(
    generalTranslations.fields
      .filter((field) => hasText(plan.general[field as keyof DraftGeneral]))
      .map((field) => [field, plan.general[field as keyof DraftGeneral] as string]),
  );
  const general =
    Object.keys(generalTexts).length > 0 ? { ...storedGeneral, [lang]: generalTexts } : undefined;
  return { updates: [...updates.values()], additions, general, matched, skipped };
}
