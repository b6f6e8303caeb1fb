import type { CvPaper } from '@cv/shared';
import PreviewIcon from '@mui/icons-material/Preview';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAPER_RATIO, PreviewProgress } from '../../previewParts';
import { SectionCard } from '../../../../components/SectionCard';
import { isCvError, type CvPreview } from '../../cvDocuments.queries';
import { SvgPageImage } from '../../SvgPageImage';
import { ZoomControl, type Zoom } from './ZoomControl';
import { NoProfileAlert } from '../../NoProfileAlert';
import { SHEET_BACKDROP } from '../../../../app/theme';

/** A page's width at 100 %: the paper at 96 dpi. */
const PAPER_WIDTH_PX: Record<CvPaper, number> = { a4: 794, letter: 816 };

export interface PreviewState {
  data: CvPreview | undefined;
  /** A newer preview is on its way (or waits for a save). */
  updating: boolean;
  error: unknown;
}

interface CvPreviewPagesProps {
  preview: PreviewState;
  cvName: string;
  paper: CvPaper;
  onRetry: () => void;
}

/**
 * Every page of the CV as the server renders it. The pages on screen stay
 * while the next ones render (a thin bar says so), so typing never blanks
 * them; the zoom fits the column or shows the paper at a fixed size.
 */
export function CvPreviewPages({ preview, cvName, paper, onRetry }: CvPreviewPagesProps) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<Zoom>('fit');
  const { data, updating, error } = preview;
  // A newer request of this user took this one's place: its answer will come.
  const realError = error && !isCvError(error, 'superseded') ? error : null;
  const total = data?.pages.length ?? 0;

  return (
    <SectionCard
      icon={<PreviewIcon />}
      title={t('cv.studio.preview.title')}
      action={
        data && (
          <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('cv.studio.preview.pageCount', { count: total })}
          </Typography>
        )
      }
    >
      <ZoomControl value={zoom} onChange={setZoom} />
      {realError && !data ? (
        <PreviewProblem error={realError} onRetry={onRetry} />
      ) : (
        <>
          {realError && <PreviewProblem error={realError} onRetry={onRetry} stale />}
          {/* Focusable: zoomed in, the pages scroll, and the keyboard must be able to scroll them. */}
          <Box
            role="region"
            aria-label={t('cv.page.pages')}
            aria-busy={updating || !data}
            tabIndex={0}
            sx={{
              position: 'relative',
              mt: 2,
              borderRadius: 2,
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
              bgcolor: SHEET_BACKDROP,
              overflow: 'auto',
              p: { xs: 1.5, sm: 2.5 },
            }}
          >
            {(updating || !data) && <PreviewProgress />}
            <Box
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 2.5,
                alignItems: zoom === 'fit' ? 'stretch' : 'flex-start',
              }}
            >
              {data
                ? data.pages.map((svg, index) => (
                    <Sheet key={index} paper={paper} zoom={zoom}>
                      <SvgPageImage
                        svg={svg}
                        alt={t('cv.studio.preview.pageAlt', {
                          page: index + 1,
                          total,
                          name: cvName,
                        })}
                        testId="cv-studio-page"
                        loading={index === 0 ? 'eager' : 'lazy'}
                      />
                    </Sheet>
                  ))
                : [0].map((index) => (
                    <Sheet key={index} paper={paper} zoom={zoom}>
                      <Skeleton
                        variant="rectangular"
                        sx={{ height: '100%', bgcolor: 'rgba(20, 26, 46, 0.06)' }}
                      />
                    </Sheet>
                  ))}
            </Box>
          </Box>
        </>
      )}
    </SectionCard>
  );
}

/** A sheet of paper on the desk, in the paper's proportions at the chosen zoom. */
export function Sheet({
  paper,
  zoom,
  children,
}: {
  paper: CvPaper;
  zoom: Zoom;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        flexShrink: 0,
        // Auto margins centre a narrow sheet, and unlike centring never cut off a wide one.
        mx: 'auto',
        width: zoom === 'fit' ? '100%' : PAPER_WIDTH_PX[paper] * zoom,
        aspectRatio: PAPER_RATIO[paper],
        bgcolor: '#fff',
        borderRadius: 0.5,
        overflow: 'hidden',
        boxShadow: '0 2px 4px rgba(16, 24, 40, 0.08), 0 16px 40px -12px rgba(16, 24, 40, 0.3)',
        '& img': { height: '100%', objectFit: 'contain' },
      }}
    >
      {children}
    </Box>
  );
}

function PreviewProblem({
  error,
  onRetry,
  stale = false,
}: {
  error: unknown;
  onRetry: () => void;
  /** Older pages are still on screen. */
  stale?: boolean;
}) {
  const { t } = useTranslation();
  if (isCvError(error, 'noProfile')) {
    return <NoProfileAlert sx={{ mt: 2 }} />;
  }
  const busy = isCvError(error, 'busy');
  return (
    <Alert
      severity={busy ? 'warning' : 'error'}
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('cv.page.retry')}
        </Button>
      }
    >
      {busy
        ? t('cv.errors.busy')
        : stale
          ? t('cv.studio.preview.staleError')
          : t('cv.page.previewError')}
    </Alert>
  );
}
