import type { Page } from '@playwright/test';
import { buildUser, signUpByApi, verifyByApi, type TestUser } from './accounts';

/** STORAGE_KEYS of @cv/shared (Playwright does not compile the shared package). */
const STORAGE = { loggedIn: 'cv.loggedIn', accountStatus: 'cv.accountStatus' } as const;

/**
 * A new VERIFIED account, logged in in this page's browser context: signed up
 * with the page's own request context (so the session cookies land in the
 * browser) and verified with the link from the outbox. The local flags are set
 * as a login through the UI sets them.
 */
export async function signUpVerified(page: Page, prefix = 'e2e'): Promise<TestUser> {
  const user = buildUser(prefix);
  await signUpByApi(page.request, user);
  await verifyByApi(page.request, user.email);
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.loggedIn, 'true');
    localStorage.setItem(keys.accountStatus, 'VERIFIED');
  }, STORAGE);
  return user;
}
