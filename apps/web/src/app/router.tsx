import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { guardLoader, trackNavigationTarget } from './guards';
import { BASENAME } from './paths';
import { ROUTE_TABLE, type RouteEntry } from './routes';
import { AppLayout } from './shell/AppLayout';
import { PageLoader } from './shell/PageLoader';
import { keepScrollOnTakeover } from './shell/scrollPositions';
import { RouteErrorPage } from './shell/RouteErrorPage';
import type { RouteHandle } from './shell/useDocumentTitle';

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { titleKey: entry.titleKey };
  return {
    id: entry.id,
    path: entry.path,
    handle,
    // The guard runs while the page's chunk loads, not after it.
    loader: entry.access.login || entry.access.guestOnly ? guardLoader(entry.access) : undefined,
    lazy: async () => ({ Component: await entry.load() }),
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          // A pathless child catches page errors inside the shell, keeping the
          // app bar and footer usable.
          errorElement: <RouteErrorPage />,
          children: [
            ...ROUTE_TABLE.map(toRoute),
            {
              id: 'notFound',
              path: '*',
              handle: { titleKey: 'notFound.title' } satisfies RouteHandle,
              // Not lazy: the error page shows it too, so it is in the main chunk anyway.
              Component: NotFoundPage,
            },
          ],
        },
      ],
    },
  ];
}

/**
 * `serverRendered`: the page on screen came from the server (a first screen),
 * and the visitor (or the browser, going back) may have scrolled it already.
 * Hydration data (even none) tells the router so: it then leaves the scroll
 * position alone on its first render, and keeps it when the page's code has
 * loaded instead of jumping to the top.
 */
export function createAppRouter({ serverRendered = false } = {}) {
  const router = createBrowserRouter(buildRoutes(), {
    basename: BASENAME,
    ...(serverRendered ? { hydrationData: {} } : {}),
  });
  if (serverRendered) keepScrollOnTakeover(router);
  trackNavigationTarget(() => router.state.navigation.location ?? router.state.location);
  return router;
}
