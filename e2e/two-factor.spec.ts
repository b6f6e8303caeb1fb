import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessibleEverywhere } from './fixtures/axe';
import { buildUser, signUpByApi, verifyByApi, type TestUser } from './support/accounts';

/** Two-factor login in real Chromium: set it up on the account page, then log in with a code. */

/** What the authenticator app shows for `secret`, `stepsAhead` periods from now. */
function appCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

async function passwordStep(page: Page, user: TestUser) {
  await page.goto('/ui/login');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a user turns on two-factor login and logs in with the app and with a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const user = buildUser('totp');
  await signUpByApi(request, user);
  await verifyByApi(request, user.email);
  await passwordStep(page, user);
  await expect(page).toHaveURL(/\/ui\/account/);

  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Two-factor login' }),
  });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Turn on' }).click();
  const enrol = page.getByRole('dialog', { name: 'Set up two-factor login' });
  await expect(
    enrol.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await enrol.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessibleEverywhere(page, '[role="dialog"]');
  const setupCode = appCode(secret);
  await enrol.getByRole('textbox', { name: 'Code from the app' }).fill(setupCode);
  await enrol.getByRole('button', { name: 'Turn on' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const items = codesDialog.getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allInnerTexts();
  await expectAccessibleEverywhere(page, '[role="dialog"]');
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 recovery codes left')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectAccessibleEverywhere(page);

  // Log out, then in: the password alone no longer opens the account.
  await page.goto('/ui/logout');
  await expect(page).toHaveURL(/\/ui\/?$/);
  await passwordStep(page, user);
  const step = page.getByRole('form', { name: 'Two-factor login' });
  await expect(step).toBeVisible();
  await expect(page).toHaveURL(/\/ui\/login/);
  await expectAccessibleEverywhere(page);
  // The code of the set-up is used up: the app's next code logs in.
  await step.getByRole('textbox', { name: 'Authentication code' }).fill(setupCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('This code is not correct or has already been used')).toBeVisible();
  await step.getByRole('textbox', { name: 'Authentication code' }).fill(appCode(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/ui\/account/);

  // Without the phone: a recovery code, once.
  await page.goto('/ui/logout');
  await expect(page).toHaveURL(/\/ui\/?$/);
  await passwordStep(page, user);
  await step.getByRole('button', { name: 'Use a recovery code' }).click();
  await step.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0] ?? '');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/ui\/account/);
  await expect(card.getByText('9 recovery codes left')).toBeVisible();
});
