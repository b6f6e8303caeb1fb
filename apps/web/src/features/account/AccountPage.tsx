import BadgeIcon from '@mui/icons-material/Badge';
import PersonIcon from '@mui/icons-material/Person';
import SecurityIcon from '@mui/icons-material/Security';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ButtonsSkeleton, DetailsSkeleton } from '../../components/ContentSkeletons';
import { ColumnsLayout } from '../../components/ColumnsLayout';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

/** Account view: personal data, profile, change password and delete account. */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader
        title={t('pages.account.title')}
        subtitle={t('pages.account.subtitle')}
        actions={<ButtonsSkeleton count={1} width={140} />}
      />
      <ColumnsLayout>
        <SectionCard icon={<BadgeIcon />} title={t('pages.account.personal')}>
          <DetailsSkeleton rows={10} />
        </SectionCard>
        <Stack spacing={3}>
          <SectionCard icon={<PersonIcon />} title={t('pages.account.profile')}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }} aria-hidden>
              <Skeleton variant="circular" width={64} height={64} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="text" width="45%" />
              </Box>
            </Stack>
            <ButtonsSkeleton count={2} width={120} />
          </SectionCard>
          <SectionCard icon={<SecurityIcon />} title={t('pages.account.security')}>
            <ButtonsSkeleton count={2} width={140} />
          </SectionCard>
        </Stack>
      </ColumnsLayout>
    </PageContainer>
  );
}
