import CheckIcon from '@mui/icons-material/Check';
import { LOCALES, type Locale } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { switchLanguage } from '../accountLocale';

interface LanguageMenuProps {
  id: string;
  /** The selector's button: the menu hangs from it and is named by it. */
  anchor: HTMLElement | null;
  buttonId: string;
  locale: Locale;
  onClose: () => void;
}

/** The language selector's menu: each locale named in its own language, the current one ticked. */
export function LanguageMenu({ id, anchor, buttonId, locale, onClose }: LanguageMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
            onClose();
            void switchLanguage(code);
          }}
        >
          <ListItemIcon>{code === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{LOCALE_NAMES[code]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
