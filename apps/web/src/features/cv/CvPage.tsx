import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DescriptionIcon from '@mui/icons-material/Description';
import PreviewIcon from '@mui/icons-material/Preview';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { ButtonsSkeleton } from '../../components/ContentSkeletons';
import { ColumnsLayout } from '../../components/ColumnsLayout';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

/** CV generation: design picker, preview, download and the 'more designs' note. */
export function CvPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader
        title={t('pages.cv.title')}
        subtitle={t('pages.cv.subtitle')}
        actions={<ButtonsSkeleton count={1} width={180} />}
      />
      <ColumnsLayout columns="3fr 2fr">
        <SectionCard icon={<DescriptionIcon />} title={t('pages.cv.designs')}>
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('app.loading')}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: '1fr 1fr' },
            }}
          >
            {Array.from({ length: 4 }, (_, i) => (
              <Card key={i}>
                <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1.414', height: 'auto' }} />
                <CardContent>
                  <Skeleton variant="text" width="60%" />
                  <Skeleton variant="text" width="90%" sx={{ fontSize: '0.8rem' }} />
                </CardContent>
              </Card>
            ))}
          </Box>
          <Alert icon={<AutoAwesomeIcon />} severity="info" sx={{ mt: 3 }}>
            {t('pages.cv.moreDesigns')}
          </Alert>
        </SectionCard>
        <SectionCard icon={<PreviewIcon />} title={t('pages.cv.preview')}>
          <Skeleton
            variant="rounded"
            sx={{ aspectRatio: '1 / 1.414', height: 'auto' }}
            aria-hidden
          />
        </SectionCard>
      </ColumnsLayout>
    </PageContainer>
  );
}
