import { IMPORT_FORMATS, type ImportFormat } from '@cv/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceCardSx } from '../../components/choiceCardSx';

interface ImportSourcePickerProps {
  /** Null: none chosen yet (the server recognises the format from the file). */
  value: ImportFormat | null;
  onChange: (format: ImportFormat) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
  disabled?: boolean;
}

/**
 * The sources as a radio group of cards, each saying where its file
 * comes from: real radio inputs (visually hidden), so arrow keys, Tab and
 * screen readers behave as for any radio group.
 */
export function ImportSourcePicker({
  value,
  onChange,
  labelledBy,
  disabled = false,
}: ImportSourcePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelledBy}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {IMPORT_FORMATS.map((format) => {
        const checked = format === value;
        const nameId = `${name}-${format}-name`;
        const hintId = `${name}-${format}-hint`;
        return (
          <Card
            key={format}
            component="label"
            data-source={format}
            sx={{
              position: 'relative',
              p: 2,
              pr: 5,
              cursor: disabled ? 'default' : 'pointer',
              ...choiceCardSx(checked),
              opacity: disabled ? 0.6 : 1,
              transition: 'border-color 150ms',
              '&:hover': { borderColor: checked || disabled ? undefined : 'text.secondary' },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={format}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(format)}
              aria-labelledby={nameId}
              aria-describedby={hintId}
              sx={{
                // In the card's middle: scrolled into view (keyboard, tests) it is never under the app bar.
                position: 'absolute',
                top: '50%',
                left: '50%',
                opacity: 0,
                // Strings: in `sx` a width of 1 would mean 100%.
                width: '1px',
                height: '1px',
                m: 0,
                pointerEvents: 'none',
              }}
            />
            {checked && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 12,
                  right: 12,
                  color: 'primary.main',
                  lineHeight: 0,
                }}
              >
                <CheckCircleIcon />
              </Box>
            )}
            <Typography
              id={nameId}
              component="span"
              variant="subtitle1"
              sx={{ display: 'block', fontWeight: 700 }}
            >
              {t(`portability.import.source.names.${format}`)}
            </Typography>
            <Typography
              id={hintId}
              component="span"
              variant="body2"
              color="textSecondary"
              sx={{ display: 'block', mt: 0.5, lineHeight: 1.45 }}
            >
              {t(`portability.import.source.hints.${format}`)}
            </Typography>
          </Card>
        );
      })}
    </Box>
  );
}
