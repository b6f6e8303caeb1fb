import type SvgIcon from '@mui/material/SvgIcon';
import HomeIcon from '@mui/icons-material/Home';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PersonIcon from '@mui/icons-material/Person';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { BASENAME, PATHS, publicProfilePath } from '../paths';

export interface NavItem {
  id: 'home' | 'publicProfile' | 'downloadCv' | 'letters';
  labelKey: string;
  icon: typeof SvgIcon;
  to: string;
  /** A plain link opening in a new tab (the own public profile, as in the side menu). */
  newTab?: boolean;
}

/**
 * The top navigation. With a known username the public
 * profile opens in a new tab, as from the side menu; without one (logged out)
 * it leads to '/profile', whose login guard brings the user back to their own
 * profile after logging in.
 */
export function navItems(username: string | undefined): NavItem[] {
  return [
    { id: 'home', labelKey: 'nav.home', icon: HomeIcon, to: PATHS.home },
    username
      ? {
          id: 'publicProfile',
          labelKey: 'nav.publicProfile',
          icon: PersonIcon,
          to: `${BASENAME}${publicProfilePath(username)}`,
          newTab: true,
        }
      : {
          id: 'publicProfile',
          labelKey: 'nav.publicProfile',
          icon: PersonIcon,
          to: PATHS.ownPublicProfile,
        },
    { id: 'downloadCv', labelKey: 'nav.downloadCv', icon: PictureAsPdfIcon, to: PATHS.cv },
    { id: 'letters', labelKey: 'letters.nav', icon: MailOutlinedIcon, to: PATHS.letters },
  ];
}
