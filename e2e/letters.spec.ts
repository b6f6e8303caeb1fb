import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './fixtures/axe';
import { seedProfile } from './fixtures/cvProfile';
import { formattedEditor } from './support/richText';
import { signUpVerified } from './support/verifiedUser';

/** The PDF's text on one line. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

const pdfPages = (file: string) =>
  Number(/^Pages:\s*(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

/** The first page of the studio's preview, once drawn from a saved letter. */
async function expectPreview(page: Page) {
  await expect(page.getByTestId('letter-save-status')).toHaveText('Saved', { timeout: 15_000 });
  const image = page.getByRole('img', { name: 'Page 1 of the letter' });
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('progressbar', { name: 'Updating the preview…' })).toHaveCount(0, {
    timeout: 30_000,
  });
}

async function download(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('writes a German letter in DIN 5008 and an English one in another design, previews and downloads them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = await signUpVerified(page, 'letters');
  await seedProfile(page.request, {
    account: {
      email: user.email,
      street: 'Lindenweg',
      houseNumber: '4',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
  });
  const cv = await page.request.post('/api/cvs', {
    data: { name: 'Lebenslauf', settings: { lang: 'de', design: 'lebenslauf' } },
  });
  expect(cv.ok()).toBe(true);

  await page.goto('/ui/letters');
  await expect(page.getByText('No letters yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New letter' }).first().click();
  await expect(page).toHaveURL(/\/ui\/letters\/[0-9a-f-]{36}$/);

  // The German letter: to a named contact person, form B, with its CV.
  await choose(page, 'Letter language', 'Deutsch');
  await page.getByLabel('Company').fill('Beispiel GmbH');
  await page.getByLabel('Contact person').fill('Dr. Anna Schmidt');
  await choose(page, 'Address as', 'Ms / Frau');
  await page.getByLabel('Street and number').fill('Hauptstraße 5');
  await page.getByLabel('Postcode').fill('80331');
  await page.getByLabel('City').fill('München');
  await page.getByLabel('Subject').fill('Bewerbung als Softwareentwicklerin');
  await expect(page.getByText('Empty: "Sehr geehrte Frau Dr. Schmidt,"')).toBeVisible();
  const body = await formattedEditor(page, 'Text');
  await body.fill(
    'mit großem Interesse habe ich Ihre Anzeige gelesen. Bei der Beispiel GmbH möchte ich Software bauen.',
  );
  await choose(page, 'Accompanies the CV', 'Lebenslauf');
  await expectPreview(page);
  await expect(page.getByText('Nothing to point out.')).toBeVisible();

  const german = await download(page, 'PDF');
  expect(german.name).toMatch(/-Anschreiben\.pdf$/);
  const text = pdfText(german.path);
  expect(text).toContain('Sehr geehrte Frau Dr. Schmidt,');
  expect(text).toContain('Mit freundlichen Grüßen');
  const bundle = await download(page, 'PDF with CV');
  expect(bundle.name).toMatch(/-Anschreiben\.pdf$/);
  expect(pdfPages(bundle.path)).toBeGreaterThanOrEqual(2);
  expect(pdfText(bundle.path)).toContain('Lead Engineer');

  await expectAccessibleEverywhere(page);

  // The English letter, in a second design.
  await page.getByRole('link', { name: 'All letters' }).click();
  await page.getByRole('button', { name: 'New letter' }).click();
  await expect(page).toHaveURL(/\/ui\/letters\/[0-9a-f-]{36}$/);
  await choose(page, 'Letter language', 'English');
  await choose(page, 'Design', 'Modern');
  await page.getByLabel('Company').fill('Acme Inc.');
  await page.getByLabel('Contact person').fill('Jane Doe');
  await choose(page, 'Address as', 'Ms / Frau');
  await page.getByLabel('Subject').fill('Software engineer');
  await (await formattedEditor(page, 'Text')).fill('I would love to build engines at Acme Inc.');
  await expectPreview(page);
  const english = await download(page, 'PDF');
  expect(english.name).toMatch(/-Cover-Letter\.pdf$/);
  expect(pdfText(english.path)).toContain('Dear Ms Doe,');

  // Undo and redo across saves, and the letter's history compared with now.
  const subject = page.getByLabel('Subject');
  await subject.fill('Senior software engineer');
  await expect(page.getByTestId('letter-save-status')).toHaveText('Saved', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(subject).toHaveValue('Software engineer');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(subject).toHaveValue('Senior software engineer');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History of this letter' });
  // Newest first: the redo's restore (as now), then the undo's (the subject before).
  await history
    .getByTestId('history-version')
    .nth(1)
    .getByRole('button', { name: /^Compare with now/ })
    .click();
  const subjectField = history.locator('[data-testid="compare-field"][data-field="subject"]');
  await expect(subjectField.locator('[data-diff="added"]').first()).toContainText('Senior');
  await subjectField.getByRole('button', { name: /^Restore this field: Subject/ }).click();
  await expect(history.getByRole('status')).toContainText('Restored. You can undo this.');
  await history.getByRole('button', { name: 'Close the history' }).click();
  // The studio shows the restored letter at once, and keeps it: no save sends the newer text back.
  await expect(subject).toHaveValue('Software engineer');
  await page.getByLabel('City').fill('Springfield');
  await expect(page.getByTestId('letter-save-status')).toHaveText('Saved', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await expect(subject).toHaveValue('Software engineer');

  await page.getByRole('link', { name: 'All letters' }).click();
  await expect(page.locator('[data-letter]')).toHaveCount(2);
  await expectAccessibleEverywhere(page);
});
