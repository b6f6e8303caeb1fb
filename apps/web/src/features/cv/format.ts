import type { Locale } from '@cv/shared';

const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** A moment as date and time of day in the viewer's time zone: '14 Mar 2025, 10:32'. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
