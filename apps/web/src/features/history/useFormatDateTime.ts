import { useMemo } from 'react';
import { useLocale } from '../../app/useLocale';

/** A moment as the reader's language writes it: "27 Nov 2026, 09:14" / "27.11.2026, 09:14". */
export function useFormatDateTime(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
