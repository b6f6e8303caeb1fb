import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import type { ToastScope } from '../toast';

/**
 * A failed form submit: the one error path (toast + field errors under their
 * fields), then the focus moves to the first field the server named, so that
 * keyboard and screen-reader users land on what needs fixing.
 */
export function showSubmitError<T extends FieldValues, TOut>(
  error: unknown,
  title: string,
  form: Pick<UseFormReturn<T, unknown, TOut>, 'setError' | 'setFocus'>,
  scope?: ToastScope,
) {
  handleApiError<T>(error, { title, setError: form.setError, scope });
  if (!isApiError(error)) return;
  const first = Object.keys(error.fieldErrors).find((path) => path !== '_' && path !== '');
  if (first) form.setFocus(first as Path<T>);
}
