import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from './fixtures/axe';
import { SAMPLE, seedProfile, type ProfileSeed } from './fixtures/cvProfile';
import type { TestUser } from './support/accounts';
import { signUpVerified } from './support/verifiedUser';

const NOT_FOUND = 'Not Found - We could not find the profile you are looking for.';

/** An owner in a browser context of their own, with a profile made through the API. */
async function createOwner(
  browser: Browser,
  baseURL: string | undefined,
  seed: ProfileSeed,
): Promise<{ owner: Page; account: TestUser }> {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const account = await signUpVerified(owner, 'public');
  await seedProfile(owner.request, {
    ...seed,
    account: seed.account ? { ...seed.account, email: account.email } : undefined,
  });
  return { owner, account };
}

const CONTACT = {
  email: 'unused@example.test',
  phone: SAMPLE.phone,
  ...SAMPLE.address,
};

test.describe('public profile', () => {
  test('a visitor sees exactly the public fields, in the owner’s colours, without nav or footer', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const { owner, account } = await createOwner(browser, baseURL, {
      account: CONTACT,
      showEmail: true,
      showPhone: false,
      showAddress: true,
      hideDescriptions: true,
      picture: true,
      theme: { backgroundColor: '#fff8e7', surfaceColor: '#aa3355' },
    });

    // The visitor: a fresh browser context, never logged in.
    await page.goto(`/ui/profile/${account.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAMPLE.displayName);
    const header = page.getByTestId('profile-header');
    await expect(header).toContainText(SAMPLE.jobTitle);
    await expect(header).toContainText(SAMPLE.location);
    await expect(header.getByRole('img', { name: `Photo of ${SAMPLE.displayName}` })).toBeVisible();
    await expect(
      page.getByText('I write programs for engines that do not exist yet.'),
    ).toBeVisible();

    // Contact: e-mail and address allowed, phone not.
    const contact = page.getByRole('list', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: account.email })).toHaveAttribute(
      'href',
      `mailto:${account.email}`,
    );
    await expect(contact).toContainText('St James Square 12, SW1Y 4JH London, United Kingdom');
    await expect(page.getByText(SAMPLE.phone)).toHaveCount(0);

    // Entries, dates in the viewer's language, descriptions hidden by the owner.
    const work = page.getByRole('region', { name: 'Work Experience' });
    await expect(work.getByRole('heading', { level: 3 })).toHaveText([
      'Lead Engineer',
      'Translator',
    ]);
    await expect(work).toContainText('Mar 2021 – present');
    await expect(work).toContainText('Jan 2017 – Feb 2021');
    await expect(page.getByText(/first published algorithm/)).toHaveCount(0);
    await expect(page.getByText(/Bernoulli/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Education' })).toContainText(
      'University of London',
    );

    // Skills grouped by type, levels readable without seeing the dots.
    const skills = page.getByRole('region', { name: 'Skills' });
    const languages = skills.getByRole('region', { name: 'Programming Languages' });
    await expect(languages.getByRole('listitem')).toHaveText(['TypeScript', 'Rust']);
    await expect(languages.getByRole('img', { name: 'Expert, 5 of 5' })).toBeVisible();
    await expect(
      skills.getByRole('region', { name: 'Soft skills' }).getByRole('listitem'),
    ).toHaveText(['Communication', 'Leadership']);

    // Projects with their links, opening in a new tab.
    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('link', { name: /example\.com\/note-g/ })).toHaveAttribute(
      'href',
      'https://example.com/note-g',
    );
    await expect(projects.getByRole('link', { name: /Source/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    // The owner's colours; the text on the header is computed to stay readable.
    await expect(header).toHaveCSS('background-color', 'rgb(170, 51, 85)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 248, 231)');

    await expectNoAxeViolations(page);

    // No app bar, no footer, nothing for the owner.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByText(/All Rights Reserved/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);

    // The owner, logged in, gets the way to the PDF.
    await owner.goto(`/ui/profile/${account.username}`);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(SAMPLE.displayName);
    await owner.getByRole('link', { name: 'Download PDF' }).click();
    await expect(owner).toHaveURL(/\/ui\/cv$/);
    await owner.context().close();
  });

  test('a private profile shows the not-found message', async ({ page, browser, baseURL }) => {
    const { owner, account } = await createOwner(browser, baseURL, { publicAccess: false });
    await owner.context().close();

    await page.goto(`/ui/profile/${account.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile not found');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByText('Ada Lovelace')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/ui/profile/nobody-has-this-name');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });

  test('the served HTML carries Open Graph meta for link previews', async ({
    request,
    browser,
    baseURL,
  }) => {
    const { owner, account } = await createOwner(browser, baseURL, { picture: true });
    const privateOwner = await createOwner(browser, baseURL, { publicAccess: false });
    await owner.context().close();
    await privateOwner.owner.context().close();

    const html = await (await request.get(`/ui/profile/${account.username}`)).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(`${SAMPLE.displayName} – ${SAMPLE.jobTitle}`);
    expect(meta('og:description')).toBe(
      'I write programs for engines that do not exist yet. Mathematics, poetry and machines.',
    );
    expect(meta('og:image')).toMatch(/^http:\/\/localhost:\d+\/api\/media\//);
    expect(meta('twitter:card')).toBe('summary');
    expect(html).not.toContain('name="robots" content="noindex"');

    const hidden = await (await request.get(`/ui/profile/${privateOwner.account.username}`)).text();
    expect(hidden).toContain('<meta name="robots" content="noindex" />');
    expect(hidden).not.toContain('og:title');
    expect(hidden).not.toContain(SAMPLE.displayName);
  });
});

/** A look, not a check (E2E_SCREENSHOTS=1): the page people share, in every size and in print. */
test.describe('public profile screenshots', () => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take screenshots');
  const outDir = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
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
