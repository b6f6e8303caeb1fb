import PersonIcon from '@mui/icons-material/Person';
import type { Profile } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { useZodForm } from '../../../app/forms/useZodForm';
import { notify, useToastScope } from '../../../app/toast';
import { SectionCard } from '../../../components/SectionCard';
import { PictureField } from '../picture/PictureField';
import { useSaveProfile } from '../profile.queries';
import { useUnsavedChanges } from '../ui/UnsavedChanges';
import { GeneralFields } from './GeneralFields';
import { profileFormSchema, profileFormValues, visibilityOf } from './profileForm';

/**
 * The general section of the editor: picture, display name, job title,
 * location and bio, saved together. The visibility flags are saved by their
 * own switches; a save here sends them as they are.
 */
export function GeneralSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormValues(profile) });
  const toasts = useToastScope();
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges('general', isDirty);
  const save = useSaveProfile();

  const handleSubmit = form.handleSubmit(async ({ profilePicture, ...data }) => {
    try {
      const saved = await save.mutateAsync({
        data: { ...data, ...visibilityOf(profile) },
        picture: profilePicture,
      });
      form.reset(profileFormValues(saved));
      toasts.dismiss();
      notify.success(t('profile.saved'));
    } catch (error) {
      handleApiError(error, {
        title: t('profile.errors.save'),
        setError: form.setError,
        scope: toasts,
      });
    }
  });

  return (
    <SectionCard icon={<PersonIcon />} title={t('pages.profileEdit.general')}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <PictureField currentUrl={profile.pictureUrl} />
          <Divider sx={{ my: 3 }} />
          <GeneralFields />
          <Stack
            direction="row"
            sx={{ mt: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            {isDirty && (
              <Button onClick={() => form.reset()} disabled={isSubmitting}>
                {t('profile.general.discard')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
              {t('profile.general.save')}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </SectionCard>
  );
}
