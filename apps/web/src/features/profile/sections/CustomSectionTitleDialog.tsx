import { customSectionInputSchema, LIMITS } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { TextValueDialog } from '../../../components/form/TextValueDialog';

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
export function CustomSectionTitleDialog({
  initialTitle,
  ...props
}: CustomSectionTitleDialogProps) {
  const { t } = useTranslation();
  return (
    <TextValueDialog
      {...props}
      field="title"
      schema={customSectionInputSchema.shape.title}
      initialValue={initialTitle}
      helperText={t('profile.sections.titleHelp')}
      maxLength={LIMITS.shortTextMax}
      // The caller knows where the keyboard goes next (a new section, the menu).
      disableRestoreFocus
    />
  );
}
