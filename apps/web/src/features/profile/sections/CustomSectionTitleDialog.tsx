import { customSectionInputSchema, LIMITS } from '@cv/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { useZodForm } from '../../../app/forms/useZodForm';
import { useToastScope } from '../../../app/toast';
import { FormTextField } from '../../../components/form/FormTextField';

const titleSchema = customSectionInputSchema.pick({ title: true });

interface CustomSectionTitleDialogProps {
  open: boolean;
  heading: string;
  /** The saved title when renaming; '' for a new section. */
  initialTitle: string;
  submitLabel: string;
  /** The toast's title when saving fails. */
  errorTitle: string;
  /** Saves; a rejection keeps the dialog open with the error. */
  onSubmit: (title: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the title of a custom section: to create one, or to rename it. */
export function CustomSectionTitleDialog(props: CustomSectionTitleDialogProps) {
  const { open, heading, onClose } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      // The caller knows where the keyboard goes next (a new section, the menu).
      disableRestoreFocus
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      {open && <TitleForm {...props} />}
    </Dialog>
  );
}

function TitleForm({
  initialTitle,
  submitLabel,
  errorTitle,
  onSubmit,
  onClose,
}: CustomSectionTitleDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(titleSchema, { defaultValues: { title: initialTitle } });
  const toasts = useToastScope();
  const { isSubmitting, errors } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ title }) => {
    try {
      await onSubmit(title);
      toasts.dismiss();
    } catch (error) {
      handleApiError(error, { title: errorTitle, setError: form.setError, scope: toasts });
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        sx={{ display: 'contents' }}
      >
        <DialogContent>
          {errors.root?.server && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.root.server.message}
            </Alert>
          )}
          <FormTextField<{ title: string }>
            name="title"
            required
            autoFocus
            reserveHelperLine
            helperText={t('profile.sections.titleHelp')}
            maxLength={LIMITS.shortTextMax}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
