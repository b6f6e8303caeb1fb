import { z } from 'zod';
import { LIMITS, LOCALES, type Locale } from '../constants';
import { optionalText } from './common';
import { richText, textListItems } from './entry-fields';

/**
 * One profile, two languages. A profile's texts are written in its primary
 * content language; every free-text field may also hold a translation into
 * the other language, kept beside it as `translations: { en?, de? }`. Names,
 * dates, URLs and levels stay single. Rendering in a language takes the
 * translation where there is one and the primary text elsewhere, marking
 * that text with its own language (`langs`), so that hyphenation and the
 * language tags are right for every piece.
 */

export const contentLanguageSchema = z.enum(LOCALES);

/** What a translatable field holds: one line, formatted text, or a list of lines. */
type FieldKind = 'short' | 'rich' | 'highlights' | 'keywords';

const INPUT: Record<FieldKind, () => z.ZodType> = {
  short: () => optionalText(LIMITS.shortTextMax),
  rich: () => richText,
  // No default: an absent list is no translation, not an empty one.
  highlights: () => textListItems(LIMITS.listItemsMax, LIMITS.highlightMax).optional(),
  keywords: () => textListItems(LIMITS.listItemsMax, LIMITS.shortTextMax).optional(),
};

const ITEM: Record<FieldKind, () => z.ZodType> = {
  short: () => z.string().optional(),
  rich: () => z.string().optional(),
  highlights: () => z.array(z.string()).optional(),
  keywords: () => z.array(z.string()).optional(),
};

function shapeOf<F extends Record<string, FieldKind>>(
  fields: F,
  make: Record<FieldKind, () => z.ZodType>,
) {
  return Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, make[kind]()]));
}

type ListKind = 'highlights' | 'keywords';

/** The answer's shape of one language's part: a text or a list of texts per field. */
type ItemShape<F extends Record<string, FieldKind>> = {
  [K in keyof F]: F[K] extends ListKind
    ? z.ZodOptional<z.ZodArray<z.ZodString>>
    : z.ZodOptional<z.ZodString>;
};

/** The translations of some fields: a part per language, each field optional. */
export interface Translatable<F extends Record<string, FieldKind>> {
  fields: readonly Extract<keyof F, string>[];
  /** Requests: absent keeps what is stored; a blank field is no translation. */
  input: z.ZodOptional<
    z.ZodObject<{ en: z.ZodOptional<z.ZodObject>; de: z.ZodOptional<z.ZodObject> }>
  >;
  /** Answers: the stored translations (`{}` when none). */
  item: z.ZodObject<{
    en: z.ZodOptional<z.ZodObject<ItemShape<F>>>;
    de: z.ZodOptional<z.ZodObject<ItemShape<F>>>;
  }>;
}

export function translatable<const F extends Record<string, FieldKind>>(
  fields: F,
): Translatable<F> {
  const input = z.object(shapeOf(fields, INPUT));
  const item = z.object(shapeOf(fields, ITEM)) as unknown as z.ZodObject<ItemShape<F>>;
  return {
    fields: Object.keys(fields) as Extract<keyof F, string>[],
    input: z.object({ en: input.optional(), de: input.optional() }).optional(),
    item: z.object({ en: item.optional(), de: item.optional() }),
  };
}

/** The stored translations of an entry or text, by language and field. */
export type Translations = Partial<Record<Locale, Record<string, string | string[] | undefined>>>;

/** Per field: the language its shown text is in, where that differs from the one asked for. */
export const textLangsSchema = z.record(z.string(), contentLanguageSchema);
export type TextLangs = z.infer<typeof textLangsSchema>;

/** Whether a stored value is a text at all (blank strings and empty lists are none). */
export function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/**
 * Fields of one entry (or the profile's general texts) in `lang`: the
 * translation where there is one, else the primary text, whose language is
 * then recorded in `langs`. In the primary language, a text still empty
 * (an entry imported from a file in the other language) shows its
 * translation, with that language recorded.
 */
export function localizeFields<T extends Record<string, unknown>>(
  values: T,
  fields: readonly string[],
  translations: Translations | null | undefined,
  lang: Locale,
  primary: Locale,
): { values: T; langs: TextLangs } {
  if (lang === primary) return primaryFields(values, fields, translations, primary);
  const translated = translations?.[lang] ?? {};
  const out: Record<string, unknown> = { ...values };
  const langs: TextLangs = {};
  for (const field of fields) {
    const translation = translated[field];
    if (hasText(translation)) out[field] = translation;
    else if (hasText(values[field])) langs[field] = primary;
  }
  return { values: out as T, langs };
}

/** The primary texts, a translation standing in for each one still empty. */
function primaryFields<T extends Record<string, unknown>>(
  values: T,
  fields: readonly string[],
  translations: Translations | null | undefined,
  primary: Locale,
): { values: T; langs: TextLangs } {
  let out: Record<string, unknown> | null = null;
  const langs: TextLangs = {};
  for (const field of fields) {
    if (hasText(values[field])) continue;
    const other = LOCALES.find((l) => l !== primary && hasText(translations?.[l]?.[field]));
    if (!other) continue;
    out ??= { ...values };
    out[field] = translations?.[other]?.[field];
    langs[field] = other;
  }
  return { values: (out ?? values) as T, langs };
}

/** Fields with a primary text but no translation into `lang` (for the studio's checks). */
export function untranslatedFields(
  values: Record<string, unknown>,
  fields: readonly string[],
  translations: Translations | null | undefined,
  lang: Locale,
): string[] {
  const translated = translations?.[lang] ?? {};
  return fields.filter((field) => hasText(values[field]) && !hasText(translated[field]));
}

/** The profile's general texts that may be translated. */
export const generalTranslations = translatable({
  jobTitle: 'short',
  location: 'short',
  bio: 'rich',
});

/** A custom section's title. */
export const sectionTitleTranslations = translatable({ title: 'short' });
