import type { Locale } from '@cv/shared';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { useLocale } from '../../../app/useLocale';

/** dayjs locales matching the app's date formats (en: British order, see app/dates.ts). */
const ADAPTER_LOCALES: Record<Locale, string> = { en: 'en-gb', de: 'de' };
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
