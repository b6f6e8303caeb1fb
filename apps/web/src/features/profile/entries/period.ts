import type { Locale } from '@cv/shared';
import type { TFunction } from 'i18next';
import { formatMonthYear } from '../../../app/dates';

/**
 * 'Mar 2020 – Jun 2022', 'Mar 2020 – present', or one month when start and
 * end fall in the same one; null for an undated entry.
 */
export function formatPeriod(
  { start, end }: { start: string | null; end: string | null },
  locale: Locale,
  t: TFunction,
): string | null {
  const from = start ? formatMonthYear(start, locale) : null;
  const to = end ? formatMonthYear(end, locale) : from ? t('dates.present') : null;
  if (from && to && from !== to) return `${from} – ${to}`;
  return from ?? to;
}
