import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../../../components/form/FormTextField';

/**
 * A form field typed into an Autocomplete: its controller, and what the text
 * input takes from it (name, ref, blur, the field's label and error state).
 */
export function useAutocompleteField<T extends FieldValues>(name: Path<T>) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const inputProps = {
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    label: t(fieldLabelKey(name)),
    error: Boolean(fieldState.error),
  };
  return { field, fieldState, inputProps };
}
