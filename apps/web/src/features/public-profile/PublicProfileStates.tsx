import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import { StatusBadge } from '../../components/feedback/StatusBadge';

/** The page's shape while the profile loads, in neutral colours (the owner's are not known yet). */
export function PublicProfileSkeleton() {
  const { t } = useTranslation();
  const onBand = 'rgba(20, 26, 46, 0.08)';
  return (
    <Box role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Box sx={{ bgcolor: '#e6e9f2', pt: { xs: 5, md: 8 }, pb: { xs: 10, md: 12 } }}>
        <Container maxWidth="md">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 2.5, sm: 4 }}
            sx={{ alignItems: 'center' }}
          >
            <Skeleton
              variant="circular"
              sx={{ width: { xs: 112, md: 136 }, height: { xs: 112, md: 136 }, bgcolor: onBand }}
            />
            <Box sx={{ width: { xs: '80%', sm: '50%' } }}>
              <Skeleton variant="text" sx={{ fontSize: '2.6rem', bgcolor: onBand }} />
              <Skeleton variant="text" width="70%" sx={{ fontSize: '1.3rem', bgcolor: onBand }} />
              <Skeleton variant="text" width="40%" sx={{ bgcolor: onBand }} />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ mt: { xs: -6, md: -7 }, pb: 6 }}>
        <Stack spacing={3}>
          {[3, 2, 2].map((lines, i) => (
            <Card key={i}>
              <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
                  <Skeleton variant="rounded" width={36} height={36} />
                  <Skeleton variant="text" width={160} sx={{ fontSize: '1.25rem' }} />
                </Stack>
                {Array.from({ length: lines }, (_, j) => (
                  <Box key={j} sx={{ pl: 3.5, pb: 2 }}>
                    <Skeleton variant="text" width={`${45 + ((j * 17) % 30)}%`} />
                    <Skeleton variant="text" width="30%" sx={{ fontSize: '0.85rem' }} />
                  </Box>
                ))}
              </CardContent>
            </Card>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}

function StateCard({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <StatusBadge>{icon}</StatusBadge>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        {title}
      </Typography>
      {children}
      <Box sx={{ mt: 4 }}>{action}</Box>
    </Container>
  );
}

/** Private, unverified or unknown: one not-found message, nothing about why. */
export function PublicProfileNotFound() {
  const { t } = useTranslation();
  return (
    <StateCard
      icon={<PersonSearchIcon />}
      title={t('publicProfile.notFoundTitle')}
      action={
        <Button component={RouterLink} to={PATHS.home} variant="contained" size="large">
          {t('publicProfile.home')}
        </Button>
      }
    >
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>{t('publicProfile.notFound')}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {t('publicProfile.notFoundHint')}
      </Typography>
    </StateCard>
  );
}

export function PublicProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateCard
      icon={<ErrorOutlineIcon />}
      title={t('publicProfile.loadError')}
      action={
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        {t('publicProfile.loadErrorDetail')}
      </Typography>
    </StateCard>
  );
}
