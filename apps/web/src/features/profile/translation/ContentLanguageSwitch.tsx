import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALES, type Locale } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from './ContentLanguage';

/**
 * The switch between the owner's texts and their translation: a labelled
 * group of two toggle buttons, each language named in its own language, and
 * a line saying what is being edited.
 */
export function ContentLanguageSwitch() {
  const { t } = useTranslation();
  const { lang, primary, translating, setLang } = useContentLanguage();
  const labelId = useId();
  const hintId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, md: 2.5 },
        py: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TranslateIcon aria-hidden fontSize="small" color="primary" />
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          {t('profile.translation.switchLabel')}
        </Typography>
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={lang}
        onChange={(_, next: Locale | null) => next && setLang(next)}
        aria-labelledby={labelId}
        aria-describedby={hintId}
      >
        {LOCALES.map((code) => (
          <ToggleButton
            key={code}
            value={code}
            lang={code}
            sx={(theme) => ({
              px: 1.5,
              py: 0.25,
              // The selected tint lowers the primary colour's contrast below AA in the light scheme.
              '&.Mui-selected': { color: theme.vars.palette.primary.dark },
              ...theme.applyStyles('dark', {
                '&.Mui-selected': { color: theme.vars.palette.primary.main },
              }),
            })}
          >
            {LOCALE_NAMES[code]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography
        id={hintId}
        variant="body2"
        color="textSecondary"
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      >
        {translating
          ? t('profile.translation.switchHintTranslation', {
              language: LOCALE_NAMES[lang],
              primary: LOCALE_NAMES[primary],
            })
          : t('profile.translation.switchHintPrimary', { language: LOCALE_NAMES[primary] })}
      </Typography>
    </Paper>
  );
}
