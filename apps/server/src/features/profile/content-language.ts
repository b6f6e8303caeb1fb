import { hasText, type Locale, type Translations } from '@cv/shared';

/**
 * Switching a profile's primary content language from `from` to `to`: field
 * by field, a translation into `to` becomes the primary text and the old
 * primary text becomes the translation into `from`. A field without a
 * translation keeps its text as the primary one (the owner says it is in `to`).
 * Nothing is lost: every text is still there afterwards, in one place or the other.
 */
export function swapLanguage<T extends Record<string, unknown>>(
  values: T,
  fields: readonly string[],
  translations: Translations | null | undefined,
  from: Locale,
  to: Locale,
): { values: T; translations: Translations } {
  const into = { ...(translations?.[to] ?? {}) };
  const back = { ...(translations?.[from] ?? {}) };
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const translation = into[field];
    if (!hasText(translation)) continue;
    if (hasText(values[field])) back[field] = values[field] as string | string[];
    out[field] = translation;
    delete into[field];
  }
  const result: Translations = { ...translations };
  result[from] = back;
  result[to] = into;
  for (const lang of [from, to]) {
    if (Object.keys(result[lang] ?? {}).length === 0) delete result[lang];
  }
  return { values: out as T, translations: result };
}
