import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import StorageIcon from '@mui/icons-material/Storage';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

/** The privacy copy: what is stored, what is public, and the user's rights. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const sections = [
    { icon: <StorageIcon />, title: t('privacy.storageTitle'), text: t('privacy.storageText') },
    {
      icon: <CloudUploadIcon />,
      title: t('privacy.thirdPartyTitle'),
      text: t('privacy.thirdPartyText'),
    },
    { icon: <VerifiedUserIcon />, title: t('privacy.rightsTitle'), text: t('privacy.rightsText') },
  ];
  return (
    <PageContainer maxWidth="md">
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.intro')} />
      <Stack spacing={3}>
        {sections.map((section) => (
          <SectionCard key={section.title} icon={section.icon} title={section.title}>
            <Typography color="textSecondary">{section.text}</Typography>
          </SectionCard>
        ))}
      </Stack>
    </PageContainer>
  );
}
