import LinearProgress from '@mui/material/LinearProgress';
import type { CvPaper } from '@cv/shared';
import { useTranslation } from 'react-i18next';

/** Width to height of a page of each paper size, for the previews of designs and CVs. */
export const PAPER_RATIO: Record<CvPaper, string> = { a4: '210 / 297', letter: '8.5 / 11' };

/** A picture of a page filling its frame, its top in sight. */
export const PAGE_IMAGE_SX = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'top',
} as const;

/** The thin bar along the top of a preview while its pages are (re)made. */
export function PreviewProgress() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('cv.page.previewLoading')}
      sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }}
    />
  );
}
