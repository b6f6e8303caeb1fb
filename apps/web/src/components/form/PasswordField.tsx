import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type PasswordFieldProps<T extends FieldValues, TOut> = Omit<
  FormTextFieldProps<T, TOut>,
  'type' | 'autoComplete' | 'slotProps'
> & {
  /** 'new-password' lets password managers suggest one; 'current-password' fills the saved one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password field with a button that shows the typed password. */
export function PasswordField<T extends FieldValues, TOut>(props: PasswordFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t(visible ? 'account.ui.password.hide' : 'account.ui.password.show')}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
