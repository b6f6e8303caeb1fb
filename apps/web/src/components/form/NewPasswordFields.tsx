import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

/**
 * Labels of a form that replaces a password: "New password" and "Confirm new
 * password". Pass them to useZodForm's `labels` too, so that the messages
 * name the fields the same way.
 */
export const NEW_PASSWORD_LABELS = {
  password: 'account.ui.changePassword.newPassword',
  confirmPassword: 'account.ui.changePassword.confirmPassword',
} as const;

interface PasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (signup, change, reset). The first is
 * also described by the requirements list with `requirementsId`, placed by
 * the form.
 */
export function NewPasswordFields<T extends PasswordValues, TOut>({
  control,
  requirementsId,
  labels,
}: {
  control: Control<T, unknown, TOut>;
  requirementsId: string;
  /** i18n keys of the labels; the usual `fields.password` and `fields.confirmPassword` without. */
  labels?: typeof NEW_PASSWORD_LABELS;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as Path<T>}
        label={labels && t(labels.password)}
        autoComplete="new-password"
        required
        reserveHelperLine
        describedBy={requirementsId}
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as Path<T>}
        label={labels && t(labels.confirmPassword)}
        autoComplete="new-password"
        required
        reserveHelperLine
      />
    </>
  );
}
