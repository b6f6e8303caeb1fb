import Box from '@mui/material/Box';
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

/** The five public-access switches of spec section 3. */
export function VisibilitySwitches({ values, onChange, disabled }: VisibilitySwitchesProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormGroup sx={{ gap: 1 }}>
      {VISIBILITY_FLAGS.map((flag) => {
        const help = HELP[flag];
        const helpId = `${id}-${flag}`;
        return (
          <Box key={flag}>
            <FormControlLabel
              sx={{ ml: -1, mr: 0 }}
              control={
                <Switch
                  name={flag}
                  checked={values[flag]}
                  disabled={disabled}
                  onChange={(_, checked) => onChange(flag, checked)}
                  slotProps={{ input: { 'aria-describedby': help ? helpId : undefined } }}
                />
              }
              label={t(`profile.visibility.${flag}`)}
            />
            {help && (
              <Typography
                id={helpId}
                variant="body2"
                color="text.secondary"
                sx={{ pl: 6.5, mt: -0.75 }}
              >
                {t(help)}
              </Typography>
            )}
          </Box>
        );
      })}
    </FormGroup>
  );
}
