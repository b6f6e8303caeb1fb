import { LIMITS } from '@cv/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/FormTextField';
import { RichTextField } from '../../../components/form/RichTextField';
import type { ProfileFormValues } from './profileForm';

/** Display name, job title, location, website and bio: the text part of the general section. */
export function GeneralFields() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
    </Box>
  );
}
