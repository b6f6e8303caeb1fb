import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markLoggedIn } from '../support/shell';

/**
 * Not a check but a look: screenshots of every screen in both schemes, wide
 * and narrow, for a person to review.
 */
const outDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

const SCREENS: Record<string, string> = {
  home: '/ui',
  privacy: '/ui/privacy',
  login: '/ui/login?redirect=%2Fui%2Faccount',
  signup: '/ui/signup',
  logout: '/ui/logout',
  'oauth-failure': '/ui/login/oauth-failure',
  verification: '/ui/account/verification?id=1&token=x',
  'public-profile': '/ui/profile/ada',
  'not-found': '/ui/nope',
};

/** Screens behind the login guard, shown with a stubbed VERIFIED (or other) session. */
const LOGGED_IN_SCREENS: Record<string, { url: string; status: string }> = {
  account: { url: '/ui/account', status: 'VERIFIED' },
  'account-edit': { url: '/ui/account/edit', status: 'VERIFIED' },
  'change-password': { url: '/ui/account/change-password', status: 'VERIFIED' },
  'profile-create': { url: '/ui/account/profile/create', status: 'VERIFIED' },
  'profile-edit': { url: '/ui/account/profile/edit', status: 'VERIFIED' },
  cv: { url: '/ui/cv', status: 'VERIFIED' },
  pending: { url: '/ui/account/verification/pending', status: 'UNVERIFIED' },
  'oauth-signup': { url: '/ui/login/oauth-signup', status: 'INCOMPLETE' },
};

const VIEWPORTS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };

async function snap(page: Page, name: string, fullPage = true) {
  await page.screenshot({
    path: path.join(outDir, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${scheme} ${size}`, () => {
      test.use({ colorScheme: scheme, viewport });
      for (const [name, url] of Object.entries(SCREENS)) {
        test(name, async ({ page }) => {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await snap(page, `${name}-${scheme}-${size}`);
        });
      }
      for (const [name, { url, status }] of Object.entries(LOGGED_IN_SCREENS)) {
        test(name, async ({ page }) => {
          await page.route('**/api/account/status', (route) => route.fulfill({ json: { status } }));
          await page.route('**/api/account', (route) =>
            route.fulfill({ json: { username: 'ada' } }),
          );
          // What the provider told, for the page that finishes an external signup.
          await page.route('**/api/oauth/signup-info', (route) =>
            route.fulfill({
              json: {
                provider: 'github',
                providerName: 'GitHub',
                email: 'ada.lovelace-byron@analytical-engines.example',
                emailVerified: true,
                firstName: 'Ada',
                lastName: 'Lovelace-Byron',
              },
            }),
          );
          await markLoggedIn(page);
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await snap(page, `${name}-${scheme}-${size}`);
        });
      }
      test('side menu', async ({ page }) => {
        await page.goto('/ui');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Side menu' })).toBeVisible();
        await page.waitForTimeout(400);
        await snap(page, `side-menu-${scheme}-${size}`, false);
      });
    });
  }
}
