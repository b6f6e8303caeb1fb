import {
  FIRST_SCREEN_DATA_ID,
  isFirstScreenPath,
  isLocale,
  type FirstScreenData,
  type FirstScreenPath,
} from '@cv/shared';

// Apart from the query and router helpers of firstScreen.ts: the entry reads it
// before any of the app's code has loaded.

/** What the server put into a page it rendered: the page and the data it rendered it with. */
export interface ServedFirstScreen extends FirstScreenData {
  path: FirstScreenPath;
}

/** The served first screen, or null for the plain app shell (or data the app cannot read). */
export function readServedFirstScreen(doc: Document): ServedFirstScreen | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<ServedFirstScreen>;
    return typeof data.path === 'string' &&
      isFirstScreenPath(data.path) &&
      isLocale(data.locale) &&
      Array.isArray(data.oauthProviders)
      ? (data as ServedFirstScreen)
      : null;
  } catch {
    return null;
  }
}
