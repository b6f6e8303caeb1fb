import type { Browser } from 'playwright-core';

/**
 * One page printed to PDF by Chromium in a fresh browser context (no
 * cookies, storage or cache shared, as a multi-user server keeps users
 * apart in a browser), once its web fonts are in.
 */
export async function printInFreshContext(
  browser: Browser,
  url: string,
  options: { locale?: string } = {},
): Promise<Buffer> {
  const context = await browser.newContext(options.locale ? { locale: options.locale } : {});
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // Web fonts load lazily; print only once they are in (the page runs this, not Node).
    await page.evaluate('document.fonts.ready.then(() => true)');
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await context.close();
  }
}
