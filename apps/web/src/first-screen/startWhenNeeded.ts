import { EARLY_INPUT_KEY, STORAGE_KEYS } from '@cv/shared';
import { detectLocale } from '../app/locale';
import { readServedFirstScreen } from './servedFirstScreen';

/**
 * What a visitor does first on a page: any of these starts the app. Not a
 * pointer's move: browsers send those without the visitor (a resting mouse
 * under changing layout, a touch screen's emulated mouse).
 */
const FIRST_MOVES = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Starts the app (`start`) at once, or, on a page the server rendered just as
 * the app would draw it, at the visitor's first move: a press, a touch, a
 * key, the focus, a scroll. The served page is whole without the app (its
 * links work, the inline script holds a form sent or a button pressed until
 * the app has started, which then repeats them), so a visitor who reads the
 * landing page keeps the phone's main thread free, and the app's start-up
 * (about half a second of script on a mid-range phone) comes with the first
 * thing they do.
 */
export function startWhenNeeded(start: () => void, doc: Document = document): void {
  if (!servedAsTheAppWouldDrawIt(doc) || movedAlready(doc)) {
    start();
    return;
  }
  const view = doc.defaultView ?? window;
  const startOnce = () => {
    for (const type of FIRST_MOVES) view.removeEventListener(type, startOnce, true);
    start();
  };
  for (const type of FIRST_MOVES) {
    view.addEventListener(type, startOnce, { capture: true, passive: true });
  }
}

/**
 * Whether the visitor acted before this script ran (a slow network): a form
 * sent or a button pressed that the page's script holds, or the focus in the
 * page.
 */
function movedAlready(doc: Document): boolean {
  const view = (doc.defaultView ?? window) as unknown as Record<string, unknown>;
  return view[EARLY_INPUT_KEY] !== undefined || (doc.activeElement ?? doc.body) !== doc.body;
}

/**
 * Whether the page is one the server rendered, in the language the app would
 * choose, for a visitor without a session: otherwise the app must replace it
 * at once.
 */
function servedAsTheAppWouldDrawIt(doc: Document): boolean {
  const served = readServedFirstScreen(doc);
  return (
    served !== null &&
    served.locale === detectLocale() &&
    localStorage.getItem(STORAGE_KEYS.loggedIn) !== 'true'
  );
}
