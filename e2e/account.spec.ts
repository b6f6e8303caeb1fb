import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  buildUser,
  signUpByApi,
  testClientIp,
  verificationLinkFor,
  verifyByApi,
  type TestUser,
} from './support/accounts';
import { openSideMenu } from './support/shell';
import { waitForTransitions } from './support/transitions';

/**
 * Accounts in the browser against the real server: signup, the
 * verification mail from the outbox, logout, login with a redirect and
 * deleting the account; plus the failure messages users meet most.
 */

async function fillSignup(page: Page, user: TestUser, username = user.username) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(user.password);
}

/**
 * WCAG 2.1 A/AA violations on the page (or in `include`, e.g. an open modal dialog: the page behind its
 * backdrop is dimmed on purpose), one line each, once transitions have ended.
 */
async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  await waitForTransitions(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) =>
      `${where} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
}

async function fillLogin(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('accounts', () => {
  // The browser's signups count against an address of this file's own (rate limits).
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': testClientIp() } });

  test('sign up, verify by mail, log out, log in with a redirect, delete the account', async ({
    page,
    baseURL,
  }) => {
    // Six screens and two mails: beside the other worker's PDF renders on two cores it needs more than 30 s.
    test.setTimeout(180_000);
    const user = buildUser('journey');

    // Signup with the live requirements list.
    await page.goto('/ui/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    const requirements = page.getByRole('region', { name: 'Password requirements' });
    await expect(requirements.getByRole('listitem')).toHaveCount(6);
    await expect(requirements.getByText('Between 8 and 128 characters')).toBeVisible();
    await fillSignup(page, user);
    await expect(requirements.locator('li[data-met="true"]')).toHaveCount(6);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Logged in, UNVERIFIED: the pending page names the address.
    await expect(page).toHaveURL(/\/ui\/account\/verification\/pending$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
    await expect(page.getByText(user.email)).toBeVisible();

    // The link from the mail in the outbox.
    const link = await verificationLinkFor(user.email);
    expect(link.startsWith(`${baseURL}/ui/account/verification?id=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your e-mail address has been verified',
    );
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cv.accountStatus')))
      .toBe('VERIFIED');
    await page.getByRole('link', { name: 'Continue to your account' }).click();

    // The account with its data; no public link to offer before there is a profile.
    await expect(page).toHaveURL(/\/ui\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Public profile link' })).toHaveCount(0);

    // Log out through the side menu.
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/ui\/?$/);
    await page.keyboard.press('Escape');

    // A login route sends the logged-out user to login with a redirect, which the login honours.
    await page.goto('/ui/account/change-password');
    await expect(page).toHaveURL(
      `/ui/login?redirect=${encodeURIComponent('/ui/account/change-password')}`,
    );
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/ui\/account\/change-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');

    // Delete the account after the confirmation dialog.
    await page.getByRole('link', { name: 'Back to account' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText(
      'All your account and CV data will be deleted permanently and cannot be recovered.',
    );
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your account has been deleted' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ui\/?$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cv.loggedIn'))).toBeNull();
    const loggedOutMenu = await openSideMenu(page);
    await expect(loggedOutMenu.getByRole('link')).toHaveText(['Log in', 'Home']);

    // The account is really gone.
    const login = await page.request.post('/api/auth/login', {
      data: { username: user.username, password: user.password },
    });
    expect(login.status()).toBe(401);
  });

  test("a wrong password says 'Login failed'", async ({ page, request }) => {
    const user = buildUser('wrongpw');
    await signUpByApi(request, user);

    await page.goto('/ui/login');
    await fillLogin(page, user.username, 'Not-the-password-1!');
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Wrong username or password');
    await expect(page).toHaveURL(/\/ui\/login$/);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cv.loggedIn'))).toBeNull();
  });

  test('a taken username is shown under the username field', async ({ page, request }) => {
    const taken = buildUser('taken');
    await signUpByApi(request, taken);

    await page.goto('/ui/signup');
    // Usernames are unique without regard to case.
    await fillSignup(page, buildUser('other'), taken.username.toUpperCase());
    await page.getByRole('button', { name: 'Create account' }).click();

    const username = page.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAccessibleDescription('This username is already taken');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to create your account' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ui\/signup$/);
  });

  test('the logged-in account screens have no WCAG A/AA violations in either scheme', async ({
    page,
    request,
  }) => {
    // Every account screen, checked twice: a minute on a slow machine.
    test.setTimeout(180_000);
    const user = buildUser('axe');
    // Signed up with the page's own request context: the session cookies land in the browser.
    await signUpByApi(page.request, user);
    await page.addInitScript(() => localStorage.setItem('cv.loggedIn', 'true'));
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/ui/account/verification/pending');
      await expect(page.getByText(user.email)).toBeVisible();
      found.push(...(await axeViolations(page, `${scheme} pending`)));
    }
    await verifyByApi(request, user.email);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/ui/account', '/ui/account/edit', '/ui/account/change-password']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(...(await axeViolations(page, `${scheme} ${path}`)));
      }
      await page.goto('/ui/account');
      await page.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
      found.push(...(await axeViolations(page, `${scheme} delete dialog`, '[role="dialog"]')));
    }
    expect(found).toEqual([]);
  });
});
