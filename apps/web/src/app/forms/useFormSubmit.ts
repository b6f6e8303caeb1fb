import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useToastScope, type ToastScope } from '../toast';
import { showSubmitError } from './submitError';

interface FormSubmitOptions<TOut, R> {
  /** Sends the valid values; its failure is the submit's failure. */
  send: (values: TOut) => Promise<R>;
  /** The heading of the failure's toast. */
  errorTitle: string;
  /**
   * Takes a failure over; `showError` runs the one error path (toast and
   * field errors), which is all that happens without this option.
   */
  onError?: (error: unknown, showError: () => void, toasts: ToastScope) => void;
  /** After a success, once the form's failure toast has gone. */
  onSuccess: (result: R, values: TOut) => unknown;
}

/**
 * The submit handler of a form that sends its values once: a failure shows
 * where it belongs and leaves the form as it is; a success clears the form's
 * last failure toast before going on.
 */
export function useFormSubmit<T extends FieldValues, TOut, R>(
  form: UseFormReturn<T, unknown, TOut>,
  { send, errorTitle, onError, onSuccess }: FormSubmitOptions<TOut, R>,
) {
  const toasts = useToastScope();
  return form.handleSubmit(async (values) => {
    let result: R;
    try {
      result = await send(values);
    } catch (error) {
      const showError = () => showSubmitError(error, errorTitle, form, toasts);
      if (onError) onError(error, showError, toasts);
      else showError();
      return;
    }
    toasts.dismiss();
    await onSuccess(result, values);
  });
}
