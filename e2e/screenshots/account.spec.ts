import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUser, signUpByApi, verifyByApi, type TestUser } from '../support/accounts';

/**
 * Not a check but a look: the account screens with real data from the real
 * server, in both schemes, wide and narrow, for a person to review.
 */
const outDir = fileURLToPath(new URL('../../test-results/screenshots/account/', import.meta.url));
const VIEWPORTS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };

// Two accounts for the whole file: signups are rate-limited per IP.
test.describe.configure({ mode: 'serial' });

const ACCOUNT_DATA = {
  phone: '+44 20 7946 0958',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthday: '1985-12-10',
  street: 'St James Square',
  houseNumber: '12',
  postcode: 'SW1Y 4JH',
  city: 'London',
  country: 'GB',
};

/** Logs the browser in once and keeps cookies and localStorage for every screenshot. */
async function sessionOf(browser: Browser, baseURL: string, user: TestUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/ui/login');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const state = await context.storageState();
  await context.close();
  return state;
}

type State = Awaited<ReturnType<typeof sessionOf>>;
let verified: State;
let unverified: State;

test.beforeAll(async ({ browser, request, baseURL }) => {
  const ada = buildUser('ada');
  await signUpByApi(request, ada);
  await verifyByApi(request, ada.email);
  verified = await sessionOf(browser, baseURL as string, ada);
  const context = await browser.newContext({ baseURL, storageState: verified });
  const api = context.request;
  expect(
    (await api.post('/api/account', { data: { email: ada.email, ...ACCOUNT_DATA } })).ok(),
  ).toBe(true);
  const profile = await api.post('/api/profile', {
    multipart: {
      data: JSON.stringify({
        displayName: 'Ada Lovelace',
        jobTitle: 'Software Engineer',
        publicAccess: true,
      }),
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await context.close();

  const grace = buildUser('grace');
  await signUpByApi(request, grace);
  unverified = await sessionOf(browser, baseURL as string, grace);
});

async function snap(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Skeletons and the country names settle.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A focused field may have scrolled the page; the sticky app bar would land mid-shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(outDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

const verifiedOk = (page: Page) =>
  page.route('**/api/account/verification', (route) =>
    route.fulfill({ json: { status: 'VERIFIED' } }),
  );
const verifiedFails = (page: Page) =>
  page.route('**/api/account/verification', (route) =>
    route.fulfill({
      status: 400,
      json: {
        status: 400,
        error: 'Bad Request',
        code: 'verification_expired',
        message: 'This verification link has expired, please request a new e-mail',
      },
    }),
  );
const LINK = '/ui/account/verification?id=3f9a6c1e-2b7d-4c5e-9a8f-1d2e3f4a5b6c&token=x';

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const suffix = `${scheme}-${size}`;
    test.describe(suffix, () => {
      test.use({ colorScheme: scheme, viewport });

      test('logged out', async ({ page }) => {
        await page.goto('/ui/login?redirect=%2Fui%2Faccount');
        await snap(page, `login-${suffix}`);
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await expect(page.getByText('Password must not be blank')).toBeVisible();
        await snap(page, `login-errors-${suffix}`);

        await page.goto('/ui/signup');
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abcD1');
        await snap(page, `signup-${suffix}`);
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByText('Username must not be blank')).toBeVisible();
        await snap(page, `signup-errors-${suffix}`);

        await verifiedOk(page);
        await page.goto(LINK);
        await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
        await snap(page, `verification-ok-${suffix}`);
        await page.unrouteAll();
        await verifiedFails(page);
        await page.goto(LINK);
        await expect(
          page.getByRole('heading', { name: 'Failed to verify your email' }),
        ).toBeVisible();
        await snap(page, `verification-failed-${suffix}`);
      });

      test('verified', async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          baseURL,
          storageState: verified,
          colorScheme: scheme,
          viewport,
        });
        const page = await context.newPage();
        await page.goto('/ui/account');
        await expect(page.getByText('United Kingdom')).toBeVisible();
        await snap(page, `account-${suffix}`);
        await page.getByRole('button', { name: 'Delete account' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(outDir, `delete-dialog-${suffix}.png`) });
        await page.keyboard.press('Escape');

        await page.goto('/ui/account/edit');
        await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
        await snap(page, `account-edit-${suffix}`);

        await page.goto('/ui/account/change-password');
        await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Secret1');
        await snap(page, `change-password-${suffix}`);
        await context.close();
      });

      test('unverified', async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          baseURL,
          storageState: unverified,
          colorScheme: scheme,
          viewport,
        });
        const page = await context.newPage();
        await page.goto('/ui/account/verification/pending');
        await expect(page.getByText(/We sent the link to/)).toBeVisible();
        await page.getByRole('button', { name: 'Wrong address? Change it' }).click();
        await snap(page, `pending-${suffix}`);
        await context.close();
      });
    });
  }
}
