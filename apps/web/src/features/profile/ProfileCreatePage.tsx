import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import { FormSkeleton } from '../../components/FormSkeleton';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

export function ProfileCreatePage() {
  const { t } = useTranslation();
  return (
    <PageContainer maxWidth="md">
      <PageHeader
        title={t('pages.profileCreate.title')}
        subtitle={t('pages.profileCreate.subtitle')}
      />
      <SectionCard icon={<PersonIcon />} title={t('pages.profileEdit.general')}>
        <FormSkeleton fields={4} columns={2} multiline />
      </SectionCard>
    </PageContainer>
  );
}
