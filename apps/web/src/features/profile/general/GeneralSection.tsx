import PersonIcon from '@mui/icons-material/Person';
import type { Locale, Profile, Translations } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
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
import { useContentLanguage } from '../translation/ContentLanguage';
import { TranslationStatus } from '../translation/TranslationStatus';
import {
  compactTranslations,
  GENERAL_TRANSLATION_FIELDS,
  textsProgress,
} from '../translation/translationValues';
import { useUnsavedChanges } from '../ui/UnsavedChanges';
import { ContentLanguageSelect } from './ContentLanguageSelect';
import { GeneralFields } from './GeneralFields';
import { generalDataOf, profileFormSchema, profileFormValues, visibilityOf } from './profileForm';

/**
 * The general section of the editor: the language the texts are written in,
 * picture, display name, job title, location and bio, saved together (their
 * translations too: one form holds both languages, the switch shows one).
 * The visibility flags are saved by their own switches; a save here sends
 * them as they are.
 */
export function GeneralSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { lang, translating } = useContentLanguage();
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormValues(profile) });
  const toasts = useToastScope();
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges('general', isDirty);
  const save = useSaveProfile();
  const switchLanguage = useSaveProfile();

  const handleSubmit = form.handleSubmit(async ({ profilePicture, ...data }) => {
    try {
      const saved = await save.mutateAsync({
        data: {
          ...data,
          ...visibilityOf(profile),
          translations: compactTranslations(data.translations),
        },
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

  // The saved texts go along unchanged; the server swaps them with their translations.
  const handleLanguage = (contentLanguage: Locale) =>
    switchLanguage.mutate(
      { data: { ...generalDataOf(profile), ...visibilityOf(profile), contentLanguage } },
      {
        onSuccess: (saved) => {
          form.reset(profileFormValues(saved));
          notify.success(
            t('profile.translation.contentLanguageSaved', {
              language: LOCALE_NAMES[contentLanguage],
            }),
          );
        },
        onError: (error) => handleApiError(error, { title: t('profile.errors.save') }),
      },
    );

  const progress = translating
    ? textsProgress(
        profile,
        GENERAL_TRANSLATION_FIELDS.map((field) => field.name),
        profile.translations as Translations,
        lang,
      )
    : null;

  return (
    <SectionCard
      icon={<PersonIcon />}
      title={t('pages.profileEdit.general')}
      subheader={
        progress && progress.count > 0 && <TranslationStatus progress={progress} unit="texts" />
      }
    >
      <ContentLanguageSelect
        value={
          switchLanguage.isPending
            ? (switchLanguage.variables.data.contentLanguage ?? profile.contentLanguage)
            : profile.contentLanguage
        }
        onChange={handleLanguage}
        disabled={isDirty || switchLanguage.isPending}
        disabledReason={isDirty ? t('profile.translation.contentLanguageDirty') : undefined}
        sx={{ maxWidth: { sm: 'calc(50% - 10px)' } }}
      />
      <Divider sx={{ my: 3 }} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          {/* The picture is the same in both languages: it is changed with the texts. */}
          {!translating && (
            <>
              <PictureField currentUrl={profile.pictureUrl} />
              <Divider sx={{ my: 3 }} />
            </>
          )}
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
