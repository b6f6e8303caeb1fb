import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';

interface ColorInputProps {
  label: string;
  /** The text as typed: may be half a colour while the user types. */
  value: string;
  /** A complete '#rrggbb' for the picker, which knows no half colours. */
  pickerValue: string;
  /** The picker's own name, e.g. "Header colour: colour picker". */
  pickerLabel: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * A colour as a hex text field with the browser's colour picker in front:
 * the picker for choosing, the text for pasting an exact value. Controlled:
 * the profile's theme form and the CV studio's accent colour bind it.
 */
export function ColorInput({
  label,
  value,
  pickerValue,
  pickerLabel,
  onChange,
  onBlur,
  name,
  inputRef,
  error = false,
  helperText,
}: ColorInputProps) {
  return (
    <TextField
      name={name}
      inputRef={inputRef}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      label={label}
      error={error}
      helperText={helperText}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={pickerLabel}
                value={pickerValue}
                onChange={(event) => onChange(event.target.value)}
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
