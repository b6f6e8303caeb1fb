import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LoginIcon from '@mui/icons-material/Login';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { OAUTH_FAILURE_REASONS, type OAuthFailureReason } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import { CenteredCard } from '../../components/CenteredCard';

/** Reasons that only come from linking a provider to a logged-in account. */
const LINK_REASONS: readonly OAuthFailureReason[] = ['linked_elsewhere', 'already_linked'];

function reasonOf(value: string | null): OAuthFailureReason {
  return OAUTH_FAILURE_REASONS.find((reason) => reason === value) ?? 'failed';
}

/**
 * The server sends the browser here when an external login (or linking)
 * did not work, with a coarse `reason`; the details are in the server log.
 * A failed link leads back to the account, anything else to the login.
 */
export function OAuthFailurePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = reasonOf(params.get('reason'));
  const back = LINK_REASONS.includes(reason)
    ? { to: PATHS.account, icon: <AccountCircleIcon />, label: t('account.ui.backToAccount') }
    : { to: PATHS.login, icon: <LoginIcon />, label: t('pages.oauthFailure.back') };

  return (
    <CenteredCard
      icon={<ReportProblemIcon />}
      title={t('pages.oauthFailure.title')}
      subtitle={t(
        reason === 'failed' ? 'pages.oauthFailure.text' : `account.oauth.failure.${reason}`,
      )}
    >
      <LinkButton to={back.to} variant="contained" fullWidth startIcon={back.icon}>
        {back.label}
      </LinkButton>
    </CenteredCard>
  );
}
