import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from '../app/App';
import { currentLocale } from '../app/i18n';
import { getSession } from '../app/session';
import { dropEarlyInput, replayEarlyInput } from './earlyInput';
import { seedFirstScreenQueries, untilRouterReady } from './firstScreen';
import { readServedFirstScreen } from './servedFirstScreen';

/**
 * Starts the app in `container`. A page the server rendered (the landing or
 * the login of a visitor without a session) is hydrated: React adopts the
 * markup the visitor already sees, with what they typed and where the focus
 * is. Anything else is drawn afresh.
 *
 * Both run in a transition, so React renders in slices and yields to the
 * browser between them instead of blocking the main thread for the whole
 * first render.
 */
export async function startApp(
  container: HTMLElement,
  router: DataRouter,
  queryClient: QueryClient,
): Promise<Root> {
  const app = (onStarted: () => void) => (
    <StrictMode>
      <App router={router} queryClient={queryClient} onStarted={onStarted} />
    </StrictMode>
  );
  const served = readServedFirstScreen(document);
  if (!served) return render(container, app(dropEarlyInput));
  seedFirstScreenQueries(queryClient, served);
  // The page itself, not the loading fallback, must be the first render.
  await untilRouterReady(router);
  if (!matchesServed(served, router)) {
    // Another language stored in this browser, a login in another tab, a guard that sent
    // the visitor on: the served page stays until the app's own replaces it.
    return render(container, app(dropEarlyInput));
  }
  let root: Root | undefined;
  // startTransition runs its callback at once; the hydration it starts renders in slices.
  startTransition(() => {
    root = hydrateRoot(container, app(replayEarlyInput));
  });
  return root!;
}

function render(container: HTMLElement, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}

/** Whether the browser's first render will be the page the server rendered. */
function matchesServed(served: { path: string; locale: string }, router: DataRouter): boolean {
  const path = router.state.location.pathname.replace(/\/$/, '');
  return served.path === path && served.locale === currentLocale() && !getSession().loggedIn;
}
