import type { Locale } from './constants';

/**
 * Short month names, the one table behind every "short month plus numeric
 * year" format: the entry lists, the month pickers, the public
 * profile and the PDF all print months through it, so that September is
 * "Sep" everywhere in English and "Sept." everywhere in German (Intl and
 * the date libraries disagree on both).
 */
export const MONTHS_SHORT: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: [
    'Jan.',
    'Feb.',
    'März',
    'Apr.',
    'Mai',
    'Juni',
    'Juli',
    'Aug.',
    'Sept.',
    'Okt.',
    'Nov.',
    'Dez.',
  ],
};

/**
 * 'Sep 2021' / 'Sept. 2021' from a month index (0–11) and a year. The space
 * is a plain one; the PDF makes it non-breaking itself.
 */
export function monthYear(monthIndex: number, year: number, locale: Locale): string {
  const month = MONTHS_SHORT[locale][monthIndex];
  if (month === undefined) throw new RangeError(`no month ${monthIndex}`);
  return `${month} ${year}`;
}

const ISO_MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

/**
 * An ISO day ('2021-09-01') or month ('2021-09') as short month and year.
 * Calendar dates carry no time zone, so nothing can move them a month.
 */
export function formatIsoMonthYear(iso: string, locale: Locale): string {
  const match = ISO_MONTH.exec(iso);
  if (!match) throw new RangeError(`not an ISO date: ${iso}`);
  return monthYear(Number(match[2]) - 1, Number(match[1]), locale);
}

/** The skill scale (spec: a level 1–5); its names are the i18n keys `skillLevels.1` … `skillLevels.5`. */
export function skillLevelKey(level: number): string {
  return `skillLevels.${level}`;
}

/**
 * A language entry's name in the reader's language: an ISO 639 code ('de')
 * becomes its localized name ('German' / 'Deutsch'); free text stays as written.
 */
/** Building an Intl.DisplayNames costs far more than asking it: one per locale. */
const displayNames = new Map<Locale, Intl.DisplayNames>();
function languageNames(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

export function languageName(value: string, locale: Locale): string {
  if (!/^[a-z]{2,3}$/.test(value)) return value;
  try {
    const name = languageNames(locale).of(value);
    return name ?? value;
  } catch {
    return value;
  }
}
