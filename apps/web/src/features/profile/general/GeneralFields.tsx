import { LIMITS } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Alert from '@mui/material/Alert';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/FormTextField';
import { RichTextField } from '../../../components/form/RichTextField';
import { useContentLanguage } from '../translation/ContentLanguage';
import { TranslationFields } from '../translation/EntryTranslationFields';
import { GENERAL_TRANSLATION_FIELDS } from '../translation/translationValues';
import type { ProfileFormValues } from './profileForm';
import { FormGrid } from '../../../components/form/FormGrid';

/**
 * Display name, job title, location, website and bio: the text part of the
 * general section; while the editor translates, the translations of job
 * title, location and bio.
 */
export function GeneralFields() {
  const { translating } = useContentLanguage();
  return translating ? <GeneralTranslationFields /> : <PrimaryFields />;
}

/** The texts in the second language, each with its primary text as the hint. */
function GeneralTranslationFields() {
  const { t } = useTranslation();
  const { lang, primary } = useContentLanguage();
  const { control } = useFormContext<ProfileFormValues>();
  const [jobTitle, location, bio] = useWatch({ control, name: ['jobTitle', 'location', 'bio'] });
  return (
    <FormGrid>
      <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
        {t('profile.translation.generalIntro', { primary: LOCALE_NAMES[primary] })}
      </Alert>
      <TranslationFields
        fields={GENERAL_TRANSLATION_FIELDS}
        lang={lang}
        primary={primary}
        primaryValues={{ jobTitle, location, bio }}
      />
    </FormGrid>
  );
}

function PrimaryFields() {
  const { t } = useTranslation();
  return (
    <FormGrid>
      <FormTextField<ProfileFormValues>
        name="displayName"
        autoComplete="name"
        helperText={t('profile.general.displayNameHelp')}
        maxLength={LIMITS.nameMax}
      />
      <FormTextField<ProfileFormValues>
        name="jobTitle"
        autoComplete="organization-title"
        placeholder={t('profile.general.jobTitlePlaceholder')}
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<ProfileFormValues>
        name="location"
        placeholder={t('profile.general.locationPlaceholder')}
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<ProfileFormValues>
        name="website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        maxLength={LIMITS.urlMax}
      />
      <RichTextField<ProfileFormValues>
        name="bio"
        minRows={4}
        maxRows={12}
        helperText={t('profile.general.bioHelp')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormGrid>
  );
}
