import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { handleApiError } from '../../api/handleApiError';
import { useZodForm } from '../../app/forms/useZodForm';
import { useToastScope } from '../../app/toast';
import { DialogForm, FormDialog } from './FormDialog';
import { FormTextField } from './FormTextField';

export interface TextValueDialogProps {
  open: boolean;
  heading: string;
  /** The field's name, as the API names it: server field errors land on it. */
  field: string;
  /** The field's schema, from the shared contract. */
  schema: z.ZodType<string, string>;
  /** The value to start from: a suggestion for a new thing, the current one to rename. */
  initialValue: string;
  /** i18n key of the label; absent: `fields.<field>`, as validation messages name it. */
  labelKey?: string;
  helperText: string;
  maxLength: number;
  submitLabel: string;
  /** The toast's title when saving fails. */
  errorTitle: string;
  /** Select the value when the field gets the keyboard (a suggestion to type over). */
  selectOnFocus?: boolean;
  /** The caller moves the keyboard on itself after closing. */
  disableRestoreFocus?: boolean;
  /**
   * Saves. A rejection keeps the dialog open with the error; resolving with
   * 'handled' means the caller has shown the problem itself (and closed it).
   */
  onSubmit: (value: string) => Promise<void | 'handled'>;
  onClose: () => void;
}

/** A dialog that asks for one text: a name or a title, to create something or to rename it. */
export function TextValueDialog(props: TextValueDialogProps) {
  const { open, heading, onClose, disableRestoreFocus } = props;
  return (
    <FormDialog
      open={open}
      heading={heading}
      onClose={onClose}
      disableRestoreFocus={disableRestoreFocus}
    >
      <TextValueForm {...props} />
    </FormDialog>
  );
}

function TextValueForm({
  field,
  schema,
  initialValue,
  labelKey,
  helperText,
  maxLength,
  submitLabel,
  errorTitle,
  selectOnFocus,
  onSubmit,
  onClose,
}: TextValueDialogProps) {
  const { t } = useTranslation();
  const formSchema = useMemo(() => z.object({ [field]: schema }), [field, schema]);
  const form = useZodForm(formSchema, {
    defaultValues: { [field]: initialValue },
    ...(labelKey ? { labels: { [field]: labelKey } } : {}),
  });
  const toasts = useToastScope();

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(String(values[field]));
      toasts.dismiss();
    } catch (error) {
      handleApiError(error, { title: errorTitle, setError: form.setError, scope: toasts });
    }
  });

  return (
    <DialogForm form={form} onSubmit={handleSubmit} submitLabel={submitLabel} onCancel={onClose}>
      <FormTextField
        name={field}
        {...(labelKey ? { label: t(labelKey) } : {})}
        required
        autoFocus
        reserveHelperLine
        helperText={helperText}
        maxLength={maxLength}
        autoComplete="off"
        sx={{ mt: 1 }}
        {...(selectOnFocus ? { onFocus: (event) => event.target.select() } : {})}
      />
    </DialogForm>
  );
}
