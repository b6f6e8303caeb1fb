import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { scrollKey } from './scrollPositions';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useDocumentTitle } from './useDocumentTitle';
import { whenIdle } from './whenIdle';

// Closed on every first screen: its code (a drawer, lists) loads when the browser is idle.
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

/** The shell of every page except the public profile: app bar, side menu, content, footer. */
export function AppLayout() {
  const theme = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  // Rendered from its first opening on, so that it can close with its transition.
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => whenIdle(loadSideMenu), []);
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
      <AppHeader
        menuOpen={menuOpen}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
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
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
