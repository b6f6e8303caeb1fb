import LogoutIcon from '@mui/icons-material/Logout';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { PATHS } from '../../app/paths';
import { setAccountStatus } from '../../app/session';
import { notify } from '../../app/toast';
import { useSession } from '../../app/useSession';
import { CenteredCard } from '../../components/CenteredCard';
import { useAccount, useAccountStatus, useResendVerification } from './account.queries';
import { ChangeEmailForm } from './ChangeEmailForm';
import { EmailVerifiedCard } from './EmailVerifiedCard';

/** How often the page asks whether the link was opened (perhaps on another device). */
const STATUS_POLL_MS = 10_000;
/** A pause after each re-send, so that a second click does not run into the rate limit. */
const RESEND_COOLDOWN_S = 60;
/** When the server refused with 429 and no better figure is known. */
const RATE_LIMITED_COOLDOWN_S = 5 * 60;

/** A countdown in whole seconds; start it with the setter. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/**
 * Shown until the e-mail address is verified: where the link went, a
 * re-send with a cooldown, a way to correct a mistyped address, and logout.
 * Once the status turns VERIFIED while the page is open (this tab, another
 * tab, another device) the user moves on to the account. A user who is
 * verified already when opening it (the route proceeds for them) sees that
 * and a link onward, not a re-send they cannot use.
 */
export function VerificationPendingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const account = useAccount();
  const status = useAccountStatus(STATUS_POLL_MS);
  const resend = useResendVerification();
  const [secondsLeft, setSecondsLeft] = useCountdown();

  // The guard lets a VERIFIED user in as well; only a change is worth the toast.
  const [startedUnverified] = useState(() => session.status !== 'VERIFIED');
  const verified = status.data === 'VERIFIED' || session.status === 'VERIFIED';
  useEffect(() => {
    if (!verified || !startedUnverified) return;
    setAccountStatus('VERIFIED');
    notify.success(t('account.verification.verify.success'), undefined, {
      toastId: 'email-verified',
    });
    void navigate(PATHS.account, { replace: true });
  }, [verified, startedUnverified, navigate, t]);

  const handleResend = async () => {
    try {
      await resend.mutateAsync();
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setSecondsLeft(RATE_LIMITED_COOLDOWN_S);
      }
      handleApiError(error, { title: t('account.verification.resend.error') });
      return;
    }
    setSecondsLeft(RESEND_COOLDOWN_S);
    notify.success(t('account.verification.resend.success'));
  };

  const email = account.data?.email;

  if (!startedUnverified) return <EmailVerifiedCard loggedIn maxWidth={520} />;

  return (
    <CenteredCard
      icon={<MarkEmailUnreadIcon />}
      title={t('pages.verificationPending.title')}
      subtitle={t('pages.verificationPending.text')}
      maxWidth={520}
      footer={
        <LinkButton to={PATHS.logout} size="small" startIcon={<LogoutIcon />}>
          {t('nav.logout')}
        </LinkButton>
      }
    >
      <Box
        sx={{
          p: 2,
          mb: 3,
          borderRadius: 2,
          bgcolor: 'action.hover',
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        {email ? (
          <Typography>
            <Trans
              i18nKey="account.ui.pending.sentTo"
              values={{ email }}
              components={{ strong: <strong /> }}
            />
          </Typography>
        ) : (
          <Skeleton variant="text" sx={{ mx: 'auto' }} width="70%" aria-hidden />
        )}
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('account.ui.pending.checkSpam')}
        </Typography>
      </Box>
      <Stack spacing={1}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<SendIcon />}
          loading={resend.isPending}
          disabled={secondsLeft > 0}
          onClick={() => void handleResend()}
        >
          {t('account.ui.pending.resend')}
        </Button>
        {secondsLeft > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
            {t('account.ui.pending.resendIn', {
              time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`,
            })}
          </Typography>
        )}
      </Stack>
      {account.data && <ChangeEmailForm account={account.data} />}
    </CenteredCard>
  );
}
