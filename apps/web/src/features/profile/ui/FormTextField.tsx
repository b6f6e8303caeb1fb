import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: Path<T>;
  maxLength?: number;
};

/** The last segment of a field path: 'links.0.url' -> 'url', for the `fields.*` label. */
export function fieldName(path: string): string {
  return (
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path
  );
}

/**
 * A text field bound to the surrounding react-hook-form form. Its label is
 * `fields.<name>`, the same label the validation messages use, and its error
 * replaces the helper text.
 */
export function FormTextField<T extends FieldValues>({
  name,
  label,
  helperText,
  maxLength,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength } }}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label ?? t(`fields.${fieldName(name)}`)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
    />
  );
}
