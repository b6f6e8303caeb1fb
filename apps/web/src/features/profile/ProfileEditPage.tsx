import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SchoolIcon from '@mui/icons-material/School';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import { ListSkeleton, SwitchesSkeleton } from '../../components/ContentSkeletons';
import { FormSkeleton } from '../../components/FormSkeleton';
import { ColumnsLayout } from '../../components/ColumnsLayout';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

/**
 * Edit profile (spec section 2): back to account, general section with the
 * picture, public-access switches, the four entry editors and the theme editor.
 */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const addSkeleton = <Skeleton variant="rounded" width={84} height={32} aria-hidden />;
  return (
    <PageContainer>
      <PageHeader
        before={
          <Button
            component={RouterLink}
            to={PATHS.account}
            startIcon={<ArrowBackIcon />}
            sx={{ mb: 2, ml: -1 }}
          >
            {t('pages.profileEdit.backToAccount')}
          </Button>
        }
        title={t('pages.profileEdit.title')}
        subtitle={t('pages.profileEdit.subtitle')}
      />
      <ColumnsLayout>
        <Stack spacing={3}>
          <SectionCard icon={<PersonIcon />} title={t('pages.profileEdit.general')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <Skeleton
                variant="circular"
                width={112}
                height={112}
                sx={{ flexShrink: 0 }}
                aria-hidden
              />
              <Box sx={{ flexGrow: 1 }}>
                <FormSkeleton fields={4} columns={2} multiline />
              </Box>
            </Stack>
          </SectionCard>
          <SectionCard
            icon={<WorkIcon />}
            title={t('pages.profileEdit.workExperience')}
            action={addSkeleton}
          >
            <ListSkeleton items={3} />
          </SectionCard>
          <SectionCard
            icon={<SchoolIcon />}
            title={t('pages.profileEdit.education')}
            action={addSkeleton}
          >
            <ListSkeleton items={2} />
          </SectionCard>
          <SectionCard
            icon={<PsychologyIcon />}
            title={t('pages.profileEdit.skills')}
            action={addSkeleton}
          >
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-hidden>
              {[90, 120, 70, 110, 80, 100].map((width, i) => (
                <Skeleton
                  key={i}
                  variant="rounded"
                  width={width}
                  height={32}
                  sx={{ borderRadius: 4 }}
                />
              ))}
            </Stack>
          </SectionCard>
          <SectionCard
            icon={<FolderSpecialIcon />}
            title={t('pages.profileEdit.projects')}
            action={addSkeleton}
          >
            <ListSkeleton items={2} />
          </SectionCard>
        </Stack>
        <Stack spacing={3}>
          <SectionCard icon={<VisibilityIcon />} title={t('pages.profileEdit.visibility')}>
            <SwitchesSkeleton rows={5} />
          </SectionCard>
          <SectionCard icon={<PaletteIcon />} title={t('pages.profileEdit.theme')}>
            <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} aria-hidden />
            <FormSkeleton fields={2} columns={2} />
          </SectionCard>
        </Stack>
      </ColumnsLayout>
    </PageContainer>
  );
}
