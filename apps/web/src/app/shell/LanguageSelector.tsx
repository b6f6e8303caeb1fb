import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../useLocale';
import { whenIdle } from './whenIdle';

// The menu's code (a popover, a list) loads when the browser is idle: the first screen shows the button only.
const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() =>
  loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })),
);

/** The app bar's language selector (md and up): a button and its menu. */
export function LanguageSelector({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const locale = useLocale();
  // Rendered from its first opening on, so that it can close with its transition.
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => whenIdle(loadLanguageMenu), []);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<TranslateIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-label={`${t('nav.language')}: ${LOCALE_NAMES[locale]}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="language-selector"
        sx={sx}
      >
        {LOCALE_NAMES[locale]}
      </Button>
      {menuUsed && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            buttonId={buttonId}
            locale={locale}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
