import { APP_STARTED_ATTRIBUTE, EARLY_INPUT_KEY } from '@cv/shared';

type EarlyInput = HTMLFormElement | HTMLButtonElement | undefined;

/**
 * The app has taken the server's page over: the first screen's script (see
 * FIRST_SCREEN_SCRIPT) stops holding input, and what it held (a form sent or
 * a button pressed before the app had started) is repeated, now that the app
 * handles it. A login sent early thus logs in with what was typed.
 */
export function replayEarlyInput(): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  const store = window as unknown as Record<string, EarlyInput>;
  const early = store[EARLY_INPUT_KEY];
  delete store[EARLY_INPUT_KEY];
  if (!early?.isConnected) return;
  if (early instanceof HTMLFormElement) early.requestSubmit();
  else early.click();
}

/** The app drew its own page (not the server's): nothing held is repeated on other elements. */
export function dropEarlyInput(): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  delete (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_KEY];
}
