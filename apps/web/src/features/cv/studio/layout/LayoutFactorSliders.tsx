import {
  CV_LAYOUT_FACTOR_IDS,
  CV_LAYOUT_FACTORS,
  type CvLayoutFactor,
  type CvSettings,
} from '@cv/shared';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvAutosave } from '../useCvAutosave';

interface FactorSliderProps {
  factor: CvLayoutFactor;
  value: number;
  onCommit: (value: number) => void;
  describedBy: string;
}

/**
 * One layout factor as a slider in per cent of the design. It shows where it
 * is dragged to and saves where it is let go (or each arrow key), so a drag
 * is one save and one step to undo, not one per pixel.
 */
function FactorSlider({ factor, value, onCommit, describedBy }: FactorSliderProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const { min, max, step } = CV_LAYOUT_FACTORS[factor];
  const percent = (v: number) =>
    t('cv.studio.layout.factorValue', { percent: Math.round(v * 100) });
  const shown = dragged ?? value;
  return (
    <div>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {t(`cv.studio.layout.factors.${factor}`)}
        </Typography>
        <Typography variant="body2" color="textSecondary" aria-hidden>
          {percent(shown)}
        </Typography>
      </Stack>
      <Slider
        size="small"
        min={min}
        max={max}
        step={step}
        marks
        value={shown}
        onChange={(_, next) => setDragged(next as number)}
        onChangeCommitted={(_, next) => {
          setDragged(null);
          if (next !== value) onCommit(next as number);
        }}
        getAriaValueText={percent}
        aria-labelledby={labelId}
        slotProps={{ input: { 'aria-describedby': describedBy } }}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
    </div>
  );
}

/** Type size, line spacing, margins and the space between sections and entries. */
export function LayoutFactorSliders({
  settings,
  autosave,
}: {
  settings: CvSettings;
  autosave: CvAutosave;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack spacing={1}>
      {CV_LAYOUT_FACTOR_IDS.map((factor) => (
        <FactorSlider
          key={factor}
          factor={factor}
          value={settings[factor]}
          onCommit={(value) => autosave.change({ settings: { [factor]: value } })}
          describedBy={hintId}
        />
      ))}
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('cv.studio.layout.factorsHint')}
      </FormHelperText>
    </Stack>
  );
}
