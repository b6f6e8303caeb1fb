import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../components/CenteredCard';
import { FormSkeleton } from '../../components/FormSkeleton';

/** Finish the signup after an external login (account status INCOMPLETE). */
export function OAuthSignupPage() {
  const { t } = useTranslation();
  return (
    <CenteredCard
      icon={<HowToRegIcon />}
      title={t('pages.oauthSignup.title')}
      subtitle={t('pages.oauthSignup.subtitle')}
      maxWidth={560}
    >
      <FormSkeleton fields={4} columns={2} submit="full" />
    </CenteredCard>
  );
}
