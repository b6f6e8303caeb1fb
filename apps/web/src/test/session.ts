import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { markLoggedIn } from '../app/session';
import { mockViewport } from './matchMedia';

/**
 * Every test of the calling file starts on a desktop viewport; the stubbed
 * globals and the UI language are put back after each.
 */
export function onDesktop() {
  beforeEach(() => {
    mockViewport({ width: 1440 });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
}

/** `onDesktop`, with a verified user's login state. */
export function asVerifiedUserOnDesktop() {
  onDesktop();
  beforeEach(() => {
    markLoggedIn('VERIFIED');
  });
}
