import type { Locale } from '@cv/shared';

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** The name of an ISO 3166-1 alpha-2 code in `locale` (Node ships full ICU). */
export function countryName(code: string, locale: Locale): string | undefined {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}
