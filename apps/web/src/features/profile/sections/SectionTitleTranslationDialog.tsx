import { customSectionInputSchema, type CustomSection, type Locale } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { useZodForm } from '../../../app/forms/useZodForm';
import { useToastScope } from '../../../app/toast';
import { DialogForm, FormDialog } from '../../../components/form/FormDialog';
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
  return (
    // The caller gives the keyboard back to the section's menu.
    <FormDialog open={open} heading={heading} onClose={onClose} disableRestoreFocus>
      <TranslationForm {...props} />
    </FormDialog>
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

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(compactTranslations(values.translations));
      toasts.dismiss();
    } catch (error) {
      handleApiError(error, { title: errorTitle, setError: form.setError, scope: toasts });
    }
  });

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      submitLabel={t('actions.save')}
      onCancel={onClose}
    >
      <TranslationField
        field="title"
        type="short"
        lang={lang}
        primary={primary}
        primaryValue={section.title}
        autoFocus
        sx={{ mt: 1 }}
      />
    </DialogForm>
  );
}
