import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { SideMenu } from './SideMenu';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useDocumentTitle } from './useDocumentTitle';

/** The shell of every page except the public profile: app bar, side menu, content, footer. */
export function AppLayout() {
  const theme = useTheme();
  // Only for the side menu, which is closed on the first screen; the app bar adapts by CSS.
  const mdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = useNavigation();
  useDocumentTitle({ describe: true });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-hidden
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: theme.zIndex.appBar + 1 }}
        />
      )}
      <AppHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} showLanguages={!mdUp} />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer />
      {/* A new page starts at the top; going back returns to where the user was. */}
      <ScrollRestoration />
    </Box>
  );
}
