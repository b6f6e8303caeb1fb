import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** 'fit': the column's width; a number: the paper's real size times it. */
export type Zoom = 'fit' | 0.75 | 1 | 1.5;
const ZOOMS: readonly Zoom[] = ['fit', 0.75, 1, 1.5];

/** The preview's zoom as a group of toggle buttons (one is always chosen). */
export function ZoomControl({ value, onChange }: { value: Zoom; onChange: (zoom: Zoom) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('cv.studio.preview.zoom')}
      onChange={(_, next: Zoom | null) => {
        if (next !== null) onChange(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {ZOOMS.map((zoom) => (
        <ToggleButton
          key={String(zoom)}
          value={zoom}
          sx={{
            px: 1.5,
            // MUI's default (action.active) misses AA contrast by a hair.
            color: 'text.secondary',
            '&.Mui-selected': { color: 'text.primary' },
          }}
        >
          {zoom === 'fit'
            ? t('cv.studio.preview.zoomFit')
            : t('cv.studio.preview.zoomPercent', { percent: Math.round(zoom * 100) })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
