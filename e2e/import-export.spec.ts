import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signUpVerified } from './support/verifiedUser';

/** A JSON Resume as another tool writes it: umlauts, an open end, HTML in a summary. */
const RESUME = {
  basics: {
    name: 'Jürgen Weiß',
    label: 'Plattform-Entwicklerin',
    summary: '<p>Baut <strong>robuste</strong> Systeme.</p>',
    location: { city: 'Köln' },
  },
  work: [
    {
      name: 'Müller Logistik GmbH',
      position: 'Senior Entwicklerin',
      startDate: '2019-03',
      highlights: ['Ausfallzeit halbiert'],
    },
    { name: 'Rhein Daten AG', position: 'Entwicklerin', startDate: '2015-01', endDate: '2019-02' },
  ],
  education: [
    { institution: 'TU Köln', area: 'Informatik', studyType: 'Master', startDate: '2012' },
  ],
  skills: [{ name: 'TypeScript', level: 'Expert', keywords: ['Node.js'] }],
  interests: [],
};

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/\u00ad\n?/g, '')
    .replace(/\s+/g, ' ');
}

async function chooseFile(page: Page) {
  await page.locator('input[type=file]').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(RESUME)),
  });
}

test.describe('import and export', () => {
  test('import a JSON Resume: preview, confirm, see it in the editor and the PDF; take it out again', async ({
    page,
  }) => {
    test.slow();
    await signUpVerified(page, 'import');
    // A new account has no profile: its create screen offers the import.
    await page.goto('/ui/account/profile/create');
    await page
      .getByRole('link', { name: /import/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ui\/account\/import$/);

    // The source cards are labels: a click anywhere on one picks it.
    await page.getByText('JSON Resume', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'JSON Resume' })).toBeChecked();
    await chooseFile(page);

    // The preview: what will be added, nothing written yet.
    const work = page.getByRole('region', { name: 'Work experience' });
    await expect(work.getByText('2 entries')).toBeVisible({ timeout: 15_000 });
    await expect(work.getByText('Senior Entwicklerin')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Education' }).getByText('Informatik'),
    ).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1400, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1400, height: 900 });

    await expect(page.getByRole('radio', { name: 'Add to my profile' })).toBeChecked();
    await page.getByRole('button', { name: /^Import \d+ entries$/ }).click();
    await expect(page.getByText(/entries were added to your profile/)).toBeVisible();

    // The editor shows the imported entries; HTML became formatting.
    await page.getByRole('link', { name: 'Open the profile editor' }).click();
    await expect(page).toHaveURL(/\/ui\/account\/profile\/edit$/);
    await expect(page.getByText('Senior Entwicklerin').first()).toBeVisible();
    await expect(page.getByText('Müller Logistik GmbH').first()).toBeVisible();
    await expect(page.getByLabel('Job title').first()).toHaveValue('Plattform-Entwicklerin');

    // The PDF prints them.
    await page.goto('/ui/cv');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await (await downloading).path();
    const text = pdfText(pdf);
    expect(text).toContain('Senior Entwicklerin');
    expect(text).toContain('Müller Logistik GmbH');
    expect(text).toContain('Ausfallzeit halbiert');

    // Your data: the profile goes out as JSON Resume with what came in.
    await page.goto('/ui/account');
    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your profile as JSON Resume' }).click();
    const exported = await exporting;
    expect(exported.suggestedFilename()).toMatch(/\.json$/);
    const resume = JSON.parse(readFileSync(await exported.path(), 'utf8')) as {
      work: { name: string }[];
    };
    expect(resume.work.map((w) => w.name)).toEqual(['Müller Logistik GmbH', 'Rhein Daten AG']);

    const archiving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download everything (ZIP)' }).click();
    const archive = await archiving;
    expect(archive.suggestedFilename()).toMatch(/^cv-builder-.+\.zip$/);
    const listing = execFileSync('unzip', ['-l', await archive.path()], { encoding: 'utf8' });
    expect(listing).toContain('README.txt');
    expect(listing).toContain('profile.json');
  });

  test('a file that is not the format chosen says so and writes nothing', async ({ page }) => {
    await signUpVerified(page, 'import-bad');
    await page.goto('/ui/account/import');
    await page.getByText('LinkedIn (data export)').click();
    await expect(page.getByRole('radio', { name: /LinkedIn/ })).toBeChecked();
    await page.locator('input[type=file]').setInputFiles({
      name: 'export.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not a zip at all'),
    });
    await expect(page.getByRole('alert')).toContainText('not a ZIP archive');
    await expect(page.getByRole('button', { name: 'Choose another file' })).toBeVisible();
    const profile = await page.request.get('/api/profile');
    expect(profile.status()).toBe(404);
  });
});
