import type { FormEvent } from 'react';

/**
 * After a submit that failed validation: scrolls the first field with an
 * error into view with its message. react-hook-form focuses the field, but
 * the browser then only brings the input itself into sight, so on a small
 * screen (or with the on-screen keyboard up) the message below it can stay
 * hidden under the dialog's buttons or above the dialog's title.
 */
export function revealFirstError(form: HTMLElement | null): void {
  const message = form?.querySelector('.MuiFormHelperText-root.Mui-error');
  const field = message?.parentElement;
  if (!field) return;
  // After the focus (and the scrolling it does) has happened.
  requestAnimationFrame(() => field.scrollIntoView({ block: 'nearest' }));
}

/** A form's submit handler that reveals the first error once the submit has run. */
export function revealingErrors(submit: (event: FormEvent<HTMLElement>) => Promise<void>) {
  return (event: FormEvent<HTMLElement>) => {
    const formElement = event.currentTarget;
    void submit(event).then(() => revealFirstError(formElement));
  };
}
