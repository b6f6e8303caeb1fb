import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ContentSkeletons';
import { PageContainer } from '../../../components/PageContainer';
import { PAPER_RATIO } from '../previewParts';

/** The studio's shape while the CV loads: heading, then content, a page and settings. */
export function StudioSkeleton() {
  const { t } = useTranslation();
  return (
    <PageContainer maxWidth={false} sx={{ py: { xs: 2, md: 4 } }}>
      <Box role="status" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="rounded" width={110} height={32} sx={{ mb: 2 }} />
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem', mb: 3 }} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              lg: 'minmax(0, 5fr) minmax(0, 6fr) minmax(320px, 4fr)',
            },
          }}
        >
          <Card>
            <CardContent>
              <ListSkeleton items={4} />
            </CardContent>
          </Card>
          <Card sx={{ display: { xs: 'none', lg: 'block' } }}>
            <CardContent>
              <Skeleton
                variant="rectangular"
                sx={{ aspectRatio: PAPER_RATIO.a4, height: 'auto' }}
              />
            </CardContent>
          </Card>
          <Card sx={{ display: { xs: 'none', lg: 'block' } }}>
            <CardContent>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 2 }} />
              ))}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </PageContainer>
  );
}
