import countries from 'i18n-iso-countries';
import type { Country, Locale } from '@cv/shared';

const cache = new Map<Locale, Country[]>();

/**
 * ISO 3166-1 alpha-2 countries with names in `locale`, sorted as a reader of
 * that language expects (Österreich after Norwegen in German). Computed once
 * per locale: the list is static.
 */
export function listCountries(locale: Locale): Country[] {
  let list = cache.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = Object.entries(countries.getNames(locale, { select: 'official' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(locale, list);
  }
  return list;
}

/** Whether `code` is an assigned ISO 3166-1 alpha-2 code (upper case). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}
