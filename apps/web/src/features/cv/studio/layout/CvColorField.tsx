import { AA_CONTRAST, contrastRatio, type CvSettings } from '@cv/shared';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/useLocale';
import { ColorInput } from '../../../../components/form/ColorInput';
import { isHexColor } from '../../../profile/theme/themeForm';
import type { CvAutosave } from '../useCvAutosave';

/** The CV settings that hold a colour of the CV's own. */
export type CvColorSetting = 'accentColor' | 'headingColor' | 'sidebarColor' | 'sidebarTextColor';

interface CvColorFieldProps {
  field: CvColorSetting;
  label: string;
  /** The CV's own colour; null: what the CV prints without one (`inherited`). */
  value: string | null;
  inherited: string;
  /** Said under the field while the CV has no colour of its own. */
  inheritedHint: string;
  resetLabel: string;
  /** For a text colour: the background it is read on, for its contrast. */
  readOn?: string | undefined;
  autosave: CvAutosave;
}

const NUMBER_FORMATS = { en: 'en-GB', de: 'de-DE' } as const;

/**
 * One of the CV's colours: picker and hex text (saved after a pause, since
 * the picker reports every step of a drag), a way back to the inherited
 * colour, and for a text colour its contrast on its background (below WCAG
 * AA the CV prints a readable shade of it, and says so here).
 */
export function CvColorField({
  field,
  label,
  value,
  inherited,
  inheritedHint,
  resetLabel,
  readOn,
  autosave,
}: CvColorFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saved = value ?? inherited;
  const [draft, setDraft] = useState(saved);
  // The saved colour changed elsewhere (Undo, the reset, a failed save): show it,
  // unless the user is in the middle of choosing a newer one.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    if (!autosave.isWaiting(field)) setDraft(saved);
  }

  const handleChange = (next: string) => {
    setDraft(next);
    if (!isHexColor(next) || next.toLowerCase() === saved.toLowerCase()) {
      autosave.cancel(field);
      return;
    }
    const settings: Partial<CvSettings> = { [field]: next.toLowerCase() };
    autosave.schedule(field, { settings });
  };

  const valid = isHexColor(draft);
  let helperText: string | undefined;
  if (!valid) helperText = t('cv.studio.layout.accentInvalid');
  else if (readOn && value !== null) {
    const ratio = contrastRatio(draft, readOn);
    const ratioText = new Intl.NumberFormat(NUMBER_FORMATS[locale], {
      maximumFractionDigits: 1,
    }).format(Math.floor(ratio * 10) / 10);
    helperText =
      ratio < AA_CONTRAST
        ? t('cv.studio.layout.colorContrastLow', { ratio: ratioText, min: AA_CONTRAST })
        : t('cv.studio.layout.colorContrast', { ratio: ratioText });
  } else if (value === null) helperText = inheritedHint;

  return (
    <Box>
      <ColorInput
        label={label}
        value={draft}
        pickerValue={valid ? draft.toLowerCase() : saved}
        pickerLabel={t('profile.theme.picker', { label })}
        onChange={handleChange}
        error={!valid}
        helperText={helperText}
      />
      <Button
        size="small"
        startIcon={<RestartAltIcon />}
        disabled={value === null}
        onClick={() => {
          autosave.cancel(field);
          const settings: Partial<CvSettings> = { [field]: null };
          autosave.change({ settings });
        }}
        sx={{ mt: 0.5, ml: -0.5 }}
      >
        {resetLabel}
      </Button>
    </Box>
  );
}
