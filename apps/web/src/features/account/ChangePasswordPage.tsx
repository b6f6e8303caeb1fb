import KeyIcon from '@mui/icons-material/Key';
import { useTranslation } from 'react-i18next';
import { FormSkeleton } from '../../components/FormSkeleton';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <PageContainer maxWidth="sm">
      <PageHeader
        title={t('pages.changePassword.title')}
        subtitle={t('pages.changePassword.subtitle')}
      />
      <SectionCard icon={<KeyIcon />} title={t('fields.password')}>
        <FormSkeleton fields={3} />
      </SectionCard>
    </PageContainer>
  );
}
