import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { revealingErrors } from './revealFirstError';

interface FormDialogProps {
  open: boolean;
  heading: string;
  onClose: () => void;
  /** The caller moves the keyboard on itself after closing. */
  disableRestoreFocus?: boolean;
  /** The form; mounted per opening, so every opening starts from its initial values. */
  children: ReactNode;
}

/** A small dialog around one form, named by its heading. */
export function FormDialog({
  open,
  heading,
  onClose,
  disableRestoreFocus,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus={disableRestoreFocus}
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

interface DialogFormElementProps<T extends FieldValues, C, R> {
  form: UseFormReturn<T, C, R>;
  onSubmit: (event: FormEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** The dialog's content and actions. */
  children: ReactNode;
}

/**
 * The `<form>` of a dialog, inside its react-hook-form context. It takes no
 * box of its own (`display: contents`), so the dialog's content still
 * scrolls between the title and the actions.
 */
export function DialogFormElement<T extends FieldValues, C, R>({
  form,
  onSubmit,
  onKeyDown,
  children,
}: DialogFormElementProps<T, C, R>) {
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        sx={{ display: 'contents' }}
      >
        {children}
      </Box>
    </FormProvider>
  );
}

interface DialogFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form's body and buttons inside a FormDialog: the server's error above
 * the fields, 'Cancel' and the submit button below.
 */
export function DialogForm<T extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  onCancel,
  children,
}: DialogFormProps<T>) {
  const { t } = useTranslation();
  const { isSubmitting, errors } = form.formState;
  return (
    <DialogFormElement form={form} onSubmit={revealingErrors(onSubmit)}>
      <DialogContent>
        {errors.root?.server && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.root.server.message}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </DialogFormElement>
  );
}
