import CheckIcon from '@mui/icons-material/Check';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALES } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../accountLocale';
import { useLocale } from '../useLocale';

/** The app bar's language menu (md and up); each locale named in its own language. */
export function LanguageSelector({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const locale = useLocale();

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
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language-selector"
        sx={sx}
      >
        {LOCALE_NAMES[locale]}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {LOCALES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setAnchor(null);
              void switchLanguage(code);
            }}
          >
            <ListItemIcon>{code === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{LOCALE_NAMES[code]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
