import i18next, { type TFunction } from 'i18next';
import { LRUCache } from 'lru-cache';
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

/**
 * One `t` per locale. A message without parameters is looked up once and
 * then answered from a map: i18next spends some 20 µs on every lookup, and a
 * server-rendered page asks for a hundred labels. Messages with parameters
 * that are plain strings and numbers (a CV's dates, its title) are kept for
 * a while too: a CV asks for a few dozen on every render.
 */
const fixed = new Map<Locale, Translate>();
/** Messages with parameters, per locale: by key and parameters. */
const WITH_PARAMS_KEPT = 2000;

/** The cache key of a message with plain parameters; none when a parameter is anything else. */
function paramsKey(key: string, params: Record<string, unknown>): string | null {
  let cacheKey = key;
  for (const name in params) {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const text = String(value);
    // Lengths first: no value can pass for another parameter.
    cacheKey += `\u0000${name}\u0000${text.length}:${text}`;
  }
  return cacheKey;
}

export function translator(locale: Locale): Translate {
  let translate = fixed.get(locale);
  if (!translate) {
    const tf: TFunction = i18n.getFixedT(locale);
    const plain = new Map<string, string>();
    const withParams = new LRUCache<string, string>({ max: WITH_PARAMS_KEPT });
    translate = (key, params) => {
      if (params) {
        const cacheKey = paramsKey(key, params);
        if (cacheKey === null) return tf(key, params) as string;
        let text = withParams.get(cacheKey);
        if (text === undefined) {
          text = tf(key, params) as string;
          withParams.set(cacheKey, text);
        }
        return text;
      }
      let text = plain.get(key);
      if (text === undefined) {
        text = tf(key, {}) as string;
        plain.set(key, text);
      }
      return text;
    };
    fixed.set(locale, translate);
  }
  return translate;
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
