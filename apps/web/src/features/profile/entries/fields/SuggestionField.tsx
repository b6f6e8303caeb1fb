import { LIMITS } from '@cv/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { useAutocompleteField } from './useAutocompleteField';

interface SuggestionFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** Offered while typing; any other text is fine too. */
  options: readonly string[];
  required?: boolean;
  autoFocus?: boolean;
  helperText?: string;
  placeholder?: string;
  maxLength?: number;
}

/** A text field with suggestions (a skill's type, a link's network), bound to the form. */
export function SuggestionField<T extends FieldValues>({
  name,
  options,
  required,
  autoFocus,
  helperText,
  placeholder,
  maxLength = LIMITS.shortTextMax,
}: SuggestionFieldProps<T>) {
  const { field, fieldState, inputProps } = useAutocompleteField<T>(name);
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={(field.value as string | null | undefined) ?? ''}
      onInputChange={(_, value) => field.onChange(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          {...inputProps}
          required={required}
          autoFocus={autoFocus}
          placeholder={placeholder}
          // A blank line while there is no message, as under the other fields.
          helperText={fieldState.error?.message ?? helperText ?? ' '}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength },
          }}
        />
      )}
    />
  );
}
