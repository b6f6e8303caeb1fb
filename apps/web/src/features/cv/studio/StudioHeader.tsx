import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { BackLink } from '../../../components/BackLink';
import { SpreadRow } from '../../../components/SpreadRow';
import { HistoryButtons } from '../../history/HistoryControls';
import { SaveStatus } from './SaveStatus';
import type { CvAutosave } from './useCvAutosave';
import type { StudioUndo } from './useStudioUndo';

interface StudioHeaderProps {
  cvId: string;
  name: string;
  autosave: CvAutosave;
  /** The studio's one Undo and Redo, which also answers Ctrl/⌘+Z. */
  timeline: StudioUndo;
  downloading: boolean;
  onDownload: () => void;
}

/**
 * Back to the list, the CV's name as the page's heading, the save status,
 * Undo and Redo (of the settings and the profile edited here), the CV's
 * history and the download.
 */
export function StudioHeader({
  cvId,
  name,
  autosave,
  timeline,
  downloading,
  onDownload,
}: StudioHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ mb: { xs: 2, md: 3 } }}>
      <BackLink to={PATHS.cv} mb={1}>
        {t('cv.studio.back')}
      </BackLink>
      <SpreadRow sx={{ columnGap: 3, rowGap: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            color="textSecondary"
            component="p"
            sx={{ lineHeight: 1.5 }}
          >
            {t('cv.studio.kicker')}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            // Long compounds hyphenate where the browser can, and break anywhere where not.
            sx={{
              fontSize: { xs: '1.6rem', md: '2rem' },
              hyphens: 'auto',
              overflowWrap: 'anywhere',
            }}
          >
            {name}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <SaveStatus status={autosave.status} onRetry={autosave.retry} />
          <HistoryButtons
            doc={{ type: 'cv', id: cvId }}
            title={t('history.panel.titleCv')}
            timeline={timeline}
          />
          <Button
            variant="contained"
            onClick={onDownload}
            disabled={downloading}
            startIcon={
              downloading ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <DownloadIcon />
              )
            }
          >
            {downloading ? t('cv.page.downloading') : t('cv.studio.download')}
          </Button>
        </Box>
      </SpreadRow>
    </Box>
  );
}
