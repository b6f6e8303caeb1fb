import { DEFAULT_LOCALE, isLocale, STORAGE_KEYS, type Locale } from '@cv/shared';

/**
 * The stored choice wins; otherwise the first of the browser's languages that
 * the app has, by its code before any hyphen ('de-AT' -> 'de'); otherwise
 * English. The server renders the first screens by the same rule (the choice
 * reaches it as a cookie, the browser's languages as Accept-Language).
 */
export function detectLocale(
  stored: string | null = readStoredLocale(),
  browser: readonly string[] = browserLanguages(),
): Locale {
  if (isLocale(stored)) return stored;
  const codes = browser.map((tag) => tag.split('-')[0]?.toLowerCase());
  return codes.find((code) => isLocale(code)) ?? DEFAULT_LOCALE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}
