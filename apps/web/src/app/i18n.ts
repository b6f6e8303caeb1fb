import {
  DEFAULT_LOCALE,
  isLocale,
  languageName,
  LOCALES,
  STORAGE_KEYS,
  type Locale,
} from '@cv/shared';
import { LOCALE_NAMES, resources } from '@cv/shared/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The stored choice wins; otherwise the browser's language code before any
 * hyphen ('de-AT' -> 'de'); otherwise English.
 */
export function detectLocale(
  stored: string | null = readStoredLocale(),
  browser: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Locale {
  if (isLocale(stored)) return stored;
  const code = browser?.split('-')[0]?.toLowerCase();
  return isLocale(code) ? code : DEFAULT_LOCALE;
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // React escapes output already; escaping here would double-escape.
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so init is synchronous and nothing has to suspend.
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});

/**
 * '{{language, languageName}}': a language given by its code or by its own
 * name (LOCALE_NAMES, as the language switches show it) named in the text's
 * language, so that a German sentence says "Englisch", never "English".
 */
i18n.services.formatter?.add('languageName', (value: unknown, lng: string | undefined) => {
  const code = LOCALES.find((locale) => locale === value || LOCALE_NAMES[locale] === value);
  return code && lng ? languageName(code, isLocale(lng) ? lng : DEFAULT_LOCALE) : String(value);
});

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** The user's explicit choice: switch and remember it. */
export async function chooseLocale(locale: Locale) {
  localStorage.setItem(STORAGE_KEYS.language, locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
