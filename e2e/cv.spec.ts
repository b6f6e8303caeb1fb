import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './fixtures/axe';
import { seedProfile } from './fixtures/cvProfile';
import { expectPreviewShown } from './support/cvPage';
import { signUpVerified } from './support/verifiedUser';

test.describe('CV page', () => {
  test('pick a design, see the own CV previewed, download the PDF', async ({ page }) => {
    test.slow();
    await signUpVerified(page, 'cv');
    await seedProfile(page.request);

    await page.goto('/ui/cv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download your CV');
    const designs = page.getByRole('radiogroup', { name: 'Designs' });
    // One card per design (CV_DESIGN_IDS; Playwright does not compile the shared package).
    await expect(designs.getByRole('radio')).toHaveCount(12);
    await expect(designs.getByRole('radio', { name: 'Lebenslauf' })).toBeVisible();
    await expect(designs.getByRole('radio', { name: 'Classic' })).toBeChecked();
    await expect(page.getByText('More designs coming soon')).toBeVisible();
    // Every card shows its sample picture.
    for (const image of await designs.getByRole('img').all()) {
      // The pictures load lazily, as they come into view.
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expectPreviewShown(page, 'Page 1 of your CV in the design Classic');
    await expectNoAxeViolations(page);

    // Mouse, then keyboard: the radio group moves with the arrow keys.
    await designs.getByText('Modern', { exact: true }).click();
    await expect(designs.getByRole('radio', { name: 'Modern' })).toBeChecked();
    await expect(page).toHaveURL(/design=modern/);
    await expectPreviewShown(page, 'Page 1 of your CV in the design Modern');
    await page.keyboard.press('ArrowRight');
    await expect(designs.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await expect(designs.getByRole('radio', { name: 'Compact' })).toBeFocused();
    await expectPreviewShown(page, 'Page 1 of your CV in the design Compact');

    // The CV's own language, independent of the UI's.
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/lang=de/);
    await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectPreviewShown(page, 'Page 1 of your CV in the design Compact');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    // <First>-<Last>-CV.pdf, or the display name's words when the account has no names.
    expect(download.suggestedFilename()).toMatch(/-CV\.pdf$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByRole('alert').filter({ hasText: 'Your CV was saved as' })).toBeVisible();
  });

  test('a long CV pages through its preview', async ({ page }) => {
    test.slow();
    await signUpVerified(page, 'cvpages');
    await seedProfile(page.request, { entries: false });
    const text = 'Long description of the work done in this position. '.repeat(12);
    for (let i = 0; i < 12; i++) {
      const saved = await page.request.post('/api/profile/work-experience', {
        data: {
          jobTitle: `Position ${i + 1}`,
          company: 'Analytical Engines Ltd',
          positionStart: '2010-01-01',
          positionEnd: '2012-01-01',
          description: text,
          position: i,
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    await page.goto('/ui/cv');
    await expectPreviewShown(page, 'Page 1 of your CV in the design Classic');
    const pages = page.getByRole('navigation', { name: 'Pages of the preview' });
    await expect(pages).toContainText(/Page 1 of [2-9]/);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expectPreviewShown(page, 'Page 2 of your CV in the design Classic');
    await expect(pages).toContainText(/Page 2 of/);
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  test('without a profile: a way to create one instead of a preview', async ({ page }) => {
    await signUpVerified(page, 'cvnone');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/ui/cv');
    await expect(page.getByText('Create your profile first, then download your CV')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    await expect(page.getByRole('radio')).toHaveCount(12);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Create your profile' }).click();
    await expect(page).toHaveURL(/\/ui\/account\/profile\/create$/);
  });

  test('shows the error messages when designs or the PDF fail', async ({ page }) => {
    await signUpVerified(page, 'cverr');
    await seedProfile(page.request, { entries: false });
    await page.route('**/api/cv/designs', (route) =>
      route.fulfill({
        status: 500,
        json: { status: 500, error: 'Internal Server Error', code: 'internal', message: 'x' },
      }),
    );
    await page.route('**/api/cv/pdf?**', (route) =>
      route.fulfill({
        status: 500,
        json: {
          status: 500,
          error: 'Internal Server Error',
          code: 'cv_render_failed',
          message: 'There was a problem while creating your PDF-CV',
        },
      }),
    );
    await page.goto('/ui/cv');
    await expect(page.getByText('Could not load the available CV Designs')).toBeVisible();
    // The preview and the download still work with the default design.
    await expectPreviewShown(page, /Page 1 of your CV/);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'There was a problem while creating your PDF-CV' }),
    ).toBeVisible();
  });
});
