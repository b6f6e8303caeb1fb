import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18n } from '../app/i18n';
import { notify, type ToastScope } from '../app/toast';
import { isApiError } from './client';

export interface HandleApiErrorOptions<T extends FieldValues> {
  /** The toast's heading, e.g. 'Failed to save profile'; the server's message becomes the detail. */
  title?: string;
  /** When given, the answer's fieldErrors land under their form fields. */
  setError?: UseFormSetError<T>;
  /** The form's toast scope: its error replaces the form's previous one and leaves with the form. */
  scope?: ToastScope;
}

/**
 * The one error path of the web app: every failed call ends here.
 * fieldErrors keys are dotted paths ('links.0.url'), which react-hook-form
 * accepts as they are; '_' (an error of the whole body) becomes the form's
 * root error. Returns true when something was shown to the user.
 */
export function handleApiError<T extends FieldValues>(
  error: unknown,
  { title, setError, scope }: HandleApiErrorOptions<T> = {},
): boolean {
  const t = i18n.t.bind(i18n);
  // The client has already sent the user to the login page; a toast would
  // only repeat it. An aborted call was cancelled on purpose.
  if (isApiError(error) && error.sessionExpired) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;

  if (!isApiError(error)) {
    notify.error(title ?? t('errors.generic.title'), t('errors.generic.detail'), scope?.options);
    return true;
  }

  if (setError) {
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      const name = (path === '_' || path === '' ? 'root.server' : path) as Path<T>;
      setError(name, { type: 'server', message: messages.join(' ') });
    }
  }

  const detail =
    error.status === 0
      ? t('errors.call.execute')
      : (error.body?.message ?? t('errors.generic.detail'));
  notify.error(title ?? t('errors.generic.title'), detail, scope?.options);
  return true;
}
