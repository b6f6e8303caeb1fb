import { configureApiClient } from '../api/client';
import { i18nReady } from './i18n';
import { BASENAME } from './paths';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { routeFor } from './routes';
import { readServedFirstScreen } from '../first-screen/servedFirstScreen';
import { startApp } from '../first-screen/startApp';

function start() {
  const router = createAppRouter({ serverRendered: readServedFirstScreen(document) !== null });
  const queryClient = createQueryClient();

  // The API client lives outside React; let it navigate through the router.
  configureApiClient({ navigate: (to) => void router.navigate(to) });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  return startApp(root, router, queryClient);
}

// The first page's code downloads while the texts of its language do; the
// router starts once they are there, since its guards may already speak
// (a toast when the account's status cannot be checked).
void routeFor(window.location.pathname.slice(BASENAME.length) || '/')?.load();
void i18nReady.then(start);
