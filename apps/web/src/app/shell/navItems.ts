import type SvgIcon from '@mui/material/SvgIcon';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { PATHS, publicProfilePath } from '../paths';

export interface NavItem {
  id: 'home' | 'publicProfile' | 'downloadCv';
  labelKey: string;
  icon: typeof SvgIcon;
  to: string;
}

/**
 * The top navigation of spec section 2. Without a known username the public
 * profile entry leads to the account (through the login guard if needed).
 * Entries are active on their exact path only: the account fallback must not
 * light up 'Public Profile' on every account page.
 */
export function navItems(username: string | undefined): NavItem[] {
  return [
    { id: 'home', labelKey: 'nav.home', icon: HomeIcon, to: PATHS.home },
    {
      id: 'publicProfile',
      labelKey: 'nav.publicProfile',
      icon: PersonIcon,
      to: username ? publicProfilePath(username) : PATHS.account,
    },
    { id: 'downloadCv', labelKey: 'nav.downloadCv', icon: PictureAsPdfIcon, to: PATHS.cv },
  ];
}
