import BadgeIcon from '@mui/icons-material/Badge';
import { useTranslation } from 'react-i18next';
import { FormSkeleton } from '../../components/FormSkeleton';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

export function AccountEditPage() {
  const { t } = useTranslation();
  return (
    <PageContainer maxWidth="md">
      <PageHeader title={t('pages.accountEdit.title')} subtitle={t('pages.accountEdit.subtitle')} />
      <SectionCard icon={<BadgeIcon />} title={t('pages.account.personal')}>
        <FormSkeleton fields={12} columns={2} />
      </SectionCard>
    </PageContainer>
  );
}
