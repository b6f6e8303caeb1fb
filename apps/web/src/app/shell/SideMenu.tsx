import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { LOCALES } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAccountSummary } from '../../features/account/account.queries';
import { useProfileThumbnail } from '../../features/profile/profile.keys';
import { switchLanguage } from '../accountLocale';
import { BASENAME, PATHS, publicProfilePath } from '../paths';
import { useLocale } from '../useLocale';
import { useSession } from '../useSession';
import { activeNavStyle } from './activeNav';
import { Logo } from './Logo';
import { SIDE_MENU_ID } from './sideMenuId';

export { SIDE_MENU_ID };

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

function MenuLink({
  to,
  icon,
  label,
  end,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  end?: boolean;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end={end} sx={activeStyle}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

const activeStyle = [{ borderRadius: 2, mx: 1 }, activeNavStyle];

/**
 * The temporary side menu. It opens only on request and,
 * by design, stays open across route changes: only the close button,
 * Escape or a click on the backdrop close it.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  // Narrow screens list the languages here, since the app bar has no selector there.
  const showLanguages = !useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const { loggedIn } = useSession();
  const locale = useLocale();

  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{
        paper: {
          // MUI makes the temporary drawer's paper a modal dialog; name it.
          id: SIDE_MENU_ID,
          'aria-label': t('app.sideMenu'),
          sx: { width: 300, maxWidth: '85vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
        <Logo size={32} />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('app.name')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('app.sideMenu')}>
        {loggedIn ? (
          <LoggedInEntries />
        ) : (
          <List>
            <MenuLink to={PATHS.login} icon={<LoginIcon />} label={t('nav.login')} />
            <MenuLink to={PATHS.home} icon={<HomeIcon />} label={t('nav.home')} end />
          </List>
        )}
        {showLanguages && (
          <>
            <Divider />
            <List
              aria-labelledby="side-menu-languages"
              subheader={
                <ListSubheader id="side-menu-languages" disableSticky>
                  {t('nav.languages')}
                </ListSubheader>
              }
            >
              {LOCALES.map((code) => (
                <ListItem key={code} disablePadding>
                  <ListItemButton
                    lang={code}
                    selected={code === locale}
                    aria-current={code === locale ? 'true' : undefined}
                    onClick={() => void switchLanguage(code)}
                    sx={{ borderRadius: 2, mx: 1 }}
                  >
                    <ListItemText primary={LOCALE_NAMES[code]} />
                    {code === locale && <CheckIcon fontSize="small" color="primary" />}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}

function LoggedInEntries() {
  const { t } = useTranslation();
  const account = useAccountSummary();
  const thumbnail = useProfileThumbnail();
  const username = account.data?.username;

  return (
    <List>
      <MenuLink
        to={PATHS.account}
        label={t('nav.account')}
        icon={
          thumbnail.data ? (
            <Avatar src={thumbnail.data} alt="" sx={{ width: 28, height: 28 }} />
          ) : (
            <Avatar sx={{ width: 28, height: 28, bgcolor: 'primary.main' }}>
              <PersonIcon fontSize="small" />
            </Avatar>
          )
        }
      />
      {username && (
        <ListItem disablePadding>
          {/* A plain link: the profile opens in a new tab, outside this app's history. */}
          <ListItemButton
            component="a"
            href={`${BASENAME}${publicProfilePath(username)}`}
            target="_blank"
            rel="noopener"
            sx={activeStyle}
          >
            <ListItemIcon>
              <OpenInNewIcon />
            </ListItemIcon>
            <ListItemText primary={t('nav.publicProfile')} />
            <Box component="span" sx={visuallyHidden}>
              {t('app.opensInNewTab')}
            </Box>
          </ListItemButton>
        </ListItem>
      )}
      <MenuLink to={PATHS.cv} icon={<PictureAsPdfIcon />} label={t('nav.generateCv')} />
      <MenuLink to={PATHS.applications} icon={<WorkOutlinedIcon />} label={t('applications.nav')} />
      <MenuLink to={PATHS.letters} icon={<MailOutlinedIcon />} label={t('letters.nav')} />
      <MenuLink to={PATHS.bin} icon={<DeleteOutlinedIcon />} label={t('history.bin.open')} />
      <MenuLink to={PATHS.logout} icon={<LogoutIcon />} label={t('nav.logout')} />
    </List>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
