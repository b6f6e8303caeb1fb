import { expect, test } from '@playwright/test';

/** OIDC_NAME of the server in playwright.config.ts; its provider is support/oidc-provider.mjs. */
const PROVIDER = 'Test ID';

test.describe('external login', () => {
  test('a new user signs up with the OpenID Connect provider and reaches the account', async ({
    page,
  }) => {
    await page.goto('/ui/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    const button = page.getByRole('link', { name: `Continue with ${PROVIDER}` });
    await expect(button).toHaveAttribute('href', '/api/oauth/oidc/start');
    await button.click();

    // The provider (a real OIDC server on loopback) authorizes at once and sends the browser back.
    await expect(page).toHaveURL(/\/ui\/login\/oauth-signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finish your signup');
    await expect(page.getByText(`You are signing up with ${PROVIDER}.`)).toBeVisible();
    const email = page.getByLabel(/^E-Mail/);
    await expect(email).toHaveValue(/^oidc-\w+@example\.test$/);
    await expect(page.getByLabel(/^First name/)).toHaveValue('Grace');
    await expect(page.getByLabel(/^Last name/)).toHaveValue('Hopper');
    const address = await email.inputValue();

    const username = `oidc-${Date.now().toString(36)}`;
    await page.getByLabel(/^Username/).fill(username);
    await page.getByRole('button', { name: 'Finish signup' }).click();

    // The provider's verified address: VERIFIED at once, straight to the account.
    await expect(page).toHaveURL(/\/ui\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
    await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(address, { exact: true })).toBeVisible();
  });
});
