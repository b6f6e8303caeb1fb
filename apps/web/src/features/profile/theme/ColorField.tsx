import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHexColor, type ThemeValues } from './themeForm';

/**
 * A colour as a hex text field with the browser's colour picker in front:
 * the picker for choosing, the text for pasting an exact value.
 */
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
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('profile.theme.picker', { label })}
                value={pickerValue}
                onChange={(event) => field.onChange(event.target.value)}
                sx={{
                  width: 32,
                  height: 32,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: 0 },
                  '&::-webkit-color-swatch': { border: 0, borderRadius: 0.75 },
                  '&::-moz-color-swatch': { border: 0, borderRadius: 0.75 },
                  '&:focus-visible': {
                    outline: '2px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
