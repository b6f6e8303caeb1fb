import { defineConfig } from '@playwright/test';
import browserTests from '../playwright.config';

/**
 * Screenshots for a person to review, not checks: every screen in both
 * schemes and several sizes, into test-results/screenshots. Run by
 * `npm run screenshots`, against the same server as the browser tests.
 */
export default defineConfig(browserTests, {
  testDir: '.',
  testIgnore: [],
  // A screen whose shot failed is worth a look, not a second try.
  retries: 0,
});
