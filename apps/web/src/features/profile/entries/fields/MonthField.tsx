import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type FocusEvent } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../../../components/form/FormTextField';
import { shownMonth, typedMonth } from './typedMonth';

/** What a month field stores once a whole month is chosen: its first day, 'YYYY-MM-01'. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** What a half-typed date is stored as: the schema calls it not a valid date. */
const INVALID = 'invalid';

function toFormValue(date: Dayjs | null, empty: '' | null): string | null {
  if (!date) return empty;
  // Month precision: a month is stored as its first day.
  return date.isValid() ? date.format('YYYY-MM-01') : INVALID;
}

/**
 * How far ahead the year list goes: a start may be next year's new job, an
 * end an expected graduation; nothing needs the library's 2099.
 */
const YEARS_AHEAD = { start: 1, end: 10 } as const;

interface MonthFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** Which end of a period this is; decides the last year offered. */
  bound: keyof typeof YEARS_AHEAD;
  /** What an emptied field holds: null for a start, '' for an end (null there means "present"). */
  emptyValue?: '' | null;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** A month-and-year picker storing 'YYYY-MM-01' in the surrounding form. */
export function MonthField<T extends FieldValues>({
  name,
  bound,
  emptyValue = null,
  required,
  disabled,
  helperText,
}: MonthFieldProps<T>) {
  const { t } = useTranslation();
  // Bound to the surrounding form (FormProvider).
  const { field, fieldState } = useController<T>({ name });
  // A half-typed date has no string form; the picker needs its own object back
  // or it would clear what the user is typing.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  // Focus moving into the open picker is not the user leaving the field: only
  // a blur while closed, or a chosen month, marks it touched (and validated).
  const [open, setOpen] = useState(false);
  const maxDate = useMemo(() => dayjs().add(YEARS_AHEAD[bound], 'year').endOf('year'), [bound]);
  const stored: unknown = field.value;
  const value =
    draft && toFormValue(draft, emptyValue) === stored
      ? draft
      : typeof stored === 'string' && ISO_DAY.test(stored)
        ? dayjs(stored)
        : null;

  return (
    <DatePicker
      label={t(fieldLabelKey(name))}
      views={['year', 'month']}
      openTo="year"
      format="MMM YYYY"
      value={value}
      maxDate={maxDate}
      disabled={disabled}
      inputRef={field.ref}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onAccept={() => field.onBlur()}
      onChange={(date) => {
        setDraft(date);
        field.onChange(toFormValue(date, emptyValue));
      }}
      slotProps={{
        // Keep the focus where it is on pressing the calendar button: moving it
        // into the field re-renders the field between press and release, and on
        // phones the release then missed the button, so the picker never opened.
        openPickerButton: { onMouseDown: (event) => event.preventDefault() },
        textField: {
          name: field.name,
          required,
          fullWidth: true,
          onBlur: (event: FocusEvent<HTMLElement>) => {
            const next = event.relatedTarget;
            if (open || (next instanceof Node && event.currentTarget.contains(next))) return;
            const shown = shownMonth(event.currentTarget);
            const meant = shown && typedMonth(shown.month, shown.year);
            if (meant) {
              const date = dayjs(new Date(meant.year, meant.month - 1, 1));
              setDraft(date);
              field.onChange(toFormValue(date, emptyValue));
            }
            field.onBlur();
          },
          error: Boolean(fieldState.error),
          // A blank line while there is no message: an error appearing must not move the
          // fields (or an open picker) under a pointer mid-click.
          helperText: fieldState.error?.message ?? helperText ?? ' ',
        },
      }}
    />
  );
}
