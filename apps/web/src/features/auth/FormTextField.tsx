import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Ids of further descriptions (e.g. a requirements list), read after the helper text. */
  describedBy?: string;
};

/** The field's label key: 'fields.<last segment of the path>', as validation messages use. */
export function fieldLabelKey(name: string): string {
  return `fields.${name.split('.').pop() ?? name}`;
}

/**
 * A labelled MUI text field bound to a react-hook-form field: the error
 * message (client validation or the server's field error) shows under it
 * and is announced with it.
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  helperText,
  id: givenId,
  describedBy,
  slotProps,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const id = givenId ?? `field-${name}`;
  // A blank line is kept for the message even without one: an error appearing
  // on blur must not push the submit button away from a click in progress.
  const helper = message ?? helperText ?? ' ';
  // MUI links the helper text itself; a given describedBy replaces that link, so keep both.
  const describedByAll = describedBy ? `${id}-helper-text ${describedBy}` : undefined;
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      fullWidth
      {...props}
      id={id}
      slotProps={{
        ...slotProps,
        htmlInput: describedByAll
          ? { ...htmlInput, 'aria-describedby': describedByAll }
          : slotProps?.htmlInput,
      }}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label ?? t(fieldLabelKey(name))}
      error={Boolean(message)}
      helperText={helper}
    />
  );
}
