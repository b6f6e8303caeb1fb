import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIBILITY_FLAGS, type VisibilityFlag, type VisibilityValues } from './profileForm';

/** Explanations under the switches that need one. */
const HELP: Partial<Record<VisibilityFlag, string>> = {
  publicAccess: 'profile.visibility.publicAccessHelp',
  hideDescriptions: 'profile.visibility.hideDescriptionsHelp',
};

interface VisibilitySwitchesProps {
  values: VisibilityValues;
  onChange: (flag: VisibilityFlag, checked: boolean) => void;
  disabled?: boolean;
}

/**
 * The five public-access switches. An explanation sits
 * under its label (clicking it toggles too) but is the switch's description,
 * not part of its name.
 */
export function VisibilitySwitches({ values, onChange, disabled }: VisibilitySwitchesProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormGroup sx={{ gap: 1.5 }}>
      {VISIBILITY_FLAGS.map((flag) => {
        const help = HELP[flag];
        const labelId = `${id}-${flag}`;
        const helpId = `${id}-${flag}-help`;
        return (
          <FormControlLabel
            key={flag}
            sx={{ ml: -1, mr: 0, alignItems: 'flex-start' }}
            control={
              <Switch
                name={flag}
                checked={values[flag]}
                disabled={disabled}
                onChange={(_, checked) => onChange(flag, checked)}
                slotProps={{
                  input: {
                    'aria-labelledby': labelId,
                    'aria-describedby': help ? helpId : undefined,
                  },
                }}
              />
            }
            label={
              <>
                <Typography id={labelId} component="span" sx={{ display: 'block', pt: '7px' }}>
                  {t(`profile.visibility.${flag}`)}
                </Typography>
                {help && (
                  <Typography
                    id={helpId}
                    component="span"
                    variant="body2"
                    color="textSecondary"
                    sx={{ display: 'block' }}
                  >
                    {t(help)}
                  </Typography>
                )}
              </>
            }
          />
        );
      })}
    </FormGroup>
  );
}
