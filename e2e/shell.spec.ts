import { expect, test } from '@playwright/test';
import { bodyBackground, logoVariant, markLoggedIn, openSideMenu } from './support/shell';

test.describe('app shell', () => {
  test('home renders welcome, features and the call to sign up', async ({ page }) => {
    await page.goto('/ui');
    await expect(page).toHaveTitle('Home · CV Builder');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your CV, beautifully done');
    await expect(page.getByRole('heading', { name: 'Create your CV' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share with a link' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up for free' }).first().click();
    await expect(page).toHaveURL(/\/ui\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  });

  test('the root path leads to /ui', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ui\/?$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/ui/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where are you going?');
    await expect(page.getByText("The page you're looking for doesn't exist")).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/ui\/?$/);
  });

  test('switching to German changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/ui');
    await page.getByRole('button', { name: 'Language: English' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'English' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Lebenslauf, schön gemacht',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Lebenslauf, schön gemacht',
    );
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the browser language is used when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/ui/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    await context.close();
  });

  test('the side menu of a logged-out user lists login and home, closed at first', async ({
    page,
  }) => {
    await page.goto('/ui');
    await expect(page.getByRole('dialog', { name: 'Side menu' })).toHaveCount(0);
    const menu = await openSideMenu(page);
    await expect(menu.getByRole('link')).toHaveText(['Log in', 'Home']);
    // Wide screens have the app bar selector, so no languages in the menu.
    await expect(menu.getByText('Languages')).toHaveCount(0);

    // It stays open across a route change and closes with Escape.
    await menu.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/ui\/login$/);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a login-required route sends a logged-out user to login with the full path', async ({
    page,
  }) => {
    await page.goto('/ui/account/profile/edit?tab=skills');
    await expect(page).toHaveURL(
      `/ui/login?redirect=${encodeURIComponent('/ui/account/profile/edit?tab=skills')}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });

  test('a failed status check shows the error toast and the pending page', async ({ page }) => {
    await page.route('**/api/account/status', (route) =>
      route.fulfill({
        status: 500,
        json: { status: 500, error: 'Internal Server Error', code: 'internal', message: 'boom' },
      }),
    );
    await markLoggedIn(page);
    await page.goto('/ui/account');
    await expect(page).toHaveURL(/\/ui\/account\/verification\/pending$/);
    const toast = page.getByRole('alert').filter({
      hasText: "Your account verification status couldn't be checked",
    });
    await expect(toast).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('status-toast.png') });
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('the public profile hides navigation bar and footer', async ({ page }) => {
    await page.goto('/ui/profile/somebody');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByText(/All Rights Reserved/)).toHaveCount(0);
  });

  test('the footer has the copyright, the privacy policy and the source code', async ({ page }) => {
    await page.goto('/ui');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('All Rights Reserved');
    await expect(footer.getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(/third-party media storage provider/)).toBeVisible();
  });

  test('the logout page says goodbye and goes home', async ({ page }) => {
    await page.goto('/ui/logout');
    await expect(page.getByRole('heading', { name: 'Goodbye' })).toBeVisible();
    await expect(page.getByText('You are being logged out...')).toBeVisible();
    await expect(page).toHaveURL(/\/ui\/?$/);
  });

  test('the skip link moves to the content', async ({ page }) => {
    await page.goto('/ui/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the side menu lists the languages and the app bar has no selector', async ({ page }) => {
    await page.goto('/ui');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('language-selector')).toBeHidden();
    const menu = await openSideMenu(page);
    const languages = menu.getByRole('list', { name: 'Languages' });
    await expect(languages.getByRole('button')).toHaveText(['English', 'Deutsch']);
    await languages.getByRole('button', { name: 'Deutsch' }).click();
    // Still open, now in German (its own name included).
    const menuDe = page.getByRole('dialog', { name: 'Seitenmenü' });
    await expect(menuDe.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });

  test('the navigation entries become labelled icon buttons', async ({ page }) => {
    await page.goto('/ui');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Download CV' })).toBeVisible();
    await expect(nav.getByText('Download CV')).toBeHidden();
  });
});

test.describe('colour scheme', () => {
  test('light scheme: light logo and theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/ui');
    expect(await logoVariant(page)).toBe('light');
    expect(await bodyBackground(page)).toBe('rgb(245, 247, 251)');
  });

  test('dark scheme: dark logo and theme, switching live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/ui');
    expect(await logoVariant(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(11, 16, 32)');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => bodyBackground(page)).toBe('rgb(245, 247, 251)');
    await expect.poll(() => logoVariant(page)).toBe('light');
  });
});
