import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { loginPath } from '../../app/paths';
import { CenteredCard } from '../../components/CenteredCard';
import { FormSkeleton } from '../../components/FormSkeleton';

/** Create account, with the password requirements shown (spec section 2). */
export function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;

  return (
    <CenteredCard
      icon={<PersonAddIcon />}
      title={t('pages.signup.title')}
      subtitle={t('pages.signup.subtitle')}
      maxWidth={560}
      footer={
        <>
          {t('pages.signup.haveAccount')}{' '}
          <Link component={RouterLink} to={loginPath(redirect)} sx={{ fontWeight: 600 }}>
            {t('pages.signup.login')}
          </Link>
        </>
      }
    >
      <FormSkeleton fields={6} columns={2} submit={false} />
      <Box
        component="section"
        aria-labelledby="password-requirements"
        sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Typography id="password-requirements" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('pages.signup.requirements')}
        </Typography>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="text" width={`${45 + ((i * 9) % 30)}%`} aria-hidden />
        ))}
      </Box>
      <Skeleton variant="rounded" height={42} sx={{ mt: 3 }} aria-hidden />
    </CenteredCard>
  );
}
