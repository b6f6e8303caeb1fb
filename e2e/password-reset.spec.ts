import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { buildUser, dataDir, signUpByApi, testClientIp, verifyByApi } from './support/accounts';

/** Forgotten password: link on the login page, mail with a single-use link, new password, login. */

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset link of the newest mail to `email`; waits for it (it is sent after the answer). */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = path.join(dataDir(), 'outbox');
        const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const raw = decodeQuotedPrintable(await readFile(path.join(outbox, name), 'utf8'));
          if (!new RegExp(`^To:\\s*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw)) continue;
          link = /https?:\/\/[^\s"'<>]+\/ui\/login\/reset-password\?token=[\w-]+/.exec(raw)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a reset mail to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

const VIEWPORTS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };

/** axe in light and dark, wide and narrow, on the page as it is. */
async function checkAllSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(VIEWPORTS.wide);
}

test('a user who forgot the password sets a new one by mail and logs in with it', async ({
  page,
  request,
}) => {
  // axe runs a dozen times on a shared machine.
  test.setTimeout(360_000);
  const user = buildUser('forgot');
  await signUpByApi(request, user);
  await verifyByApi(request, user.email);

  await page.goto('/ui/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await checkAllSchemes(page);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mails' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(user.email);
  await expectNoAxeViolations(page);

  const link = await resetLinkFor(user.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await checkAllSchemes(page);
  const newPassword = 'Brand-new-pass-2!';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/ui\/account/);

  // The link is single-use: opened again it explains at once, before any
  // password is typed, and offers a new one.
  await page.goto('/ui/logout');
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('the forgotten-password pages speak German', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
  await page.goto('/ui/login/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A real link: the page checks it as it opens, and a dead one shows no form.
  const user = buildUser('forgot-de');
  await signUpByApi(request, user);
  await verifyByApi(request, user.email);
  const forgot = await request.post('/api/auth/password/forgot', {
    data: { email: user.email },
    headers: { 'X-Forwarded-For': testClientIp() },
  });
  expect(forgot.status()).toBe(204);
  await page.goto(await resetLinkFor(user.email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/ui/login/reset-password?token=x');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihr Passwort konnte nicht festgelegt werden' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  await expectNoAxeViolations(page);
});
