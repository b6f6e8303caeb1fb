import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAPER_RATIO, PreviewProgress } from './previewParts';
import { LinkButton } from '../../components/LinkButton';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/feedback/EmptyState';
import { SvgPageImage } from './SvgPageImage';
import { SHEET_BACKDROP } from '../../app/theme';

/** The sheet of paper on a quiet "desk", the same size whatever is on it. */
function Desk({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: SHEET_BACKDROP,
        overflow: 'hidden',
      }}
    >
      {busy && <PreviewProgress />}
      <Box
        sx={{
          position: 'relative',
          aspectRatio: PAPER_RATIO.a4,
          maxWidth: 560,
          mx: 'auto',
          bgcolor: '#fff',
          borderRadius: 0.5,
          overflow: 'hidden',
          boxShadow: '0 2px 4px rgba(16, 24, 40, 0.08), 0 16px 40px -12px rgba(16, 24, 40, 0.3)',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Lines of a page in grey on the white sheet while the first page renders. */
function GhostPage() {
  const { t } = useTranslation();
  const line = (width: string, height = 8) => (
    <Skeleton
      variant="rounded"
      animation="wave"
      sx={{ width, height, bgcolor: 'rgba(20, 26, 46, 0.08)', borderRadius: 1 }}
    />
  );
  return (
    <Stack
      role="status"
      aria-label={t('app.loading')}
      spacing={1.25}
      sx={{ position: 'absolute', inset: 0, p: '9%' }}
    >
      {line('55%', 18)}
      {line('35%', 10)}
      <Box sx={{ height: 12 }} />
      {[92, 88, 95, 70].map((width, i) => (
        <Box key={i}>{line(`${width}%`)}</Box>
      ))}
      <Box sx={{ height: 12 }} />
      {line('30%', 10)}
      {[90, 84, 93, 60, 88, 76].map((width, i) => (
        <Box key={i}>{line(`${width}%`)}</Box>
      ))}
    </Stack>
  );
}

export type PreviewState =
  | { kind: 'loading' }
  | { kind: 'noProfile' }
  | { kind: 'busy' }
  | { kind: 'error' }
  | { kind: 'page'; svg: Blob; page: number; pages: number | null; updating: boolean };

interface CvPreviewPanelProps {
  state: PreviewState;
  designName: string;
  onPage: (page: number) => void;
  onRetry: () => void;
}

export function CvPreviewPanel({ state, designName, onPage, onRetry }: CvPreviewPanelProps) {
  const { t } = useTranslation();
  const [loadedSvg, setLoadedSvg] = useState<Blob | null>(null);

  if (state.kind === 'noProfile') {
    return (
      <EmptyState
        tall
        icon={<PersonAddAlt1Icon fontSize="large" />}
        title={t('cv.page.noProfileTitle')}
        headingComponent="h4"
        text={t('cv.errors.profileNotFound')}
        action={
          <LinkButton to={PATHS.profileCreate} variant="contained">
            {t('cv.page.createProfile')}
          </LinkButton>
        }
      />
    );
  }

  if (state.kind === 'busy' || state.kind === 'error') {
    return (
      <Alert
        severity={state.kind === 'busy' ? 'warning' : 'error'}
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t('cv.page.retry')}
          </Button>
        }
      >
        {state.kind === 'busy' ? t('cv.errors.busy') : t('cv.page.previewError')}
      </Alert>
    );
  }

  if (state.kind === 'loading') {
    return (
      <Desk busy>
        <GhostPage />
      </Desk>
    );
  }

  const { svg, page, pages, updating } = state;
  const busy = updating || loadedSvg !== svg;
  return (
    <>
      <Desk busy={busy}>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: updating ? 0.55 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <SvgPageImage
            svg={svg}
            alt={t('cv.page.previewAlt', { page, design: designName })}
            onLoad={() => setLoadedSvg(svg)}
            testId="cv-preview-page"
            sx={{ height: '100%', objectFit: 'contain' }}
          />
        </Box>
      </Desk>
      {pages !== null && pages > 1 && (
        <Stack
          component="nav"
          aria-label={t('cv.page.pages')}
          direction="row"
          spacing={1}
          sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}
        >
          <IconButton
            aria-label={t('cv.page.previousPage')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography
            aria-live="polite"
            sx={{ minWidth: 110, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {t('cv.page.pageOf', { page, total: pages })}
          </Typography>
          <IconButton
            aria-label={t('cv.page.nextPage')}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
    </>
  );
}
