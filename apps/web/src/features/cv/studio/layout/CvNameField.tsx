import { CV_DOCUMENT_LIMITS, cvDocumentCreateSchema } from '@cv/shared';
import { useEffect, useEffectEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../../app/forms/useZodForm';
import { FormTextField } from '../../../../components/form/FormTextField';
import type { CvAutosave } from '../useCvAutosave';

const nameSchema = cvDocumentCreateSchema.pick({ name: true });
/** Messages name the field as it is labelled. */
const NAME_LABEL = { name: 'cv.studio.layout.name' };
type NameValues = { name: string };

/**
 * The CV's name, saved after a pause in typing once it is valid. The saved
 * name comes back into the field when it changes elsewhere (Undo, a failed
 * save put back), unless the user is typing a newer one.
 */
export function CvNameField({ name, autosave }: { name: string; autosave: CvAutosave }) {
  const { t } = useTranslation();
  const form = useZodForm(nameSchema, {
    defaultValues: { name },
    mode: 'onChange',
    labels: NAME_LABEL,
  });

  const showSaved = useEffectEvent((saved: string) => {
    if (autosave.isWaiting('name') || form.getValues('name') === saved) return;
    form.reset({ name: saved });
  });
  useEffect(() => showSaved(name), [name]);

  const scheduleSave = useEffectEvent((values: Partial<NameValues>) => {
    const next = values.name?.trim() ?? '';
    void form.trigger('name').then((valid) => {
      if (!valid || next === name) autosave.cancel('name');
      else autosave.schedule('name', { name: next });
    });
  });
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      // Only what the user types: a reset from the saved name is no change.
      if (type === 'change') scheduleSave(values);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <FormProvider {...form}>
      <FormTextField<NameValues>
        name="name"
        label={t('cv.studio.layout.name')}
        required
        maxLength={CV_DOCUMENT_LIMITS.nameMax}
        autoComplete="off"
      />
    </FormProvider>
  );
}
