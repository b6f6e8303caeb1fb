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

/**
 * Where a first screen keeps what a visitor did before the app had taken the
 * page over (the form they submitted, the button they pressed): the app
 * repeats it once it has.
 */
export const EARLY_INPUT_KEY = 'cvEarlyInput';

/** Set on <html> once the app has taken the page over: from then on the app handles every event. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * The first screens' only inline script, allowed by its hash. Until the app
 * has taken the page over, a submitted form or a pressed button does nothing
 * but is remembered (EARLY_INPUT_KEY), and the app repeats it once started:
 * a login sent early would otherwise be posted to the server (the text typed
 * lost with the new page), a menu button pressed early would do nothing.
 * A link clicked early is followed by the browser, and kept from the app:
 * while React is still taking the page over, the router's link would take
 * the click and drop the navigation (its navigate is not live before the
 * page's effects have run), so the click did nothing.
 */
export const FIRST_SCREEN_SCRIPT =
  '(function(){function hold(e){' +
  `if(document.documentElement.hasAttribute("${APP_STARTED_ATTRIBUTE}"))return;` +
  'var c=e.target&&e.target.closest;' +
  'if(c&&e.type==="click"&&e.target.closest("a[href]")){e.stopPropagation();return}' +
  'var t=c&&e.target.closest(e.type==="submit"?"form":"button");' +
  'if(!t||(e.type==="click"&&t.type==="submit"))return;' +
  `e.preventDefault();e.stopPropagation();window.${EARLY_INPUT_KEY}=t}` +
  'document.addEventListener("submit",hold,true);document.addEventListener("click",hold,true)})();';

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
