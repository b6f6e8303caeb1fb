import type { CvDesign, CvDesignId, Locale } from '@cv/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_IMAGE_SX, PAPER_RATIO } from './previewParts';
import { choiceCardSx } from '../../components/choiceCardSx';
import { SHEET_BACKDROP } from '../../app/theme';

/** Two cards a row on phones, four on tablets, two beside the preview from 1280 px. */
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: '1fr 1fr' },
} as const;

/** The design's sample picture in the CV's language (the list's is in the UI's). */
function previewIn(url: string, lang: Locale): string {
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.set('lang', lang);
  return parsed.origin === window.location.origin
    ? `${parsed.pathname}${parsed.search}`
    : parsed.href;
}

/**
 * Cards loaded at once: the first two rows on a phone, the first row beside
 * the preview. Lazy loading would hold them until layout, after the scripts;
 * the rest still load as they come near.
 */
export const EAGER_DESIGN_IMAGES = 4;

/** Attempts after a failed load (the render pool busy), spaced further apart each time. */
export const DESIGN_IMAGE_RETRIES = 2;
const RETRY_DELAY_MS = 2_000;

/** The address of a further attempt: new, so the browser does not reuse its failure. */
function attemptUrl(src: string, attempt: number): string {
  if (attempt === 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

function DesignImage({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  const handleError = () => {
    if (attempt >= DESIGN_IMAGE_RETRIES) {
      // Shown as it is (its alternative text) rather than a skeleton for ever.
      setLoaded(true);
      return;
    }
    retry.current = setTimeout(
      () => setAttempt((current) => current + 1),
      RETRY_DELAY_MS * (attempt + 1),
    );
  };

  return (
    <Box sx={{ position: 'relative', aspectRatio: PAPER_RATIO.a4, bgcolor: '#fff' }}>
      {!loaded && (
        <Skeleton
          variant="rectangular"
          sx={{ position: 'absolute', inset: 0, height: '100%' }}
          aria-hidden
        />
      )}
      <Box
        component="img"
        src={attemptUrl(src, attempt)}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={handleError}
        sx={{
          ...PAGE_IMAGE_SX,
          opacity: loaded ? 1 : 0,
          transition: 'opacity 200ms',
        }}
      />
    </Box>
  );
}

interface DesignPickerProps {
  designs: readonly CvDesign[];
  value: CvDesignId;
  lang: Locale;
  onChange: (design: CvDesignId) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
}

/**
 * The designs as a radio group of cards: real radio inputs (visually hidden),
 * so arrow keys, Tab and screen readers behave as for any radio group.
 */
export function DesignPicker({ designs, value, lang, onChange, labelledBy }: DesignPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <Box role="radiogroup" aria-labelledby={labelledBy} sx={GRID}>
      {designs.map((design, index) => {
        const checked = design.id === value;
        const nameId = `${name}-${design.id}-name`;
        const descriptionId = `${name}-${design.id}-description`;
        return (
          <Card
            key={design.id}
            component="label"
            data-design={design.id}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              cursor: 'pointer',
              ...choiceCardSx(checked),
              transition: 'border-color 150ms, box-shadow 150ms, transform 150ms',
              '&:hover': {
                borderColor: checked ? 'primary.main' : 'text.secondary',
                transform: 'translateY(-2px)',
              },
              '@media (prefers-reduced-motion: reduce)': {
                transition: 'none',
                '&:hover': { transform: 'none' },
              },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={design.id}
              checked={checked}
              onChange={() => onChange(design.id)}
              aria-labelledby={nameId}
              aria-describedby={descriptionId}
              sx={{
                position: 'absolute',
                opacity: 0,
                // Strings: in `sx` a width of 1 would mean 100%.
                width: '1px',
                height: '1px',
                m: 0,
                pointerEvents: 'none',
              }}
            />
            <Box
              sx={{
                p: 1.5,
                pb: 0,
                bgcolor: SHEET_BACKDROP,
              }}
            >
              <Box
                sx={{
                  borderRadius: '4px 4px 0 0',
                  overflow: 'hidden',
                  boxShadow: '0 2px 10px rgba(16, 24, 40, 0.14)',
                }}
              >
                <DesignImage
                  src={previewIn(design.previewUrl, lang)}
                  alt={t('cv.page.designPreviewAlt', { design: design.name })}
                  eager={index < EAGER_DESIGN_IMAGES}
                />
              </Box>
            </Box>
            {checked && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 8,
                  right: 8,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  bgcolor: 'background.paper',
                  color: 'primary.main',
                  boxShadow: 2,
                }}
              >
                <CheckCircleIcon />
              </Box>
            )}
            <CardContent sx={{ p: 1.75, '&:last-child': { pb: 1.75 } }}>
              <Typography id={nameId} variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                {design.name}
              </Typography>
              <Typography
                id={descriptionId}
                variant="body2"
                color="textSecondary"
                sx={{ mt: 0.5, lineHeight: 1.45 }}
              >
                {design.description}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/** The picker's shape while the designs load. */
export function DesignPickerSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('app.loading')} sx={GRID}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: PAPER_RATIO.a4, height: 'auto' }} />
          <CardContent sx={{ p: 1.75 }}>
            <Skeleton variant="text" width="50%" sx={{ fontSize: '1.1rem' }} />
            <Skeleton variant="text" width="95%" sx={{ fontSize: '0.85rem' }} />
            <Skeleton variant="text" width="70%" sx={{ fontSize: '0.85rem' }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
