import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  /** The form's control; without it, the one of the surrounding FormProvider. */
  control?: Control<T, unknown, TOut>;
  maxLength?: number;
  /** Ids of further descriptions (e.g. a requirements list), read after the helper text. */
  describedBy?: string;
  /**
   * Keeps a blank helper line while there is no message: an error appearing
   * on blur must not push the submit button away from a click in progress.
   */
  reserveHelperLine?: boolean;
  /**
   * The label always above the field, never inside it while the field is
   * empty: a server-rendered form can be typed into before the app has
   * started, and only the app moves a label out of the text's way.
   */
  labelAbove?: boolean;
};

/**
 * The label key of a field path, the one validation messages use too:
 * `fields.<last name in the path>` ('links.0.url' -> 'fields.url', 'links.0' -> 'fields.links').
 */
export function fieldLabelKey(path: string): string {
  const name =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? path;
  return `fields.${name}`;
}

/**
 * A labelled MUI text field bound to a react-hook-form field: the error
 * message (client validation or the server's field error) replaces the
 * helper text and is announced with the field.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  helperText,
  id: givenId,
  maxLength,
  describedBy,
  reserveHelperLine = false,
  labelAbove = false,
  slotProps,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const autoId = useId();
  const id = givenId ?? autoId;
  const message = fieldState.error?.message;
  const helper = message ?? helperText ?? (reserveHelperLine ? ' ' : undefined);
  const htmlInput = {
    ...(slotProps?.htmlInput as Record<string, unknown> | undefined),
    ...(maxLength === undefined ? {} : { maxLength }),
    // MUI links the helper text itself; a given describedBy replaces that link, so keep both.
    ...(describedBy
      ? {
          'aria-describedby':
            helper === undefined ? describedBy : `${id}-helper-text ${describedBy}`,
        }
      : {}),
  };
  return (
    <TextField
      fullWidth
      {...props}
      id={id}
      slotProps={{ ...slotProps, htmlInput, ...(labelAbove && { inputLabel: { shrink: true } }) }}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label ?? t(fieldLabelKey(name))}
      error={fieldState.error !== undefined}
      helperText={helper}
    />
  );
}
