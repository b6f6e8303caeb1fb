import { useId } from 'react';
import { useWatch, type Control, type Path } from 'react-hook-form';
import { NEW_PASSWORD_LABELS, NewPasswordFields, type PasswordValues } from './NewPasswordFields';
import { PasswordRequirements } from './PasswordRequirements';

/**
 * The fields of a form that replaces a password (change, reset), labelled
 * "New password", with the live requirements list right below them. Signup
 * places its list apart, beside its other fields.
 */
export function ReplacementPasswordFields<T extends PasswordValues, TOut>({
  control,
  headingLevel,
}: {
  control: Control<T, unknown, TOut>;
  /** The requirements list's heading, one below the form's own. */
  headingLevel: 'h2' | 'h3';
}) {
  const requirementsId = useId();
  const password = useWatch({ control, name: 'password' as Path<T> }) as string;
  return (
    <>
      <NewPasswordFields
        control={control}
        requirementsId={requirementsId}
        labels={NEW_PASSWORD_LABELS}
      />
      <PasswordRequirements password={password} id={requirementsId} headingLevel={headingLevel} />
    </>
  );
}
