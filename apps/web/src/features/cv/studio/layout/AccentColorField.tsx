import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorInput } from '../../../../components/form/ColorInput';
import { isHexColor } from '../../../profile/theme/themeForm';
import type { CvAutosave } from '../useCvAutosave';

const FIELD = 'accentColor';
const FALLBACK = '#1f2937';

interface AccentColorFieldProps {
  /** The CV's own accent; null: the profile theme's header colour. */
  accentColor: string | null;
  /** The profile theme's header colour, which the CV uses without an accent of its own. */
  profileColor: string | undefined;
  autosave: CvAutosave;
}

/**
 * The accent colour: picker and hex text (saved after a pause, since the
 * picker reports every step of a drag), and a way back to the profile's colour.
 */
export function AccentColorField({ accentColor, profileColor, autosave }: AccentColorFieldProps) {
  const { t } = useTranslation();
  const saved = accentColor ?? profileColor ?? FALLBACK;
  const [draft, setDraft] = useState(saved);
  // The saved colour changed elsewhere (Undo, the reset, a failed save): show it,
  // unless the user is in the middle of choosing a newer one.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    if (!autosave.isWaiting(FIELD)) setDraft(saved);
  }

  const handleChange = (value: string) => {
    setDraft(value);
    if (!isHexColor(value) || value.toLowerCase() === saved.toLowerCase()) {
      autosave.cancel(FIELD);
      return;
    }
    autosave.schedule(FIELD, { settings: { accentColor: value.toLowerCase() } });
  };

  const valid = isHexColor(draft);
  const label = t('cv.studio.layout.accent');
  return (
    <Box>
      <ColorInput
        label={label}
        value={draft}
        pickerValue={valid ? draft.toLowerCase() : saved}
        pickerLabel={t('profile.theme.picker', { label })}
        onChange={handleChange}
        error={!valid}
        helperText={
          !valid
            ? t('cv.studio.layout.accentInvalid')
            : accentColor === null
              ? t('cv.studio.layout.accentFromProfile')
              : undefined
        }
      />
      <Button
        size="small"
        startIcon={<RestartAltIcon />}
        disabled={accentColor === null}
        onClick={() => {
          autosave.cancel(FIELD);
          autosave.change({ settings: { accentColor: null } });
        }}
        sx={{ mt: 0.5, ml: -0.5 }}
      >
        {t('cv.studio.layout.accentReset')}
      </Button>
    </Box>
  );
}
