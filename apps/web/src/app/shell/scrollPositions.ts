import type { Location, createBrowserRouter } from 'react-router';

/**
 * The key a location's scroll position is kept under by `<ScrollRestoration>`.
 * React Router gives the first location of every page load the key
 * "default", so two pages loaded in full one after the other shared one saved
 * position, and going back put the visitor where the other page was. The
 * path tells them apart; later locations keep their unique keys.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname'>): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/**
 * Keeps a served page where it is scrolled when the app takes it over: by
 * the visitor (the scroll that starts the app) or by the browser on the way
 * back to it. The router settles its first location once the page's code has
 * loaded, before `<ScrollRestoration>` has mounted to tell it a position, and
 * would then jump to the top; until then, the position on screen is the one
 * to restore.
 */
export function keepScrollOnTakeover(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'enableScrollRestoration'>,
  win: Window = window,
): void {
  const onScreen = {
    get page() {
      return win.scrollY;
    },
  };
  router.enableScrollRestoration(
    onScreen as unknown as Record<string, number>,
    () => win.scrollY,
    () => 'page',
  );
}
