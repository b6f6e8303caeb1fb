import { expect, test, type Page } from '@playwright/test';
import { seedProfile } from './fixtures/cvProfile';
import { waitForTransitions } from './support/transitions';
import { signUpVerified } from './support/verifiedUser';

/**
 * What a new user trips over, checked where it happens: on a 390 px phone
 * (toasts, month pickers, scrolling), in the login redirect, and in what the
 * browser itself reports about home and login (meta description, CSP).
 */

const PHONE = { width: 390, height: 844 };

/** The issues Chromium lists in DevTools' Issues panel (what Lighthouse's Best Practices counts). */
async function collectIssues(page: Page) {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue)));
  await cdp.send('Audits.enable');
  page.on('console', (message) => {
    if (message.type() === 'error') issues.push(`console: ${message.text()}`);
  });
  return issues;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('toasts stay top right, below the app bar, not over the full width', async ({ page }) => {
    await page.goto('/ui/login');
    await page.getByLabel(/^Username or e-mail/).fill('nobody-here');
    await page.getByLabel(/^Password/).fill('Wrong-pass-1!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();
    // Measured where the toast comes to rest, not while it slides in.
    await waitForTransitions(page);
    const box = await toast.boundingBox();
    const bar = await page.locator('header').first().boundingBox();
    expect(box && bar).toBeTruthy();
    if (!box || !bar) return;
    expect(box.width).toBeLessThan(PHONE.width - 40);
    expect(PHONE.width - (box.x + box.width)).toBeLessThan(24);
    expect(box.x).toBeGreaterThan(40);
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);

    // The close button sits at the toast's right edge.
    const close = toast.getByRole('button', { name: 'Close' });
    const closeBox = await close.boundingBox();
    expect(closeBox && box.x + box.width - (closeBox.x + closeBox.width)).toBeLessThan(24);
  });

  test('a new page starts at the top; back returns to where the user was', async ({ page }) => {
    await page.goto('/ui');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('back to a page left by a full page load returns to where the user was', async ({
    page,
  }) => {
    // The served landing page, scrolled, then left by a plain link before the
    // app took over (here: a full load of the next page), then back.
    await page.goto('/ui');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const before = await page.evaluate(() => window.scrollY);
    await page.goto('/ui/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    // The browser restores the scroll, which starts the app: once it has
    // drawn the page, the scroll must still be there.
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  for (const touch of [false, true]) {
    test(`month pickers open in the entry dialogs (${touch ? 'touch' : 'mouse'})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        viewport: PHONE,
        hasTouch: touch,
        isMobile: touch,
      });
      const page = await context.newPage();
      await signUpVerified(page, 'polish');
      await seedProfile(page.request, { entries: false });
      await page.goto('/ui/account/profile/edit');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Add work experience' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add work experience' });
      await expect(dialog).toBeVisible();

      const open = dialog.getByRole('button', { name: /choose date/i }).first();
      if (touch) await open.tap();
      else await open.click();
      // The year list: it ends next year for a start date.
      const nextYear = String(new Date().getFullYear() + 1);
      await expect(page.getByRole('radio', { name: nextYear })).toBeVisible();
      await expect(
        page.getByRole('radio', { name: String(new Date().getFullYear() + 2) }),
      ).toHaveCount(0);
      // The picker grows in and scrolls its year list to this year: pick once it has settled.
      await waitForTransitions(page);
      await page.getByRole('radio', { name: '2021' }).click();
      await waitForTransitions(page);
      await page.getByRole('radio', { name: 'Sep' }).click();
      const ok = page.getByRole('button', { name: 'OK' });
      if (await ok.isVisible()) await ok.click();
      await expect(dialog.locator('input[name="positionStart"]')).toHaveValue('Sep 2021');
      // Choosing a month is no reason to call the untouched end date invalid.
      await expect(dialog.getByText('End date must not be blank')).toHaveCount(0);
      await context.close();
    });
  }
});

test('the login redirect keeps the whole path wanted, #fragment included', async ({ page }) => {
  await page.goto('/ui/account/profile/edit?x=1#frag');
  await expect(page).toHaveURL(/\/ui\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/ui/account/profile/edit?x=1#frag');
});

for (const path of ['/ui', '/ui/login']) {
  test(`${path} has a meta description and logs no issue (CSP or other)`, async ({ page }) => {
    const issues = await collectIssues(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(issues).toEqual([]);
  });
}
