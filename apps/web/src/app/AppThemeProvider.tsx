import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createAppTheme } from './theme';

const theme = createAppTheme();

/**
 * Light or dark after the system preference: CSS variables and a media query,
 * no script and nothing stored (there is no switch to remember).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} storageManager={null}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
