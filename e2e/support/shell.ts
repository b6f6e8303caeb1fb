import { expect, type Page } from '@playwright/test';

/** Opens the side menu from the app bar and returns it (a modal dialog). */
export async function openSideMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Side menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Which logo variant the browser picked: the <source> (dark) or the <img> (light). */
export async function logoVariant(page: Page): Promise<'dark' | 'light'> {
  const logo = page.getByTestId('app-logo').first();
  await expect(logo).toBeVisible();
  return logo.evaluate((img: HTMLImageElement) => {
    const dark = img.parentElement?.querySelector('source')?.srcset;
    return img.currentSrc === dark ? 'dark' : 'light';
  });
}

export async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/**
 * STORAGE_KEYS.loggedIn of @cv/shared (Playwright does not compile the shared
 * TypeScript package, so the key is repeated here).
 */
export const LOGGED_IN_KEY = 'cv.loggedIn';

/** Pretends a login for screens whose API answers a test stubs. */
export async function markLoggedIn(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), LOGGED_IN_KEY);
}
