import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * The full-width submit button of the card forms (login, signup, password
 * pages, the login's second step): busy while the form submits, so that a
 * second click cannot send it twice.
 */
export function FormSubmitButton({
  submitting,
  children,
  sx,
}: {
  submitting: boolean;
  children: ReactNode;
  sx?: ButtonProps['sx'];
}) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} sx={sx}>
      {children}
    </Button>
  );
}
