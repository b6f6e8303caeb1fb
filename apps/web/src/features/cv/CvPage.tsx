import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useCvDesigns } from './cv.queries';
import { CvListSection } from './list/CvListSection';
import { QuickDownloadSection } from './quick/QuickDownloadSection';

/**
 * `/ui/cv`: the owner's CVs (each opens in the studio), and below them the
 * quick download of the profile in a design with default settings.
 */
export function CvPage() {
  const { t } = useTranslation();
  const designs = useCvDesigns();
  return (
    <PageContainer>
      <PageHeader title={t('cv.page.title')} subtitle={t('cv.page.intro')} />
      <Stack spacing={{ xs: 4, md: 6 }}>
        <CvListSection designs={designs.data} />
        <QuickDownloadSection designs={designs} />
      </Stack>
    </PageContainer>
  );
}
