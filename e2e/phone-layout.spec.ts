import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './fixtures/axe';
import { SAMPLE } from './fixtures/cvProfile';
import type { TestUser } from './support/accounts';
import { createCv, createShareLink, LONG, seedLongProfile } from './support/longProfile';
import { pickMonth } from './support/profileEditor';
import {
  expectDialogFits,
  expectNoSideScroll,
  expectOnScreen,
  expectUncovered,
  PHONE,
} from './support/phone';
import { formattedEditor } from './support/richText';
import { signUpVerified } from './support/verifiedUser';

/**
 * The whole app on a 390 px phone, in English and German, with an account
 * that has everything a page can show: a long profile, views, share links,
 * a saved CV. One account for every test of the file (they run in order).
 */

type Lang = 'en' | 'de';
const LANGS: readonly Lang[] = ['en', 'de'];

/** Headless Chromium counts as a bot; the views are made by an ordinary Chrome. */
const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const TEXT = {
  en: {
    twoFactor: 'Two-factor login',
    turnOn: 'Turn on',
    enrolTitle: 'Set up two-factor login',
    codesTitle: 'Your recovery codes',
    deleteAccount: 'Delete account',
    newCv: 'New CV',
    cancel: 'Cancel',
  },
  de: {
    twoFactor: 'Zwei-Faktor-Anmeldung',
    turnOn: 'Einschalten',
    enrolTitle: 'Zwei-Faktor-Anmeldung einrichten',
    codesTitle: 'Ihre Wiederherstellungscodes',
    deleteAccount: 'Konto löschen',
    newCv: 'Neuer Lebenslauf',
    cancel: 'Abbrechen',
  },
} as const;

interface Owner {
  context: BrowserContext;
  page: Page;
  user: TestUser;
  cvId: string;
  shareUrl: string;
}

let owner: Owner;

/** Sets the app's language as the language menu does, and the browser's for server pages. */
async function useLanguage(page: Page, lang: Lang) {
  await page.setExtraHTTPHeaders({ 'Accept-Language': lang });
  await page.goto('/ui/privacy');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
}

/** Opens a page and waits until its data and lazy parts have arrived. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Placeholders of what loads late go; those of pictures further down stay until scrolled to.
  await expect
    .poll(() => page.locator('.MuiSkeleton-root').count(), { timeout: 5_000 })
    .toBe(0)
    .catch(() => {});
}

/** Views of the public page and of a share link, by a reader in an ordinary browser. */
async function addViews(browser: Browser, baseURL: string | undefined, paths: string[]) {
  const reader = await browser.newContext({ baseURL, userAgent: BROWSER_AGENT });
  const page = await reader.newPage();
  for (const path of paths) {
    const beacon = page.waitForRequest('**/api/public/views');
    await page.goto(path);
    await beacon;
  }
  await reader.close();
}

function appCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

test.describe.serial('on a 390 px phone', () => {
  test.use({ viewport: PHONE, actionTimeout: 20_000 });

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    const user = await signUpVerified(page, 'phone');
    await seedLongProfile(page.request, user);
    const cvId = await createCv(page.request);
    const shareUrl = await createShareLink(page.request, 'Bewerbung Rechtsschutzversicherung');
    await createShareLink(page.request, 'Recruiter at a very large consultancy');
    await addViews(browser, baseURL, [`/ui/profile/${user.username}`, new URL(shareUrl).pathname]);
    // The statistics count the views once the beacons are in.
    await expect
      .poll(async () => {
        const stats = (await (await page.request.get('/api/account/stats')).json()) as {
          days: { publicViews: number; shareViews: number }[];
        };
        return stats.days.reduce((sum, day) => sum + day.publicViews + day.shareViews, 0);
      })
      .toBeGreaterThanOrEqual(2);
    owner = { context, page, user, cvId, shareUrl };
  });

  test.afterAll(async () => {
    await owner?.context.close();
  });

  test('no page is wider than the phone, in English and German', async () => {
    // 40 pages, some rendering a CV, on a shared two-core machine.
    test.setTimeout(240_000);
    const { page, user, cvId, shareUrl } = owner;
    const routes = [
      '/ui/',
      '/ui/account',
      '/ui/account/edit',
      '/ui/account/change-password',
      '/ui/account/import',
      '/ui/account/profile/create',
      '/ui/account/profile/edit',
      '/ui/account/verification',
      '/ui/account/verification/pending',
      '/ui/profile',
      `/ui/profile/${user.username}`,
      new URL(shareUrl).pathname,
      '/ui/cv',
      `/ui/cv/${cvId}`,
      '/ui/privacy',
      '/ui/login/oauth-failure',
      '/ui/login/oauth-signup',
      '/ui/login/reset-password',
      '/ui/no-such-page',
    ];
    for (const lang of LANGS) {
      await useLanguage(page, lang);
      for (const route of routes) {
        await visit(page, route);
        // The server's public pages name the profile's own language instead.
        if (!/^\/ui\/(profile|s)(\/|$)/.test(route)) {
          await expect(page.locator('html'), route).toHaveAttribute('lang', lang);
        }
        await expectNoSideScroll(page, `${route} (${lang})`);
      }
      // The studio's layout settings, with their longest labels in German.
      await visit(page, `/ui/cv/${cvId}`);
      await page.getByRole('tab', { name: 'Layout' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Layout' })).toBeVisible();
      await expectNoSideScroll(page, `studio layout (${lang})`);
      // Its controls named and labelled in either language.
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/phone-studio-layout-${lang}.png`, fullPage: true });
    }
    // The account page with every card: the statistics are there.
    await useLanguage(page, 'en');
    await visit(page, '/ui/account');
    const chart = page.getByRole('img', { name: /Views per day/ });
    await chart.scrollIntoViewIfNeeded();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `/tmp/phone-account-stats-${colorScheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('the pages of visitors and of the login fit too, in English and German', async ({
    browser,
    baseURL,
  }) => {
    const guest = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await guest.newPage();
    const routes = [
      '/ui/',
      '/ui/login',
      '/ui/signup',
      '/ui/login/forgot-password',
      '/ui/login/reset-password?id=00000000-0000-4000-8000-000000000000&token=x',
      '/ui/account/verification?id=00000000-0000-4000-8000-000000000000&token=x',
      '/ui/privacy',
      '/ui/logout',
      `/ui/profile/${owner.user.username}`,
      new URL(owner.shareUrl).pathname,
      '/ui/no-such-page',
    ];
    for (const lang of LANGS) {
      await useLanguage(page, lang);
      for (const route of routes) {
        await visit(page, route);
        await expectNoSideScroll(page, `${route} (${lang}, logged out)`);
      }
    }
    await guest.close();
  });

  test('the dialogs fit, with their buttons in reach', async () => {
    test.slow();
    const { page } = owner;
    for (const lang of LANGS) {
      const text = TEXT[lang];
      await useLanguage(page, lang);
      // German in the dark scheme: both schemes seen, each language once.
      const scheme = lang === 'de' ? 'dark' : 'light';
      await page.emulateMedia({ colorScheme: scheme });

      // Two-factor enrolment, cancelled (in English it is finished below).
      await visit(page, '/ui/account');
      const twoFactor = page.locator('section', {
        has: page.getByRole('heading', { name: text.twoFactor, exact: true }),
      });
      await twoFactor.getByRole('button', { name: text.turnOn }).click();
      const enrol = page.getByRole('dialog', { name: text.enrolTitle });
      await expect(enrol.getByRole('img')).toBeVisible();
      await expectDialogFits(enrol, text.enrolTitle);
      await expectNoSideScroll(page, `two-factor enrolment (${lang})`);
      await page.screenshot({ path: `/tmp/phone-two-factor-${lang}-${scheme}.png` });
      await enrol.getByRole('button', { name: text.cancel }).click();
      await expect(enrol).toBeHidden();

      // Deleting the account: asked, and cancelled.
      await page.getByRole('button', { name: text.deleteAccount }).click();
      const remove = page.getByRole('dialog');
      await expectDialogFits(remove, text.deleteAccount);
      await page.screenshot({ path: `/tmp/phone-delete-${lang}-${scheme}.png` });
      await remove.getByRole('button', { name: text.cancel }).click();
      await expect(remove).toBeHidden();

      // A new CV.
      await visit(page, '/ui/cv');
      const newCv = page.getByRole('button', { name: text.newCv });
      await expectOnScreen(newCv, `"${text.newCv}"`);
      await expectNoSideScroll(page, `/ui/cv (${lang})`);
      await newCv.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/phone-cv-list-${lang}-${scheme}.png` });
      await newCv.click();
      const create = page.getByRole('dialog', { name: text.newCv });
      await expectDialogFits(create, text.newCv);
      await page.screenshot({ path: `/tmp/phone-new-cv-${lang}-${scheme}.png` });
      await create.getByRole('button', { name: text.cancel }).click();
      await expect(create).toBeHidden();
    }

    // Turned on: the recovery codes.
    await page.emulateMedia({ colorScheme: 'light' });
    await useLanguage(page, 'en');
    await visit(page, '/ui/account');
    await page.getByRole('button', { name: 'Turn on' }).click();
    const enrol = page.getByRole('dialog', { name: 'Set up two-factor login' });
    const secret = (await enrol.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    await enrol.getByRole('textbox', { name: 'Code from the app' }).fill(appCode(secret));
    await enrol.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expectDialogFits(codes, 'Your recovery codes');
    await expectNoSideScroll(page, 'recovery codes');
    await page.screenshot({ path: '/tmp/phone-recovery-codes.png' });
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await expect(codes).toBeHidden();
  });

  test('an entry without its end date says so where it can be seen', async () => {
    const { page } = owner;
    await useLanguage(page, 'en');
    await visit(page, '/ui/account/profile/edit');
    const add = `Add entry to "${LONG.customSection}"`;
    await page.getByRole('button', { name: add }).click();
    const dialog = page.getByRole('dialog', { name: add });
    await pickMonth(dialog, 'Start date', '09', '2020');
    await (
      await formattedEditor(dialog, 'Description')
    ).fill(Array.from({ length: 12 }, (_, i) => `Lesson ${i + 1}: engines`).join('\n'));
    // The title last, with the on-screen keyboard up: little of the form is in sight.
    await page.setViewportSize({ width: PHONE.width, height: 520 });
    await dialog.getByLabel(/^Title/).fill('Evening classes in mathematics for adults');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const error = dialog.getByText('End date must not be blank');
    await expectUncovered(error, 'the end date error');
    await expectUncovered(dialog.getByRole('button', { name: 'Save' }), 'Save');
    await page.screenshot({ path: '/tmp/phone-entry-error.png' });
    await expectDialogFits(dialog, add);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize(PHONE);
  });

  test('the studio shows the CV changing while an entry is typed', async () => {
    test.slow();
    const { page, cvId } = owner;
    await useLanguage(page, 'en');
    await visit(page, `/ui/cv/${cvId}`);
    const sheet = page.getByRole('region', { name: 'Live preview' });
    const firstPage = sheet.getByRole('img', { name: /^Page 1 of \d+ of your CV/ });
    await expect(firstPage).toBeInViewport();
    const before = await firstPage.getAttribute('src');

    await page.getByRole('button', { name: `Edit "${SAMPLE.work[0].jobTitle}"` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit work experience' });
    await edit.getByLabel(/^Job title/).fill('Chief Engine Architect');
    // Inside the dialog, below the form: the pages follow what is typed.
    const live = edit.getByRole('region', { name: 'Live preview' });
    const livePage = live.getByRole('img', { name: /^Page 1 of \d+ of your CV/ });
    await expect(livePage).toBeInViewport();
    await expect.poll(() => livePage.getAttribute('src'), { timeout: 30_000 }).not.toBe(before);
    await expectDialogFits(edit, 'Edit work experience');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, '[role="dialog"]');
      await page.screenshot({ path: `/tmp/phone-studio-live-${colorScheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(edit).toBeHidden();

    // Folded and opened again from the keyboard; the same in German.
    const toggle = page.getByRole('button', { name: /^Live preview/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sheet).toBeHidden();
    await expectNoSideScroll(page, 'studio with the preview folded');
    await page.keyboard.press('Enter');
    await expect(sheet.getByRole('img', { name: /^Page 1 of \d+ of your CV/ })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/phone-studio-${colorScheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await useLanguage(page, 'de');
    await visit(page, `/ui/cv/${cvId}`);
    const german = page.getByRole('region', { name: 'Live-Vorschau' });
    await expect(
      german.getByRole('img', { name: /^Seite 1 von \d+ Ihres Lebenslaufs/ }),
    ).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Live-Vorschau/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSideScroll(page, 'studio (de)');
  });
});
