import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  useFormContext,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import { MonthField } from './MonthField';

interface PeriodFieldsProps<T extends FieldValues> {
  start: Path<T>;
  end: Path<T>;
  startRequired?: boolean;
  /** The "present" checkbox, e.g. 'I currently work here'. */
  currentLabel: string;
}

/**
 * Start and end month with the "present" checkbox: checked stores an end of
 * null (the API's "present") and disables the end picker.
 */
export function PeriodFields<T extends FieldValues>({
  start,
  end,
  startRequired,
  currentLabel,
}: PeriodFieldsProps<T>) {
  const { control, setValue, formState } = useFormContext<T>();
  const current = useWatch({ control, name: end }) === null;

  return (
    <>
      <MonthField<T> name={start} bound="start" required={startRequired} />
      <MonthField<T>
        name={end}
        bound="end"
        emptyValue=""
        required={startRequired && !current}
        disabled={current}
      />
      <Box sx={{ gridColumn: '1 / -1', mt: -1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={current}
              onChange={(_, checked) =>
                setValue(end, (checked ? null : '') as PathValue<T, Path<T>>, {
                  shouldDirty: true,
                  shouldValidate: formState.isSubmitted,
                })
              }
            />
          }
          label={currentLabel}
        />
      </Box>
    </>
  );
}
