import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './fixtures/axe';
import { buildUser, signUpByApi, verifyByApi, type TestUser } from './support/accounts';

/** Active sessions on the account page: two browsers, one logs the other out. */

async function logInIn(browser: Browser, baseURL: string, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/ui/login');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/ui\/account/);
  return page;
}

test('a user sees where they are logged in and logs the other browser out', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const user = buildUser('sessions');
  await signUpByApi(request, user);
  await verifyByApi(request, user.email);
  const other = await logInIn(browser, baseURL as string, user);
  const page = await logInIn(browser, baseURL as string, user);

  const card = page.locator('.MuiCard-root', {
    has: page.getByRole('heading', { name: 'Where you are logged in' }),
  });
  // The signup (through the API) was a login too: three sessions.
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(card.getByRole('listitem').first()).toContainText('Chrom');
  await card.scrollIntoViewIfNeeded();
  await expectAccessibleEverywhere(page);

  await card
    .getByRole('button', { name: /^Log out .+/ })
    .first()
    .click();
  await expect(page.getByText('The device has been logged out')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await card.getByRole('button', { name: 'Log out everywhere else' }).click();
  await expect(page.getByText('You have been logged out everywhere else')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);

  // The other browser's access token died with its session: its next call fails and it must log in.
  const status = await other.request.get('/api/account');
  expect(status.status()).toBe(401);
  await other.reload();
  await expect(other).toHaveURL(/\/ui\/login/);
});
