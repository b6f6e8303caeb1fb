import type { Locale } from './constants';
import type { OAuthProvider } from './schemas/oauth';

/**
 * The contract between the server and the web app for the pages the server
 * sends rendered (the landing and the login of a visitor without a session):
 * the web app's build makes a server-side render module; the server calls it
 * and serves its markup inside the app's index.html; the app then takes that
 * markup over (hydrates it) instead of drawing the page again.
 */

/** Where the server render module is, relative to the web app's build folder. */
export const FIRST_SCREEN_MODULE = 'server/first-screen.js';

/** The id of the JSON script element that carries `FirstScreenData` into the page. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * The pages rendered on the server, by their address, with the query
 * parameters their first screen depends on: an address carrying one of those
 * gets the plain app shell (its page would differ from the cached render).
 */
export const FIRST_SCREEN_PAGES = {
  '/ui': { readsQuery: [] },
  '/ui/login': { readsQuery: ['redirect', 'step'] },
} as const satisfies Record<string, { readsQuery: readonly string[] }>;

export type FirstScreenPath = keyof typeof FIRST_SCREEN_PAGES;

export function isFirstScreenPath(path: string): path is FirstScreenPath {
  return Object.hasOwn(FIRST_SCREEN_PAGES, path);
}

/** What a render depends on besides the page: the browser takes it over with the same. */
export interface FirstScreenData {
  locale: Locale;
  /** The external logins this server offers (the login page shows a button for each). */
  oauthProviders: OAuthProvider[];
}

/** One rendered page: the app's markup and what goes into the document's head. */
export interface FirstScreen {
  /** The inside of the app's root element. */
  markup: string;
  /** The style elements of the markup (the theme's variables and every component's rules). */
  styles: string;
  title: string;
  description: string;
}

/** The render module's export. */
export type RenderFirstScreen = (
  path: FirstScreenPath,
  data: FirstScreenData,
) => Promise<FirstScreen>;
