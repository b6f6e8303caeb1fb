import { MONTHS_SHORT, type Locale } from '@cv/shared';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import de from 'dayjs/locale/de';
import enGb from 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { useLocale } from '../../../app/useLocale';

/**
 * dayjs locales matching the app's date formats (en: British order, see
 * app/dates.ts), with the short month names of the one table that the lists,
 * the public profile and the PDF use, so a picker never says "Sep" where a
 * list says "Sept".
 */
const ADAPTER_LOCALES: Record<Locale, string> = { en: 'cv-en', de: 'cv-de' };
dayjs.locale(
  { ...enGb, name: ADAPTER_LOCALES.en, monthsShort: [...MONTHS_SHORT.en] },
  undefined,
  true,
);
dayjs.locale(
  { ...de, name: ADAPTER_LOCALES.de, monthsShort: [...MONTHS_SHORT.de] },
  undefined,
  true,
);
const PICKER_TEXTS = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

/** The month-year pickers of the entry editors, in the UI language. */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALES[locale]}
      localeText={PICKER_TEXTS[locale]}
    >
      {children}
    </LocalizationProvider>
  );
}
