import i18next, { type TFunction } from 'i18next';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type Translate } from '@cv/shared';
import { resources } from '@cv/shared/i18n';

/** One i18next instance for the process; requests get a fixed-locale `t`. */
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  fallbackLng: DEFAULT_LOCALE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

const fixed = new Map<Locale, TFunction>();

export function translator(locale: Locale): Translate {
  let t = fixed.get(locale);
  if (!t) {
    t = i18n.getFixedT(locale);
    fixed.set(locale, t);
  }
  const tf = t;
  return (key, params) => tf(key, params ?? {}) as string;
}

/** The default first: a wildcard (`*`) or no header picks it. */
const OFFERED = [DEFAULT_LOCALE, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];

/**
 * Picks the best supported locale from an Accept-Language header
 * (q-values honoured, `de-AT` matching `de`); English when none matches.
 */
export function negotiateLocale(header: string | undefined): Locale {
  const best = new Negotiator({ headers: { 'accept-language': header } }).language(OFFERED);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
