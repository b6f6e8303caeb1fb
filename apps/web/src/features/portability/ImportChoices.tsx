import { LOCALES, type ImportMode, type Locale } from '@cv/shared';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One option chosen among a few, by the import page, which holds the choice. */
interface ChoiceProps<T> {
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
}

/** The file's language: a file in the profile's second language fills its translations. */
export function FileLanguage({ value, onChange, disabled }: ChoiceProps<Locale>) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('portability.import.translation.fileLanguage')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        disabled={disabled}
        onChange={(_event, lang: Locale | null) => lang && onChange(lang)}
        aria-labelledby={labelId}
        aria-describedby={hintId}
      >
        {LOCALES.map((lang) => (
          <ToggleButton key={lang} value={lang} lang={lang}>
            {t(`portability.import.translation.languages.${lang}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('portability.import.translation.fileLanguageHint')}
      </Typography>
    </Box>
  );
}

/** Add the file's entries to the profile's, or replace the profile's content (in red: it deletes). */
export function ModeChoice({ value, onChange, disabled }: ChoiceProps<ImportMode>) {
  const { t } = useTranslation();
  const name = useId();
  const modes = ['add', 'replace'] as const;
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ typography: 'body2', fontWeight: 600, mb: 1 }}>
        {t('portability.import.mode.title')}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as ImportMode)}
        sx={{ gap: 1 }}
      >
        {modes.map((mode) => {
          const hintId = `${name}-${mode}-hint`;
          const checked = mode === value;
          return (
            <Box
              key={mode}
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 2,
                border: 1,
                borderColor: checked
                  ? mode === 'replace'
                    ? 'error.main'
                    : 'primary.main'
                  : 'divider',
                bgcolor: (theme) =>
                  checked
                    ? theme.alpha(
                        mode === 'replace'
                          ? theme.vars.palette.error.main
                          : theme.vars.palette.primary.main,
                        0.05,
                      )
                    : 'transparent',
              }}
            >
              <FormControlLabel
                value={mode}
                control={
                  <Radio
                    color={mode === 'replace' ? 'error' : 'primary'}
                    slotProps={{ input: { 'aria-describedby': hintId } }}
                  />
                }
                label={
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {t(`portability.import.mode.${mode}`)}
                  </Typography>
                }
              />
              <Typography
                id={hintId}
                variant="body2"
                color="textSecondary"
                sx={{ pl: 4, pb: 0.5, mt: -0.5 }}
              >
                {t(`portability.import.mode.${mode}Hint`)}
              </Typography>
            </Box>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
