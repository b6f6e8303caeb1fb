import {
  generalTranslations,
  hasText,
  sectionTitleTranslations,
  sortByDate,
  TRANSLATABLE_FIELDS,
  type EntryKind,
  type Locale,
  type Translations,
} from '@cv/shared';
import type { ImportPlan } from './import-plan';

/**
 * A file that carries the same CV in two languages (a PDF made here): the
 * second language is not matched by dates and organisations like a separate
 * file, but entry by entry, since both were written from one profile in one
 * order. Each written entry gets as its translation the texts that differ
 * from its primary ones; texts that are the same stay untranslated, as they
 * were.
 */

/** What an import wrote, in the file's order: the ids the translations belong to. */
export interface WrittenContent {
  entries: Partial<Record<EntryKind, string[]>>;
  customSections: { id: string; entryIds: string[] }[];
}

export interface CarriedTranslations {
  updates: { id: string; translations: Translations }[];
  sectionTitles: { id: string; translations: Translations }[];
  general: Translations | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The texts of `translated` that differ from `primary`, as `{ [lang]: texts }`, or null if none. */
function differing(
  fields: readonly string[],
  primary: Record<string, unknown>,
  translated: Record<string, unknown>,
  lang: Locale,
): Translations | null {
  const texts = Object.fromEntries(
    fields
      .filter((field) => hasText(translated[field]) && !same(primary[field], translated[field]))
      .map((field) => [field, translated[field]]),
  );
  return Object.keys(texts).length > 0 ? ({ [lang]: texts } as Translations) : null;
}

/** A custom section's entries in the order they are written (by date). */
const inWrittenOrder = (entries: Record<string, unknown>[]) => sortByDate('custom-entry', entries);

export function carriedTranslations(
  primary: ImportPlan,
  translation: { lang: Locale; plan: ImportPlan },
  written: WrittenContent,
): CarriedTranslations {
  const { lang, plan } = translation;
  const updates: CarriedTranslations['updates'] = [];
  for (const section of plan.sections) {
    const ids = written.entries[section.kind] ?? [];
    const originals = primary.sections.find((s) => s.kind === section.kind)?.entries ?? [];
    section.entries.forEach((fields, i) => {
      const id = ids[i];
      const original = originals[i];
      if (!id || !original) return;
      const translations = differing(TRANSLATABLE_FIELDS[section.kind], original, fields, lang);
      if (translations) updates.push({ id, translations });
    });
  }

  const sectionTitles: CarriedTranslations['sectionTitles'] = [];
  plan.customSections.forEach((section, s) => {
    const target = written.customSections[s];
    const original = primary.customSections[s];
    if (!target || !original) return;
    const title = differing(
      sectionTitleTranslations.fields,
      { title: original.title },
      { title: section.title },
      lang,
    );
    if (title) sectionTitles.push({ id: target.id, translations: title });
    const originals = inWrittenOrder(original.entries);
    inWrittenOrder(section.entries).forEach((fields, i) => {
      const id = target.entryIds[i];
      const entry = originals[i];
      if (!id || !entry) return;
      const translations = differing(TRANSLATABLE_FIELDS['custom-entry'], entry, fields, lang);
      if (translations) updates.push({ id, translations });
    });
  });

  const general =
    differing(
      generalTranslations.fields,
      primary.general as Record<string, unknown>,
      plan.general as Record<string, unknown>,
      lang,
    ) ?? undefined;
  return { updates, sectionTitles, general };
}
