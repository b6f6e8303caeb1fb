import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../components/CenteredCard';

/** The mail link's target; reads `id` and `token` from the query (spec section 2). */
export function VerificationPage() {
  const { t } = useTranslation();
  return (
    <CenteredCard
      icon={<MarkEmailReadIcon />}
      title={t('pages.verification.title')}
      subtitle={t('pages.verification.text')}
    >
      <LinearProgress aria-label={t('app.loading')} />
    </CenteredCard>
  );
}
