import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColorInput } from '../../../components/form/ColorInput';
import { isHexColor, type ThemeValues } from './themeForm';

/** One colour of the theme form: the shared colour input bound to the form field. */
export function ColorField({ name }: { name: keyof ThemeValues }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<ThemeValues>();
  const { field, fieldState } = useController({ control, name });
  // The picker only knows complete colours; while the text is not one, it shows the saved colour.
  const pickerValue = isHexColor(field.value)
    ? field.value.toLowerCase()
    : (formState.defaultValues?.[name] ?? '#000000');
  const label = t(`fields.${name}`);
  return (
    <ColorInput
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      pickerValue={pickerValue}
      pickerLabel={t('profile.theme.picker', { label })}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
