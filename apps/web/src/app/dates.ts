import { formatIsoMonthYear, monthYear, type Locale } from '@cv/shared';

/**
 * English uses the day-first British order, matching the British spelling of
 * the English texts; 'en' alone would give the US month-first order.
 */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

type DateInput = Date | string;

const ISO_DAY = /^\d{4}-\d{2}(-\d{2})?$/;

/**
 * ISO day strings ('2024-03-01', or '2024-03' for a month) are calendar dates
 * without a time zone: they are read and printed in UTC so that no viewer's
 * offset moves them a day. Date objects are moments and print in local time.
 */
function format(value: DateInput, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  if (value instanceof Date) return formatter(locale, options, undefined).format(value);
  if (ISO_DAY.test(value)) {
    const day = value.length === 7 ? `${value}-01` : value;
    return formatter(locale, options, 'UTC').format(new Date(`${day}T00:00:00Z`));
  }
  return formatter(locale, options, undefined).format(new Date(value));
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  timeZone: 'UTC' | undefined,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? 'local'}|${JSON.stringify(options)}`;
  let cached = cache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone });
    cache.set(key, cached);
  }
  return cached;
}

/**
 * Short month and numeric year: 'Mar 2024' / 'März 2024', from the month
 * table the pickers and the PDF use too (Intl would say 'Sept').
 */
export function formatMonthYear(value: DateInput, locale: Locale): string {
  if (value instanceof Date) return monthYear(value.getMonth(), value.getFullYear(), locale);
  if (ISO_DAY.test(value)) return formatIsoMonthYear(value, locale);
  const date = new Date(value);
  return monthYear(date.getMonth(), date.getFullYear(), locale);
}

/** Two-digit day and month, four-digit year: '01/03/2024' / '01.03.2024'. */
export function formatDate(value: DateInput, locale: Locale): string {
  return format(value, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
}
