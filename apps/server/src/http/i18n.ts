import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale, type Translate } from '@cv/shared';
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

/**
 * Picks the best supported locale from an Accept-Language header
 * (q-values honoured, region subtags ignored); English when none matches.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.split('-')[0]?.toLowerCase(),
        quality: Number.isNaN(quality) ? 0 : quality,
        order,
      };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((r) => r.lang).find(isLocale) ?? DEFAULT_LOCALE;
}
