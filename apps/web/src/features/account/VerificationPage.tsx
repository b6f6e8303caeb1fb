import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { verificationSchema } from '@cv/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/useSession';
import { CardLinkButton, CenteredCard } from '../../components/CenteredCard';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useVerifyEmail } from './account.queries';
import { EmailVerifiedCard, VerificationContinueLink } from './EmailVerifiedCard';

/**
 * The mail link's target: reads `id` and `token` from the
 * query and verifies once. Works logged in or not; logged in, the local
 * status follows the server's at once so the guards let the user on.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { loggedIn, status } = useSession();
  const link = verificationSchema.safeParse({
    id: params.get('id') ?? '',
    token: params.get('token') ?? '',
  });
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const started = useRef(false);
  const body = link.success ? link.data : null;
  const id = body?.id;
  const token = body?.token;

  useEffect(() => {
    // Tokens are single-use: StrictMode's second effect run must not spend it again.
    if (started.current || !id || !token) return;
    started.current = true;
    mutate({ id, token });
  }, [id, token, mutate]);

  if (verify.isSuccess) return <EmailVerifiedCard loggedIn={loggedIn} announce />;

  if (!link.success || verify.isError) {
    const detail = !link.success
      ? t('account.ui.verification.incomplete')
      : isApiError(verify.error) && verify.error.body
        ? verify.error.body.message
        : t('errors.generic.detail');
    return (
      <CenteredCard
        icon={<ErrorOutlinedIcon />}
        title={t('account.verification.verify.error')}
        subtitle={detail}
      >
        <VisuallyHidden role="alert">{`${t('account.verification.verify.error')}. ${detail}`}</VisuallyHidden>
        <Stack spacing={1.5}>
          {loggedIn && status !== 'VERIFIED' ? (
            <CardLinkButton to={PATHS.verificationPending}>
              {t('account.ui.verification.requestNew')}
            </CardLinkButton>
          ) : (
            <VerificationContinueLink loggedIn={loggedIn} />
          )}
        </Stack>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard
      icon={<MarkEmailReadIcon />}
      title={t('pages.verification.title')}
      subtitle={t('pages.verification.text')}
    >
      <Box role="status" aria-label={t('pages.verification.text')}>
        <LinearProgress />
      </Box>
    </CenteredCard>
  );
}
