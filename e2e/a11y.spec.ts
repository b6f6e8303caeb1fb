import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';

const PAGES = ['/ui', '/ui/privacy', '/ui/login', '/ui/signup', '/ui/no-such-page'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
