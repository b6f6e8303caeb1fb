import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedProfile } from '../fixtures/cvProfile';
import { expectPreviewShown } from '../support/cvPage';
import { signUpVerified } from '../support/verifiedUser';

/** A look, not a check: the CV page for a person to review. */
test.describe('CV screenshots', () => {
  const outDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
  const shot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({
      path: path.join(outDir, `cv-page-${name}.png`),
      fullPage,
      animations: 'disabled',
    });

  test('CV page in both schemes, wide and narrow', async ({ page }) => {
    test.slow();
    await signUpVerified(page, 'cvshots');
    await seedProfile(page.request, {
      picture: true,
      theme: { backgroundColor: '#f3efe6', surfaceColor: '#1f4e5f' },
    });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [size, viewport] of Object.entries({
        wide: { width: 1440, height: 900 },
        narrow: { width: 390, height: 844 },
        tablet: { width: 1024, height: 768 },
      })) {
        await page.setViewportSize(viewport);
        await page.goto('/ui/cv?design=modern');
        await expectPreviewShown(page, /Page 1 of your CV/);
        for (const image of await page.getByRole('radiogroup').getByRole('img').all()) {
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
        }
        await shot(page, `${scheme}-${size}`);
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    // The UI in German, the CV in English.
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/ui/cv?lang=en&design=elegant');
    await expectPreviewShown(page, /Seite 1 Ihres Lebenslaufs/);
    await shot(page, 'de-ui-en-cv');

    await page.route('**/api/cv/designs', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.route('**/api/cv/preview?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto('/ui/cv');
    await expect(page.getByRole('status', { name: 'Wird geladen…' }).first()).toBeVisible();
    await shot(page, 'loading', false);
  });
});
