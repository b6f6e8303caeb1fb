import { expect, test } from '@playwright/test';
import { expectAccessibleEverywhere, expectNoAxeViolations } from './fixtures/axe';
import { SAMPLE } from './fixtures/cvProfile';
import { createOwner } from './support/publicProfile';

test.describe('sharing', () => {
  test('a private profile sent by a secret link: opened, counted, revoked', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const { owner, account } = await createOwner(browser, baseURL, { publicAccess: false });

    // The owner makes a link for one employer.
    await owner.goto('/ui/account');
    const card = owner.locator('section', {
      has: owner.getByRole('heading', { name: 'Share links' }),
    });
    await expect(card.getByText('No share links yet.')).toBeVisible();
    await card.getByLabel('Label (optional)').fill('ACME application');
    await card.getByRole('button', { name: 'Create link' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Your new share link' });
    const url = await dialog.getByLabel('Share link').inputValue();
    expect(url).toMatch(/\/ui\/s\/[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(owner, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByRole('listitem')).toHaveText([/ACME application.*Active.*0 views/]);

    // The public page stays closed; the link opens the profile, without JavaScript too.
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await visitor.newPage();
    const closed = await page.goto(`/ui/profile/${account.username}`);
    expect(closed?.status()).toBe(404);
    const opened = await page.goto(new URL(url).pathname);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAMPLE.displayName);
    await expect(page.getByRole('region', { name: 'Work experience' })).toContainText(
      'Lead Engineer',
    );
    await visitor.close();

    // A visitor with JavaScript sends the view beacon. (Headless Chromium names itself
    // HeadlessChrome, which counts as a bot: this reader says it is an ordinary Chrome.)
    const counted = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    });
    const reader = await counted.newPage();
    const beacon = reader.waitForRequest('**/api/public/views');
    await reader.goto(new URL(url).pathname);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(SAMPLE.displayName);
    await expectAccessibleEverywhere(reader);
    expect((await beacon).postDataJSON()).toMatchObject({ kind: 'share' });

    // The owner sees the view, per day and per link.
    await expect(async () => {
      await owner.reload();
      const stats = owner.locator('section', {
        has: owner.getByRole('heading', { name: 'Views', exact: true }),
      });
      await expect(stats.getByText('ACME application: 1 view')).toBeVisible({ timeout: 5_000 });
      await expect(
        stats.getByRole('img', { name: 'Views per day in the last 90 days' }),
      ).toBeVisible();
    }).toPass({ timeout: 15_000 });
    await expect(
      owner.getByRole('img', { name: 'QR code of the link to your public profile' }),
    ).toBeVisible();
    await expectAccessibleEverywhere(owner);

    // Revoked: the link says what an unknown one says.
    await card.getByRole('button', { name: 'Revoke link "ACME application"' }).click();
    await owner
      .getByRole('dialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await expect(card.getByRole('listitem')).toHaveText([/ACME application.*Revoked/]);
    const gone = await reader.goto(new URL(url).pathname);
    expect(gone?.status()).toBe(404);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Profile not found');
    await counted.close();
    await owner.context().close();
  });
});
