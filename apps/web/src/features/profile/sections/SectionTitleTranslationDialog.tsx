import { customSectionInputSchema, type CustomSection, type Locale } from '@cv/shared';
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
import { TranslationField } from '../translation/TranslationField';
import {
  compactTranslations,
  translationFormValues,
  translationsOf,
} from '../translation/translationValues';

const schema = customSectionInputSchema.pick({ translations: true });
const FIELDS = [{ name: 'title', type: 'short' as const }];

interface SectionTitleTranslationDialogProps {
  open: boolean;
  section: CustomSection;
  lang: Locale;
  primary: Locale;
  heading: string;
  /** The toast's title when saving fails. */
  errorTitle: string;
  /** Saves the section's translations (all of them: they replace the stored ones). */
  onSubmit: (translations: ReturnType<typeof compactTranslations>) => Promise<void>;
  onClose: () => void;
}

/** A custom section's title in the second language, with its primary title as the hint. */
export function SectionTitleTranslationDialog(props: SectionTitleTranslationDialogProps) {
  const { open, heading, onClose } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      // The caller gives the keyboard back to the section's menu.
      disableRestoreFocus
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      {/* Mounted per opening: every opening starts from the saved translation. */}
      {open && <TranslationForm {...props} />}
    </Dialog>
  );
}

function TranslationForm({
  section,
  lang,
  primary,
  errorTitle,
  onSubmit,
  onClose,
}: SectionTitleTranslationDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(schema, {
    defaultValues: { translations: translationFormValues(translationsOf(section), FIELDS) },
  });
  const toasts = useToastScope();
  const { isSubmitting, errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(compactTranslations(values.translations));
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
          <TranslationField
            field="title"
            type="short"
            lang={lang}
            primary={primary}
            primaryValue={section.title}
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
