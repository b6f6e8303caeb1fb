import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../components/CenteredCard';

/** Shown until the e-mail is verified, with a resend action for the mail. */
export function VerificationPendingPage() {
  const { t } = useTranslation();
  return (
    <CenteredCard
      icon={<MarkEmailUnreadIcon />}
      title={t('pages.verificationPending.title')}
      subtitle={t('pages.verificationPending.text')}
    >
      <Skeleton variant="rounded" height={42} aria-hidden />
    </CenteredCard>
  );
}
