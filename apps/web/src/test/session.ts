import { afterEach, beforeEach, vi } from 'vitest';
import { markLoggedIn } from '../app/session';
import { mockViewport } from './matchMedia';

/**
 * Every test of the calling file starts on a desktop viewport with a
 * verified user's login state; the stubbed globals are restored after each.
 */
export function asVerifiedUserOnDesktop() {
  beforeEach(() => {
    mockViewport({ width: 1440 });
    markLoggedIn('VERIFIED');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
