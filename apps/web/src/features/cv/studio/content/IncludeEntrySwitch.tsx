import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

interface IncludeEntrySwitchProps {
  /** The entry's name, which completes the switch's label for screen readers. */
  name: string;
  included: boolean;
  /** A hidden section prints none of its entries: its switches rest. */
  disabled: boolean;
  onChange: (included: boolean) => void;
}

/** Under an entry in the studio: whether this CV prints it. */
export function IncludeEntrySwitch({
  name,
  included,
  disabled,
  onChange,
}: IncludeEntrySwitchProps) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      sx={{ ml: -0.5, mt: 0.5, '& .MuiFormControlLabel-label': { typography: 'body2' } }}
      disabled={disabled}
      control={
        <Switch
          size="small"
          checked={included}
          onChange={(_, checked) => onChange(checked)}
          // The visible label, then the entry: every entry has one of these.
          slotProps={{
            input: { 'aria-label': t('cv.studio.content.includeEntryNamed', { name }) },
          }}
        />
      }
      label={t('cv.studio.content.includeEntry')}
    />
  );
}
