import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectToast } from './support/profileEditor';
import { formattedEditor } from './support/richText';
import { signUpVerified } from './support/verifiedUser';

/** A phone's screen. */
const PHONE = { width: 390, height: 844 };

const firstRun = (page: Page) => page.getByTestId('first-run');

/** The whole of `locator` lies within the first screen, without scrolling. */
async function expectOnFirstScreen(page: Page, name: string | RegExp) {
  const box = await page.getByRole('link', { name }).boundingBox();
  expect(box, `${String(name)} is laid out`).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function expectProgress(page: Page, done: number) {
  await expect(
    firstRun(page).getByRole('progressbar', { name: `${done} of 5 done` }),
  ).toBeVisible();
}

test.describe('the first run on a phone', () => {
  test.use({ viewport: PHONE });

  test('a new user starts from scratch and follows the checklist to a PDF and a share link', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpVerified(page, 'firstrun');

    // Where a login lands: the start is the first thing, on the first screen.
    await page.goto('/ui/account');
    await expect(
      firstRun(page).getByRole('heading', { level: 2, name: 'Welcome! Let’s get your CV started' }),
    ).toBeVisible();
    await expectOnFirstScreen(page, /Import a file/);
    await expectOnFirstScreen(page, /Start from scratch/);
    await expectProgress(page, 0);
    // Nothing to share yet: no share links, views or QR code.
    await expect(page.getByRole('heading', { name: 'Share links' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'QR code' })).toHaveCount(0);
    await expectNoSideways(page);
    await expectNoAxeViolations(page);

    // Start from scratch, by keyboard.
    await firstRun(page)
      .getByRole('link', { name: /Start from scratch/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your profile');
    await page.getByLabel('Display name').fill('Ada Lovelace');
    await page.getByLabel('Job title').fill('Software Engineer');
    await (
      await formattedEditor(page, 'Bio')
    ).fill('I write programs for engines that do not exist yet.');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile');

    // Three sections with an entry each (the editor's own tests cover its forms).
    for (const [kind, entry] of [
      ['skill', { name: 'Mathematics', type: 'Science', level: 5 }],
      ['language', { language: 'en', level: 'native' }],
      ['interest', { name: 'Poetry' }],
    ] as const) {
      const response = await page.request.post(`/api/profile/${kind}`, { data: entry });
      expect(response.status(), await response.text()).toBe(201);
    }

    await page.goto('/ui/account');
    await expect(
      firstRun(page).getByRole('heading', { level: 2, name: 'Your first steps' }),
    ).toBeVisible();
    await expectProgress(page, 3);
    await expect(
      firstRun(page).getByRole('link', { name: 'Create your profile (done)' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share links' })).toBeVisible();

    // The next step leads to the CVs: make one and download its PDF.
    await firstRun(page)
      .getByRole('link', { name: 'Make a CV and download it as a PDF (next step)' })
      .click();
    await expect(page).toHaveURL(/\/ui\/cv$/);
    await page.getByRole('button', { name: 'Create your first CV' }).click();
    const dialog = page.getByRole('dialog', { name: 'New CV' });
    await dialog.getByRole('button', { name: 'Create CV' }).click();
    await expect(page).toHaveURL(/\/ui\/cv\/[0-9a-f-]{36}$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // Then a share link, on the card the step points at.
    await page.goto('/ui/account');
    await expectProgress(page, 4);
    await firstRun(page)
      .getByRole('link', { name: /Share your profile.*\(next step\)/ })
      .click();
    await expect(page).toHaveURL(/\/ui\/account#share-links$/);
    const shareCard = page.locator('#share-links');
    await expect(shareCard).toBeFocused();
    await shareCard.getByLabel('Label (optional)').fill('ACME');
    await shareCard.getByRole('button', { name: 'Create link' }).click();
    const created = page.getByRole('dialog', { name: 'Your new share link' });
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();

    await expect(firstRun(page).getByRole('heading', { name: 'All set!' })).toBeVisible();
    await expectProgress(page, 5);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('first-run-done-390.png') });

    // Closed, it stays closed, and the home page offers it again.
    await firstRun(page).getByRole('button', { name: 'Hide first steps' }).click();
    await expectToast(page, 'First steps hidden. You can show them again on the home page.');
    await expect(firstRun(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Share links' })).toBeVisible();
    await expect(firstRun(page)).toHaveCount(0);
    await page.goto('/ui');
    await page.getByRole('button', { name: 'Show first steps (5 of 5 done)' }).click();
    await expect(firstRun(page).getByRole('heading', { name: 'All set!' })).toBeVisible();
  });

  test('the first screen speaks German', async ({ page }) => {
    await signUpVerified(page, 'firstrun-de');
    // The account's language, as the language switch sets it, and the app's own choice.
    const language = await page.request.post('/api/account/language', { data: { locale: 'de' } });
    expect(language.status()).toBe(204);
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/ui/account');
    await expect(
      firstRun(page).getByRole('heading', {
        level: 2,
        name: 'Willkommen! Legen wir mit Ihrem Lebenslauf los',
      }),
    ).toBeVisible();
    await expectOnFirstScreen(page, /Datei importieren/);
    await expectOnFirstScreen(page, /Neu beginnen/);
    await expect(
      firstRun(page).getByRole('progressbar', { name: '0 von 5 erledigt' }),
    ).toBeVisible();
    await expect(
      firstRun(page).getByRole('link', { name: 'Profil erstellen (nächster Schritt)' }),
    ).toBeVisible();
    await expectNoSideways(page);
    await expectNoAxeViolations(page);
    // The import is the other way in.
    await firstRun(page)
      .getByRole('link', { name: /Datei importieren/ })
      .click();
    await expect(page).toHaveURL(/\/ui\/account\/import$/);
  });
});

test.describe('screenshots', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1400, 390]) {
      test(`the start at ${width} px (${scheme})`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await signUpVerified(page, 'firstrun-shot');
        await page.goto('/ui/account');
        await expect(firstRun(page)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`first-run-${width}-${scheme}.png`) });
        await page.goto('/ui');
        await expect(firstRun(page)).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`home-${width}-${scheme}.png`) });
      });
    }
  }
});
