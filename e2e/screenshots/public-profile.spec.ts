import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT, createOwner } from '../support/publicProfile';

/** A look, not a check: the page people share, in every size and in print. */
test.describe('public profile screenshots', () => {
  const outDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
  const shot = (page: Page, name: string) =>
    page.screenshot({
      path: path.join(outDir, `public-profile-shared-${name}.png`),
      fullPage: true,
      animations: 'disabled',
    });

  test('public profile in every size, in print and for the owner', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const { owner, account } = await createOwner(browser, baseURL, {
      account: CONTACT,
      showEmail: true,
      showPhone: true,
      showAddress: true,
      picture: true,
      theme: { backgroundColor: '#f3efe6', surfaceColor: '#1f4e5f' },
    });
    const url = `/ui/profile/${account.username}`;
    const sizes = {
      wide: { width: 1440, height: 900 },
      narrow: { width: 390, height: 844 },
      '360': { width: 360, height: 740 },
    };
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [size, viewport] of Object.entries(sizes)) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('img', { name: /Photo of/ })).toBeVisible();
        await shot(page, `${scheme}-${size}`);
      }
    }
    // A German visitor: headings, months and "heute" in German.
    const german = await browser.newContext({ baseURL, locale: 'de-DE', viewport: sizes.narrow });
    const germanPage = await german.newPage();
    await germanPage.goto(url);
    await expect(germanPage.getByRole('heading', { name: 'Berufserfahrung' })).toBeVisible();
    await shot(germanPage, 'de-narrow');
    await german.close();

    await page.setViewportSize(sizes.wide);
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'print');
    // What a browser really prints (A4, @page margins, no background graphics).
    await page.pdf({ path: path.join(outDir, 'public-profile-shared-print.pdf'), format: 'A4' });
    await page.emulateMedia({ media: 'screen' });

    // A light header colour, a dark page: the text colours follow.
    await owner.request.post('/api/profile/theme', {
      data: { backgroundColor: '#1b1b1f', surfaceColor: '#ffd54f' },
    });
    await owner.setViewportSize(sizes.wide);
    await owner.goto(url);
    await expect(owner.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await shot(owner, 'owner-light-header');
    await owner.setViewportSize(sizes['360']);
    await shot(owner, 'owner-360');

    // Only a name: the sparse case.
    const sparse = await createOwner(browser, baseURL, {
      entries: false,
      bio: '',
      jobTitle: '',
      location: '',
    });
    await page.setViewportSize(sizes.wide);
    await page.goto(`/ui/profile/${sparse.account.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'sparse');

    await page.goto('/ui/profile/nobody-has-this-name');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'not-found');

    // The skeleton, held in place by a slow answer.
    await page.route('**/api/public/profile/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(url);
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await shot(page, 'loading');
    await owner.context().close();
    await sparse.owner.context().close();
  });
});
