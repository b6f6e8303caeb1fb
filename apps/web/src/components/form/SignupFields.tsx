import { LIMITS } from '@cv/shared';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField';

interface SignupValues extends FieldValues {
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Who signs up: username (with its rules), e-mail, first and last name, as
 * items of the form's two-column grid.
 */
export function SignupFields<T extends SignupValues, TOut>({
  control,
  wide = false,
  emailHelperText,
}: {
  control: Control<T, unknown, TOut>;
  /** Username and e-mail take a whole row each. */
  wide?: boolean;
  emailHelperText?: string;
}) {
  const { t } = useTranslation();
  const row = wide ? { gridColumn: '1 / -1' } : undefined;
  return (
    <>
      <FormTextField
        control={control}
        name={'username' as Path<T>}
        autoComplete="username"
        required
        reserveHelperLine
        sx={row}
        helperText={t('account.ui.signup.usernameHint', {
          min: LIMITS.usernameMin,
          max: LIMITS.usernameMax,
        })}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <FormTextField
        control={control}
        name={'email' as Path<T>}
        type="email"
        autoComplete="email"
        required
        reserveHelperLine
        sx={row}
        helperText={emailHelperText}
      />
      <FormTextField
        control={control}
        name={'firstName' as Path<T>}
        autoComplete="given-name"
        reserveHelperLine
      />
      <FormTextField
        control={control}
        name={'lastName' as Path<T>}
        autoComplete="family-name"
        reserveHelperLine
      />
    </>
  );
}
