import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import type { Locale } from '@cv/shared';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { useLocale } from '../../app/useLocale';
import type { AccountFieldProps } from './accountForm';

/** dayjs locales with the day-first orders of app/dates.ts: 01/03/2024 and 01.03.2024. */
const DAYJS_LOCALES: Record<Locale, string> = { en: 'en-gb', de: 'de' };
const PICKER_TEXTS: Partial<Record<Locale, object>> = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
};

const EARLIEST = dayjs('1900-01-01');

/** The form keeps 'YYYY-MM-DD' (or '' for none); a half-typed date stays invalid for the schema. */
function toFormValue(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid';
}

/** The birthday with MUI X's date picker: typed section by section or picked from a calendar. */
export function BirthdayField({ control }: AccountFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { field, fieldState } = useController({ control, name: 'birthday' });
  // The picker keeps its own value so that a half-typed date survives re-renders;
  // the form only ever sees the ISO string.
  const [value, setValue] = useState<Dayjs | null>(() => (field.value ? dayjs(field.value) : null));

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[locale]}
      localeText={PICKER_TEXTS[locale]}
    >
      <DatePicker
        label={t('fields.birthday')}
        value={value}
        onChange={(next) => {
          setValue(next);
          field.onChange(toFormValue(next));
        }}
        minDate={EARLIEST}
        disableFuture
        openTo="year"
        views={['year', 'month', 'day']}
        inputRef={field.ref}
        slotProps={{
          textField: {
            id: 'field-birthday',
            name: field.name,
            fullWidth: true,
            onBlur: field.onBlur,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message ?? ' ',
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
