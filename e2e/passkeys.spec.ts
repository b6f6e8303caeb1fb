import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './fixtures/axe';
import { buildUser, signUpByApi, verifyByApi, type TestUser } from './support/accounts';

/**
 * Passkeys in real Chromium: a virtual authenticator (Chrome DevTools
 * Protocol) stands in for the fingerprint reader. Add a passkey on the
 * account page, log out, log in with it without a username.
 */

/** A platform authenticator that keeps discoverable credentials and verifies its user. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function logInWithPassword(page: Page, user: TestUser) {
  await page.goto('/ui/login');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/ui\/account/);
}

test('a user adds a passkey, logs out and logs in with it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const authenticator = await addVirtualAuthenticator(page);
  const user = buildUser('passkey');
  await signUpByApi(request, user);
  await verifyByApi(request, user.email);
  await logInWithPassword(page, user);

  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Passkeys' }) });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectAccessibleEverywhere(page);

  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  // The default names the browser and the system.
  await expect(name).toHaveValue(/^Chrome on Linux$|^Chrome$|^Linux$/);
  await name.fill('E2E laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The passkey has been added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = card.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('E2E laptop');
  await expect(item).toContainText('Not used yet');

  // A discoverable credential: the login needs no username.
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await card.scrollIntoViewIfNeeded();
  await expectAccessibleEverywhere(page);

  await page.goto('/ui/logout');
  await expect(page).toHaveURL(/\/ui\/?$/);
  await page.goto('/ui/login');
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page).toHaveURL(/\/ui\/account/);
  await expect(page.getByText(user.email).first()).toBeVisible();
  await expect(item).toContainText('Last used');

  // The login was just now: removing needs no re-authentication, only the confirmation.
  await card.getByRole('button', { name: 'Remove the passkey E2E laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the passkey "E2E laptop"?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The passkey has been removed')).toBeVisible();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
});
