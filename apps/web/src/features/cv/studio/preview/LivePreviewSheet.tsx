import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CvPaper } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isCvError } from '../../cvDocuments.queries';
import { SvgPageImage } from '../../SvgPageImage';
import { Sheet, type PreviewState } from './CvPreviewPages';
import { SHEET_BACKDROP } from '../../../../app/theme';

interface LivePreviewSheetProps {
  preview: PreviewState;
  cvName: string;
  paper: CvPaper;
  open: boolean;
  onToggle: () => void;
  /**
   * 'page': stays at the bottom of the screen below the studio's content;
   * 'dialog': the lower part of an entry dialog, below its form.
   */
  placement: 'page' | 'dialog';
}

/**
 * The studio's pages on a phone while the content or the layout is edited:
 * a sheet at the bottom that can be folded to its title bar. The pages
 * follow every save, as in the preview tab.
 */
export function LivePreviewSheet({
  preview,
  cvName,
  paper,
  open,
  onToggle,
  placement,
}: LivePreviewSheetProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const { data, updating, error } = preview;
  const total = data?.pages.length ?? 0;
  const failed = Boolean(error) && !isCvError(error, 'superseded') && !data;

  return (
    <Box
      sx={[
        {
          flexShrink: 0,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        },
        placement === 'page' && {
          position: 'sticky',
          bottom: 0,
          zIndex: 'appBar',
          // Across the whole screen, out of the page's side padding.
          mx: { xs: -2, sm: -3 },
          mt: 3,
          boxShadow: '0 -8px 24px -12px rgba(16, 24, 40, 0.35)',
        },
      ]}
    >
      <Button
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        fullWidth
        color="inherit"
        endIcon={open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
        sx={{ justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1, borderRadius: 0 }}
      >
        {t('cv.studio.preview.live')}
        {data && (
          <Typography
            component="span"
            variant="body2"
            color="textSecondary"
            sx={{ ml: 'auto', mr: 1 }}
          >
            {t('cv.studio.preview.pageCount', { count: total })}
          </Typography>
        )}
      </Button>
      <Box
        id={bodyId}
        role="region"
        aria-label={t('cv.studio.preview.live')}
        aria-busy={updating || !data}
        // Focusable: the pages scroll inside the sheet, by keyboard too.
        tabIndex={0}
        hidden={!open}
        sx={{
          position: 'relative',
          height: placement === 'page' ? '40vh' : '36vh',
          overflowY: 'auto',
          p: 1.5,
          bgcolor: SHEET_BACKDROP,
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
          '&[hidden]': { display: 'none' },
        }}
      >
        {(updating || !data) && !failed && (
          <LinearProgress
            aria-label={t('cv.page.previewLoading')}
            sx={{ position: 'sticky', top: -12, mt: -1.5, mx: -1.5, mb: 1.5, height: 3 }}
          />
        )}
        {failed ? (
          <Typography variant="body2" color="error">
            {t('cv.page.previewError')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {data?.pages.map((svg, index) => (
              <Sheet key={index} paper={paper} zoom="fit">
                <SvgPageImage
                  svg={svg}
                  alt={t('cv.studio.preview.pageAlt', { page: index + 1, total, name: cvName })}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </Sheet>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
