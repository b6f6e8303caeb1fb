import type { SectionSwitches as SwitchValues } from '@cv/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

export type SectionSwitch = keyof SwitchValues;
const SWITCHES: readonly SectionSwitch[] = ['public', 'print'];

interface SectionSwitchesProps {
  /** The section's title, which names the group for screen readers. */
  section: string;
  values: SwitchValues;
  onChange: (key: SectionSwitch, checked: boolean) => void;
  /** Id of a hint that describes the switches. */
  describedBy?: string;
}

/** A section's two switches: shown on the public profile, printed in the CV. */
export function SectionSwitches({ section, values, onChange, describedBy }: SectionSwitchesProps) {
  const { t } = useTranslation();
  return (
    <Stack
      role="group"
      aria-label={t('profile.sections.switches', { section })}
      aria-describedby={describedBy}
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 3, mt: -1, mb: 1.5 }}
    >
      {SWITCHES.map((key) => (
        <FormControlLabel
          key={key}
          sx={{ ml: -0.5, mr: 0 }}
          control={
            <Switch
              size="small"
              name={key}
              checked={values[key]}
              onChange={(_, checked) => onChange(key, checked)}
            />
          }
          label={t(`fields.${key}`)}
        />
      ))}
    </Stack>
  );
}
