import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations and transitions have ended (a
 * toast sliding in, a dialog fading in): what a person sees once it settles.
 * Spinners and skeleton pulses run forever and are not waited for.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
