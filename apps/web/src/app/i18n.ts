import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  languageName,
  LOCALES,
  STORAGE_KEYS,
  type Locale,
} from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { detectLocale, readStoredLocale } from './locale';

/** The stored choice, told to the server too (or no longer, without one). */
function rememberForServer(choice: string | null) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = isLocale(choice)
    ? `${LANGUAGE_COOKIE}=${choice}; path=/ui; max-age=31536000; samesite=lax${secure}`
    : `${LANGUAGE_COOKIE}=; path=/ui; max-age=0; samesite=lax${secure}`;
}
// A choice stored before the cookie existed, or a storage cleared since.
rememberForServer(readStoredLocale());

/**
 * Each language's texts are a chunk of their own, loaded when the language is
 * first used: a visitor loads one language, not both (about 100 kB each).
 */
const MESSAGES: Record<Locale, () => Promise<object>> = {
  en: () => import('@cv/shared/i18n/en').then((module) => module.en),
  de: () => import('@cv/shared/i18n/de').then((module) => module.de),
};

/** Resolves once the first language's texts are there: render nothing before. */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((locale: string) => MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE]()),
  )
  .init({
    lng: detectLocale(),
    // German has every English key (a test checks), so it needs no fallback and loads alone;
    // only a language the app does not have falls back to English.
    fallbackLng: (code) => (isLocale(code) ? [] : [DEFAULT_LOCALE]),
    supportedLngs: [...LOCALES],
    // React escapes output already; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
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
// Also for the first language, whose texts load after this line.
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** The user's explicit choice: switch and remember it. */
export async function chooseLocale(locale: Locale) {
  localStorage.setItem(STORAGE_KEYS.language, locale);
  rememberForServer(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
