import { LIMITS, skillLevelKey } from '@cv/shared';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Five dots, `level` of them filled; read out as e.g. 'Very good, 4 of 5'. */
export function SkillLevel({ level }: { level: number }) {
  const { t } = useTranslation();
  const max = LIMITS.skillLevelMax;
  const value = Math.min(Math.max(Math.round(level), 0), max);
  const label = t('publicProfile.skillLevel', {
    label: t(skillLevelKey(Math.max(value, 1))),
    level: value,
    max,
  });
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex', gap: 0.5, flexShrink: 0 }}
    >
      {Array.from({ length: max }, (_, i) => (
        <Box
          key={i}
          data-filled={i < value}
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            // Borders rather than backgrounds: they print without "background graphics".
            border: '5px solid',
            borderColor: (theme) =>
              i < value ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.18),
            printColorAdjust: 'exact',
            WebkitPrintColorAdjust: 'exact',
          }}
        />
      ))}
    </Box>
  );
}
