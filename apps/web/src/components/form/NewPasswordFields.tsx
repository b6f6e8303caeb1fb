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

export interface PasswordValues extends FieldValues {
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
  const shared = {
    control,
    autoComplete: 'new-password' as const,
    required: true,
    reserveHelperLine: true,
  };
  return (
    <>
      <PasswordField
        {...shared}
        name={'password' as Path<T>}
        label={labels && t(labels.password)}
        describedBy={requirementsId}
      />
      <PasswordField
        {...shared}
        name={'confirmPassword' as Path<T>}
        label={labels && t(labels.confirmPassword)}
      />
    </>
  );
}
