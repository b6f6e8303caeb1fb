import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { SAMPLE } from './fixtures/cvProfile';
import { CONTACT, createOwner } from './support/publicProfile';

const NOT_FOUND = 'We could not find the profile you are looking for.';

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

    // No app bar, no footer, nothing for the owner; a visitor's PDF of the public view.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByText(/All Rights Reserved/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/public/profile/${account.username}/pdf`,
    );

    // The owner, logged in, gets the way to the editor and the CVs.
    await owner.goto(`/ui/profile/${account.username}`);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(SAMPLE.displayName);
    await expect(owner.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await owner.getByRole('complementary').getByRole('link', { name: 'Download PDF' }).click();
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
    expect(meta('og:image')).toMatch(
      new RegExp(`^http://localhost:\\d+/api/public/profile/${account.username}/og\\.png$`),
    );
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('name="robots" content="noindex"');
    const image = await request.get(new URL(meta('og:image')!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    const res = await request.get(`/ui/profile/${privateOwner.account.username}`);
    expect(res.status()).toBe(404);
    const hidden = await res.text();
    expect(hidden).toContain('<meta name="robots" content="noindex">');
    expect(hidden).not.toContain('og:title');
    expect(hidden).not.toContain(SAMPLE.displayName);
  });
});
