import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { CardLinkButton, CenteredCard } from '../../components/CenteredCard';
import { VisuallyHidden } from '../../components/VisuallyHidden';

/** The way on from a verification screen: to the account, or to the login for one logged out. */
export function VerificationContinueLink({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <CardLinkButton to={loggedIn ? PATHS.account : PATHS.login}>
      {t(loggedIn ? 'account.ui.verification.continue' : 'account.ui.verification.login')}
    </CardLinkButton>
  );
}

interface EmailVerifiedCardProps {
  loggedIn: boolean;
  /** Tells screen readers as well: for a card that replaces a wait, not one shown on opening. */
  announce?: boolean;
  maxWidth?: number;
}

/** The e-mail address is verified: the card that says so and leads on. */
export function EmailVerifiedCard({
  loggedIn,
  announce = false,
  maxWidth,
}: EmailVerifiedCardProps) {
  const { t } = useTranslation();
  return (
    <CenteredCard
      icon={<TaskAltIcon />}
      title={t('account.verification.verify.success')}
      subtitle={t(
        loggedIn ? 'account.ui.verification.doneLoggedIn' : 'account.ui.verification.done',
      )}
      maxWidth={maxWidth}
    >
      {announce && (
        <VisuallyHidden role="status">{t('account.verification.verify.success')}</VisuallyHidden>
      )}
      <VerificationContinueLink loggedIn={loggedIn} />
    </CenteredCard>
  );
}
