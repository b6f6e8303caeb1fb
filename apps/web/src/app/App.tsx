import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppThemeProvider } from './AppThemeProvider';
import { i18n } from './i18n';
import type { DataRouter } from 'react-router';
import { subscribeSession, getSession } from './session';
import { AppToastContainer } from './toast';

interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  /** Called once the app has rendered (for a server-rendered page: taken it over). */
  onStarted?: () => void;
}

export function App({ router, queryClient, onStarted }: AppProps) {
  // After every child's effects: the page is the app's from here on.
  useEffect(() => onStarted?.(), [onStarted]);

  useEffect(() => {
    // Server answers are localized (countries, messages): refetch in the new language.
    const onLanguageChanged = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', onLanguageChanged);
    // Nothing of one user's data may outlive their session in this tab.
    let wasLoggedIn = getSession().loggedIn;
    const unsubscribe = subscribeSession(() => {
      const { loggedIn } = getSession();
      if (wasLoggedIn && !loggedIn) queryClient.clear();
      wasLoggedIn = loggedIn;
    });
    return () => {
      i18n.off('languageChanged', onLanguageChanged);
      unsubscribe();
    };
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
        <AppToastContainer />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
