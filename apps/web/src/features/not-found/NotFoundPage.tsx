import ExploreOffIcon from '@mui/icons-material/ExploreOff';
import HomeIcon from '@mui/icons-material/Home';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import { StatusBadge } from '../../components/feedback/StatusBadge';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <StatusBadge>
        <ExploreOffIcon />
      </StatusBadge>
      <Typography
        aria-hidden
        sx={{ fontWeight: 800, fontSize: '0.9rem', letterSpacing: '0.2em', color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography
        variant="h3"
        component="h1"
        sx={{ mt: 1, fontSize: { xs: '2rem', md: '2.6rem' } }}
      >
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
        {t('notFound.text')}
      </Typography>
      <LinkButton
        to={PATHS.home}
        variant="contained"
        size="large"
        startIcon={<HomeIcon />}
        sx={{ mt: 4 }}
      >
        {t('notFound.back')}
      </LinkButton>
    </Container>
  );
}
