import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoSideScroll, PHONE } from './support/phone';
import { signUpVerified } from './support/verifiedUser';

/** A two-column CV printed by Chromium (made by the server's fixture script). */
const TWO_COLUMNS = fileURLToPath(
  new URL('../apps/server/test/fixtures/cv-import/two-columns.pdf', import.meta.url),
);

test.describe('importing a PDF', () => {
  test('a CV PDF: preview with what was read, an entry left out, imported into the editor', async ({
    page,
  }) => {
    // Reads a PDF on the server and checks three layouts: more than the default on a busy machine.
    test.setTimeout(90_000);
    await signUpVerified(page, 'pdf-import');
    await page.goto('/ui/account/import');
    await page.getByText('PDF', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'PDF' })).toBeChecked();
    await page.locator('input[type=file]').setInputFiles({
      name: 'Tom-Becker-CV.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(TWO_COLUMNS),
    });

    // The preview: what was read from the PDF, nothing written yet.
    const work = page.getByRole('region', { name: 'Work experience' });
    await expect(work.getByText('4 entries')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/read from its text and layout/)).toBeVisible();
    await expect(page.getByText('tom.becker@example.org')).toBeVisible();
    await expect(work.getByText('Senior Product Designer')).toBeVisible();
    await expect(work.getByText('Lumen Health Inc · 2020-03 – present')).toBeVisible();

    // The internship is left out; the count on the button follows.
    await work.getByRole('button', { name: 'Leave out “Design Intern”' }).click();
    await expect(work.getByText('Left out')).toBeVisible();
    const submit = page.getByRole('button', { name: /^Import \d+ entries$/ });
    const before = Number((await submit.textContent())?.match(/\d+/)?.[0]);

    // A job's correction open, with its dates, through the checks below: it fits a phone too.
    await work.getByRole('button', { name: 'Correct “Senior Product Designer”' }).click();
    await expect(work.getByRole('group', { name: 'Start date' })).toBeVisible();
    await expect(work.getByRole('group', { name: 'End date' })).toBeVisible();

    // Light at both widths, dark on the phone; the layout settles after each resize.
    for (const [scheme, size] of [
      ['light', { width: 1400, height: 900 }],
      ['light', PHONE],
      ['dark', PHONE],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
      await expectNoSideScroll(page, `import preview, ${scheme}, ${size.width} px`);
      await expectNoAxeViolations(page);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await work.getByRole('button', { name: 'Cancel' }).click();

    await submit.click();
    await expect(page.getByText(`${before} entries were added to your profile.`)).toBeVisible();
    await page.getByRole('link', { name: 'Open the profile editor' }).click();
    await expect(page.getByText('Senior Product Designer').first()).toBeVisible();
    await expect(page.getByText('Design Intern')).toHaveCount(0);
  });
});
