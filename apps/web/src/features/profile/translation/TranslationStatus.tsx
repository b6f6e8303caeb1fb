import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationProgress } from './translationValues';

interface TranslationStatusProps {
  progress: TranslationProgress;
  /** What is counted: the entries of a section, or the general section's texts. */
  unit: 'entries' | 'texts';
  /** Said after the count, e.g. that a custom section's title is not translated yet. */
  extra?: ReactNode;
}

/** Under a section's title while translating: "5 of 7 entries translated". */
export function TranslationStatus({ progress, unit, extra }: TranslationStatusProps) {
  const { t } = useTranslation();
  const complete = progress.done === progress.count && !extra;
  const Icon = complete ? CheckCircleOutlinedIcon : TranslateIcon;
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: complete ? 'success.main' : 'text.secondary',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 18 }} />
      <Box component="span">
        {progress.count > 0 &&
          t(`profile.translation.${unit}Translated`, {
            done: progress.done,
            count: progress.count,
          })}
        {progress.count > 0 && extra && ' · '}
        {extra}
      </Box>
    </Typography>
  );
}
