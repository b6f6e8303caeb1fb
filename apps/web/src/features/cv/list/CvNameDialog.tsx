import { CV_DOCUMENT_LIMITS, cvDocumentCreateSchema } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { TextValueDialog } from '../../../components/form/TextValueDialog';

interface CvNameDialogProps {
  open: boolean;
  heading: string;
  /** The name to start from: a suggestion for a new CV, the current one to rename. */
  initialName: string;
  submitLabel: string;
  /** The toast's title when saving fails. */
  errorTitle: string;
  /**
   * Saves. A rejection keeps the dialog open with the error; resolving with
   * 'handled' means the caller has shown the problem itself (and closed it).
   */
  onSubmit: (name: string) => Promise<void | 'handled'>;
  onClose: () => void;
}

/** Asks for a CV's name: for a new CV, or to rename one. */
export function CvNameDialog({ initialName, ...props }: CvNameDialogProps) {
  const { t } = useTranslation();
  return (
    <TextValueDialog
      {...props}
      field="name"
      schema={cvDocumentCreateSchema.shape.name}
      initialValue={initialName}
      labelKey="cv.list.nameLabel"
      helperText={t('cv.list.nameHelp')}
      maxLength={CV_DOCUMENT_LIMITS.nameMax}
      selectOnFocus
    />
  );
}
