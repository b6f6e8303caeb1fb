import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormSubmitButton } from './FormSubmitButton';

interface CardFormProps {
  /** Names the form for assistive technology: usually the card's title. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  spacing?: number;
  ref?: Ref<HTMLFormElement>;
  /** How the browser sends the form when the app's handler is not there yet. */
  method?: 'post';
  /** The fields, above the submit button. */
  children: ReactNode;
  /** Other ways on, below the submit button. */
  after?: ReactNode;
}

/** The one-column form of a centered card: its fields, the full-width submit button. */
export function CardForm({
  label,
  onSubmit,
  submitting,
  submitLabel,
  spacing = 1,
  ref,
  method,
  children,
  after,
}: CardFormProps) {
  return (
    <Stack
      component="form"
      ref={ref}
      method={method}
      noValidate
      onSubmit={onSubmit}
      spacing={spacing}
      aria-label={label}
    >
      {children}
      <FormSubmitButton submitting={submitting}>{submitLabel}</FormSubmitButton>
      {after}
    </Stack>
  );
}
