import LoginIcon from '@mui/icons-material/Login';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import { CenteredCard } from '../../components/CenteredCard';

export function OAuthFailurePage() {
  const { t } = useTranslation();
  return (
    <CenteredCard
      icon={<ReportProblemIcon />}
      title={t('pages.oauthFailure.title')}
      subtitle={t('pages.oauthFailure.text')}
    >
      <Button
        component={RouterLink}
        to={PATHS.login}
        variant="contained"
        fullWidth
        startIcon={<LoginIcon />}
      >
        {t('pages.oauthFailure.back')}
      </Button>
    </CenteredCard>
  );
}
