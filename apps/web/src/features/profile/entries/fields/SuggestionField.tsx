import { LIMITS } from '@cv/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../../../components/form/FormTextField';

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
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={(field.value as string | null | undefined) ?? ''}
      onInputChange={(_, value) => field.onChange(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          required={required}
          autoFocus={autoFocus}
          placeholder={placeholder}
          label={t(fieldLabelKey(name))}
          error={Boolean(fieldState.error)}
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
