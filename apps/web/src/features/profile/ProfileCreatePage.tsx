import PersonIcon from '@mui/icons-material/Person';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { FormActions } from '../../components/form/FormActions';
import { handleApiError } from '../../api/handleApiError';
import { useZodForm } from '../../app/forms/useZodForm';
import { PATHS } from '../../app/paths';
import { notify, useToastScope } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import { FormSkeleton } from '../../components/FormSkeleton';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { ContentLanguageSelect } from './general/ContentLanguageSelect';
import { GeneralFields } from './general/GeneralFields';
import {
  profileFormSchema,
  profileFormValues,
  visibilityOf,
  type ProfileFormValues,
} from './general/profileForm';
import { VisibilitySwitches } from './general/VisibilitySwitches';
import { PictureField } from './picture/PictureField';
import { useProfile, useSaveProfile } from './profile.queries';
import { LoadError } from '../../components/feedback/LoadError';
import { ImportHint } from '../portability/ImportHint';
import { UnsavedChangesGuard, useUnsavedChanges } from './ui/UnsavedChanges';

/**
 * Create profile (first time): general data, picture and visibility in one
 * form; then on to the editor for entries and theme. With a profile already
 * there, the editor is the place to go. A CV people have already can fill
 * the profile instead: the hint leads to the import.
 */
export function ProfileCreatePage() {
  const { t } = useTranslation();
  const profile = useProfile();

  if (profile.data) return <Navigate to={PATHS.profileEdit} replace />;

  return (
    <PageContainer maxWidth="md">
      <PageHeader
        title={t('pages.profileCreate.title')}
        subtitle={t('pages.profileCreate.subtitle')}
      />
      {profile.isPending ? (
        <SectionCard icon={<PersonIcon />} title={t('pages.profileEdit.general')}>
          <FormSkeleton fields={4} columns={2} multiline />
        </SectionCard>
      ) : profile.isError ? (
        <LoadError
          title={t('profile.errors.load')}
          detail={t('profile.errors.loadDetail')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Stack spacing={3}>
          <ImportHint />
          <UnsavedChangesGuard>
            <CreateForm />
          </UnsavedChangesGuard>
        </Stack>
      )}
    </PageContainer>
  );
}

function CreateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  // Written in the UI's language unless the owner says otherwise.
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormValues(null, locale) });
  const toasts = useToastScope();
  const { isDirty, isSubmitting } = form.formState;
  const release = useUnsavedChanges('create', isDirty);
  const save = useSaveProfile();

  const handleSubmit = form.handleSubmit(async ({ profilePicture, ...data }) => {
    try {
      await save.mutateAsync({ data, picture: profilePicture });
      release();
      toasts.dismiss();
      notify.success(t('profile.created'));
      void navigate(PATHS.profileEdit, { replace: true });
    } catch (error) {
      handleApiError(error, {
        title: t('profile.errors.save'),
        setError: form.setError,
        scope: toasts,
      });
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={(e) => void handleSubmit(e)}>
        <SectionCard icon={<PersonIcon />} title={t('pages.profileEdit.general')}>
          <ContentLanguageField />
          <Divider sx={{ my: 3 }} />
          <PictureField currentUrl={null} />
          <Divider sx={{ my: 3 }} />
          <GeneralFields />
        </SectionCard>
        <SectionCard icon={<VisibilityIcon />} title={t('pages.profileEdit.visibility')}>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {t('profile.visibility.intro')} {t('profile.create.visibilityHint')}
          </Typography>
          <VisibilityFields />
        </SectionCard>
        <FormActions>
          <LinkButton to={PATHS.account} disabled={isSubmitting}>
            {t('profile.create.cancel')}
          </LinkButton>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {t('profile.create.submit')}
          </Button>
        </FormActions>
      </Stack>
    </FormProvider>
  );
}

/** The content language bound to the create form (the editor saves it on its own, swapping). */
function ContentLanguageField() {
  const { control } = useFormContext<ProfileFormValues>();
  const { field } = useController({ control, name: 'contentLanguage' });
  const locale = useLocale();
  return (
    <ContentLanguageSelect
      name={field.name}
      value={field.value ?? locale}
      onChange={field.onChange}
      forNewProfile
      sx={{ maxWidth: { sm: 'calc(50% - 10px)' } }}
    />
  );
}

/** The switches bound to the create form (the editor saves them one by one instead). */
function VisibilityFields() {
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const values = visibilityOf(useWatch({ control }));
  return (
    <VisibilitySwitches
      values={values}
      onChange={(flag, checked) => setValue(flag, checked, { shouldDirty: true })}
    />
  );
}
