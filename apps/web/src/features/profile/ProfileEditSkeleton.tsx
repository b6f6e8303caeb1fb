import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, SwitchesSkeleton } from '../../components/ContentSkeletons';
import { FormSkeleton } from '../../components/FormSkeleton';
import { SectionCard } from '../../components/SectionCard';
import { entryConfig } from './entries/entryConfigs';
import { EditorLayout } from './EditorLayout';
import { ALWAYS_SHOWN } from './sections/editorSections';

/** The editor's shape while the profile loads. */
export function ProfileEditSkeleton() {
  const { t } = useTranslation();
  const addSkeleton = <Skeleton variant="rounded" width={72} height={32} aria-hidden />;
  return (
    <EditorLayout
      main={
        <>
          <SectionCard icon={<PersonIcon />} title={t('pages.profileEdit.general')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 3 }}>
              <Skeleton variant="circular" width={112} height={112} aria-hidden />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton variant="rounded" width={150} height={36} aria-hidden />
                <Skeleton variant="text" width="70%" sx={{ mt: 1 }} aria-hidden />
              </Box>
            </Stack>
            <FormSkeleton fields={3} columns={2} multiline />
          </SectionCard>
          <SectionCard icon={<VisibilityIcon />} title={t('pages.profileEdit.visibility')}>
            <SwitchesSkeleton rows={5} />
          </SectionCard>
          {ALWAYS_SHOWN.map(entryConfig).map((config) => (
            <SectionCard
              key={config.kind}
              icon={config.icon}
              title={t(config.titleKey)}
              action={addSkeleton}
            >
              <ListSkeleton items={2} avatar={false} />
            </SectionCard>
          ))}
        </>
      }
      side={
        <SectionCard icon={<PaletteIcon />} title={t('pages.profileEdit.theme')}>
          <Skeleton variant="rounded" height={136} sx={{ mb: 3 }} aria-hidden />
          <FormSkeleton fields={2} columns={1} />
        </SectionCard>
      }
    />
  );
}
