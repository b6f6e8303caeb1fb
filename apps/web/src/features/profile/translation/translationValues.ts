import {
  hasText,
  LIMITS,
  LOCALES,
  localizeFields,
  SECTION_KINDS,
  TRANSLATABLE_FIELDS,
  untranslatedFields,
  type EntryKind,
  type Locale,
  type TextLangs,
  type Translations,
} from '@cv/shared';

/**
 * The translation side of the editors: which fields of a kind take a
 * translation and how they are edited, the form values of stored
 * translations and back, and what counts as translated.
 */

/** How a translatable field is edited: one line, formatted text, or a list of short texts. */
export type TranslationFieldType = 'short' | 'rich' | 'highlights' | 'keywords';

export interface TranslationField {
  name: string;
  type: TranslationFieldType;
}

/** The translatable fields of an entry kind, in the form's order. */
export function translationFieldsOf(kind: EntryKind): TranslationField[] {
  const descriptions = SECTION_KINDS[kind].descriptions as readonly string[];
  return (TRANSLATABLE_FIELDS[kind] as readonly string[]).map((name) => ({
    name,
    type:
      name === 'highlights' || name === 'keywords'
        ? name
        : descriptions.includes(name)
          ? 'rich'
          : 'short',
  }));
}

/** The profile's general texts that take a translation. */
export const GENERAL_TRANSLATION_FIELDS: readonly TranslationField[] = [
  { name: 'jobTitle', type: 'short' },
  { name: 'location', type: 'short' },
  { name: 'bio', type: 'rich' },
];

export const isList = (type: TranslationFieldType) => type === 'highlights' || type === 'keywords';

/** The longest text a field takes. */
export function maxLengthOf(type: TranslationFieldType): number {
  return type === 'rich' ? LIMITS.longTextMax : LIMITS.shortTextMax;
}

/** The form values of stored translations: every language and field present, blank where none. */
export type TranslationFormValues = Record<Locale, Record<string, string | string[]>>;

export function translationFormValues(
  stored: Translations | null | undefined,
  fields: readonly TranslationField[],
): TranslationFormValues {
  return Object.fromEntries(
    LOCALES.map((lang) => [
      lang,
      Object.fromEntries(
        fields.map(({ name, type }) => {
          const value = stored?.[lang]?.[name];
          if (isList(type)) return [name, Array.isArray(value) ? [...value] : []];
          return [name, typeof value === 'string' ? value : ''];
        }),
      ),
    ]),
  ) as TranslationFormValues;
}

/** Translations as the API takes them: blank fields and empty languages left out. */
export function compactTranslations(values: unknown): Translations {
  const out: Translations = {};
  if (typeof values !== 'object' || values === null) return out;
  for (const lang of LOCALES) {
    const fields = (values as Partial<Record<Locale, Record<string, unknown> | undefined>>)[lang];
    if (!fields) continue;
    const kept = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => hasText(value)) as [string, string | string[]][],
    );
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}

/** The stored translations of an item (typed loosely by the schemas). */
export function translationsOf(item: { translations?: unknown }): Translations {
  return (item.translations ?? {}) as Translations;
}

/**
 * How far the entry is translated into `lang`: every translatable field with a
 * text has its translation, some do, or none does.
 */
export function entryTranslationState(
  kind: EntryKind,
  item: object,
  lang: Locale,
): 'translated' | 'partial' | 'untranslated' {
  const values = item as Record<string, unknown>;
  const fields = TRANSLATABLE_FIELDS[kind] as readonly string[];
  const missing = untranslatedFields(values, fields, translationsOf(item), lang).length;
  if (missing === 0) return 'translated';
  return missing < fields.filter((field) => hasText(values[field])).length
    ? 'partial'
    : 'untranslated';
}

/** Whether every translatable field of the entry that has a text has a translation into `lang`. */
export function isTranslated(kind: EntryKind, item: object, lang: Locale): boolean {
  return (
    untranslatedFields(
      item as Record<string, unknown>,
      TRANSLATABLE_FIELDS[kind],
      translationsOf(item),
      lang,
    ).length === 0
  );
}

export interface TranslationProgress {
  done: number;
  count: number;
}

/** How many of the entries are translated into `lang`; null for kinds without translatable texts. */
export function entriesProgress(
  kind: EntryKind,
  items: readonly object[],
  lang: Locale,
): TranslationProgress | null {
  if (TRANSLATABLE_FIELDS[kind].length === 0) return null;
  return {
    done: items.filter((item) => isTranslated(kind, item, lang)).length,
    count: items.length,
  };
}

/** How many of the texts that are there have a translation into `lang`. */
export function textsProgress(
  values: Record<string, unknown>,
  fields: readonly string[],
  translations: Translations | null | undefined,
  lang: Locale,
): TranslationProgress {
  const count = fields.filter((field) => hasText(values[field])).length;
  return { done: count - untranslatedFields(values, fields, translations, lang).length, count };
}

/** An entry as it reads in `lang`: translations where there are some, the primary texts elsewhere. */
export function localizedItem<T extends object>(
  kind: EntryKind,
  item: T,
  lang: Locale,
  primary: Locale,
): { item: T; langs: TextLangs } {
  const { values, langs } = localizeFields(
    item as Record<string, unknown>,
    TRANSLATABLE_FIELDS[kind],
    translationsOf(item),
    lang,
    primary,
  );
  return { item: values as T, langs };
}

const HINT_MAX = 80;

/** A primary text as a one-line hint: lists joined, whitespace collapsed, cut after a few words. */
export function hintText(value: unknown): string {
  const text = (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > HINT_MAX ? `${text.slice(0, HINT_MAX - 1).trimEnd()}…` : text;
}
