import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectToast } from './support/profileEditor';
import { signUpVerified } from './support/verifiedUser';

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/\u00ad\n?/g, '')
    .replace(/-\n/g, '')
    .replace(/\s+/g, ' ');
}

/** A profile written in German with one job, made through the API. */
async function germanProfile(page: Page) {
  const request = page.request;
  const data = {
    displayName: 'Jürgen Weiß',
    jobTitle: 'Softwareentwicklerin',
    location: 'Köln',
    bio: 'Baut robuste Systeme.',
    publicAccess: true,
    contentLanguage: 'de',
  };
  const profile = await request.post('/api/profile', {
    multipart: { data: JSON.stringify(data) },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  const job = await request.post('/api/profile/work-experience', {
    data: {
      jobTitle: 'Plattformingenieurin',
      company: 'Müller GmbH',
      positionStart: '2020-01-01',
      description: 'Ausfallzeiten der Plattform halbiert',
    },
  });
  expect(job.status(), await job.text()).toBe(201);
}

/** The quick download's PDF in the given language, as text. */
async function downloadPdf(page: Page, language: 'English' | 'Deutsch'): Promise<string> {
  await page.goto('/ui/cv');
  await page
    .getByRole('group', { name: 'CV language' })
    .getByRole('button', { name: language, exact: true })
    .click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  return pdfText(await (await downloading).path());
}

test('translate two texts into English and get a CV in each language', async ({ page }) => {
  // A whole journey: sign-up, a profile, two accessibility scans and two PDFs (27–32 s on two busy cores).
  test.slow();
  await signUpVerified(page, 'bilingual');
  await germanProfile(page);
  await page.goto('/ui/account/profile/edit');

  // Switch the content language to English, the profile's second language.
  const languages = page.getByRole('group', { name: 'Content language' });
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText(/You are editing the translation into English/)).toBeVisible();

  // The general job title, with the German text as the hint.
  const jobTitle = page.getByLabel('Job title (English)');
  await expect(page.getByText('German: Softwareentwicklerin').first()).toBeVisible();
  await jobTitle.fill('Software developer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile saved');

  // The job's title, through the entry's dialog in English.
  await page.getByRole('button', { name: 'Edit "Plattformingenieurin"' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('German: Plattformingenieurin')).toBeVisible();
  await dialog.getByLabel('Job title (English)').fill('Platform engineer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The description is still German only: the entry counts as not yet translated.
  await expect(page.getByText('0 of 1 entry translated')).toBeVisible();
  await expect(page.getByText('Platform engineer')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1400, height: 900 });

  // An English CV takes the translations and prints the untranslated description in German;
  // a German CV is all German.
  const english = await downloadPdf(page, 'English');
  expect(english).toContain('Software developer');
  expect(english).toContain('Platform engineer');
  expect(english).toContain('Ausfallzeiten der Plattform halbiert');
  expect(english).not.toContain('Plattformingenieurin');
  const german = await downloadPdf(page, 'Deutsch');
  expect(german).toContain('Softwareentwicklerin');
  expect(german).toContain('Plattformingenieurin');
  expect(german).not.toContain('Platform engineer');
});
