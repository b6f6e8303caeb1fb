import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { createAppTheme } from '../theme';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The public profile's frame: no app bar, no footer, the light 'profile'
 * theme whatever the system scheme (a shared CV should look the same to
 * every visitor). The page itself applies the owner's colours.
 */
export function BareLayout() {
  const theme = useMemo(() => createAppTheme('profile'), []);
  useDocumentTitle();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SkipLink />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <ScrollRestoration />
    </ThemeProvider>
  );
}
