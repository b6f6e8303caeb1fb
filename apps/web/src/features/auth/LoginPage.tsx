import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { CenteredCard } from '../../components/CenteredCard';
import { FormSkeleton } from '../../components/FormSkeleton';

/**
 * Login (spec section 2). `redirect` holds the full path the user wanted;
 * it is forwarded to signup so that a new user ends up there too.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signupTo = redirect
    ? `${PATHS.signup}?redirect=${encodeURIComponent(redirect)}`
    : PATHS.signup;

  return (
    <CenteredCard
      icon={<LockOutlinedIcon />}
      title={t('pages.login.title')}
      subtitle={t('pages.login.subtitle')}
      footer={
        <>
          {t('pages.login.noAccount')}{' '}
          <Link component={RouterLink} to={signupTo} sx={{ fontWeight: 600 }}>
            {t('pages.login.signup')}
          </Link>
        </>
      }
    >
      <FormSkeleton fields={2} submit="full" />
      <Divider sx={{ my: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('pages.login.external')}
        </Typography>
      </Divider>
      <Skeleton variant="rounded" height={42} aria-hidden />
    </CenteredCard>
  );
}
