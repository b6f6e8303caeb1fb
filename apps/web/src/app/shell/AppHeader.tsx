import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { useAccountSummary } from '../../features/account/account.queries';
import { PATHS } from '../paths';
import { activeNavStyle } from './activeNav';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { navItems } from './navItems';
import { SIDE_MENU_ID } from './sideMenuId';

interface AppHeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * Which form shows at which width is decided by CSS, not by a script, so the
 * server-rendered first screen is right at every width: below 1280 px ('lg',
 * the mobile layout) the navigation entries are icon buttons, above they have
 * their labels; the language selector shows from 'md' up (below, the side
 * menu has the languages). Written wide-first: the rule outside any media
 * query is the desktop's, which is also what jsdom (no media queries) shows.
 */
const onlyWide = (below: 'md' | 'lg') => (theme: Theme) => ({
  [theme.breakpoints.down(below)]: { display: 'none' },
});
const onlyCompact = (theme: Theme) => ({
  display: 'none',
  [theme.breakpoints.down('lg')]: { display: 'inline-flex' },
});

export function AppHeader({ menuOpen, onOpenMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const { data: account } = useAccountSummary();
  const items = navItems(account?.username);

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('nav.openMenu')}
          aria-controls={menuOpen ? SIDE_MENU_ID : undefined}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          data-testid="open-side-menu"
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={PATHS.home}
          underline="none"
          color="inherit"
          aria-label={`${t('app.name')} – ${t('nav.home')}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mr: 'auto', minWidth: 0 }}
        >
          <Logo />
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ fontWeight: 800, letterSpacing: '-0.01em', display: { xs: 'none', sm: 'block' } }}
          >
            {t('app.name')}
          </Typography>
        </Link>
        <Box
          component="nav"
          aria-label={t('app.mainNavigation')}
          sx={(theme) => ({
            display: 'flex',
            gap: 0.5,
            [theme.breakpoints.down('lg')]: { gap: 0 },
          })}
        >
          {items.map((item) => {
            const Icon = item.icon;
            const label = t(item.labelKey);
            // The own public profile opens in a new tab, outside this app's history.
            const target = item.newTab
              ? ({ component: 'a', href: item.to, target: '_blank', rel: 'noopener' } as const)
              : ({ component: NavLink, to: item.to, end: true } as const);
            const newTabHint = item.newTab ? ` ${t('app.opensInNewTab')}` : '';
            return (
              <Fragment key={item.id}>
                <Tooltip title={label}>
                  <IconButton
                    {...target}
                    aria-label={`${label}${newTabHint}`}
                    color="inherit"
                    sx={[onlyCompact, activeNavStyle]}
                  >
                    <Icon />
                  </IconButton>
                </Tooltip>
                <Button
                  {...target}
                  color="inherit"
                  startIcon={<Icon />}
                  sx={[onlyWide('lg'), { px: 1.5 }, activeNavStyle]}
                >
                  {label}
                  {newTabHint && (
                    <Box component="span" sx={visuallyHidden}>
                      {newTabHint}
                    </Box>
                  )}
                </Button>
              </Fragment>
            );
          })}
        </Box>
        <LanguageSelector sx={onlyWide('md')} />
      </Toolbar>
    </AppBar>
  );
}
