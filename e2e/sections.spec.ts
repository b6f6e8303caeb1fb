import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedProfile } from './fixtures/cvProfile';
import { expectAccessibleEverywhere, expectNoAxeViolations } from './fixtures/axe';
import { expectToast, openAdd, pickMonth, saveDialog } from './support/profileEditor';
import { formattedEditor } from './support/richText';
import { signUpVerified } from './support/verifiedUser';

/** A section card of the editor by its heading. */
function card(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** Reveals a section through the "Add section" menu. */
async function addSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add section', exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(card(page, name)).toBeVisible();
}

/** A form field by its whole label; required ones end in " *". */
function field(dialog: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return dialog.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

async function fill(dialog: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await field(dialog, label).fill(value);
  }
}

test.describe('every section of a CV', () => {
  // A step that cannot happen fails within seconds, not at the end of the long journey.
  test.use({ actionTimeout: 20_000 });

  test('add one entry of each new kind, format a description, see all on the public page and in the PDF', async ({
    page,
  }) => {
    // One long journey on a shared two-core machine: generous, nothing here measures speed.
    test.setTimeout(300_000);
    const user = await signUpVerified(page, 'sections');
    await seedProfile(page.request, { entries: false, publicAccess: true });
    await page.goto('/ui/account/profile/edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A description formatted in place: a bullet list typed as Markdown, bold from the toolbar.
    let dialog = await openAdd(page, 'Add work experience');
    await fill(dialog, { 'Job title': 'Engine Architect', Company: 'Analytical Engines Ltd' });
    await pickMonth(dialog, 'Start date', '03', '2021');
    await dialog.getByRole('checkbox', { name: 'I currently work here' }).check();
    const description = await formattedEditor(dialog, 'Description');
    await description.fill('Designed-the-mill');
    await description.press('Enter');
    await description.pressSequentially('- Punched-cards');
    await description.press('Enter');
    await description.pressSequentially('Store-of-numbers');
    await description.locator('p').first().selectText();
    await dialog.getByRole('button', { name: /^Bold/ }).click();
    await expect(description.locator('strong')).toHaveText('Designed-the-mill');
    await expect(description.getByRole('listitem')).toHaveText([
      'Punched-cards',
      'Store-of-numbers',
    ]);
    await expect(description).not.toContainText('*');
    await saveDialog(dialog, 'Work experience added');
    // Stored as the Markdown subset, as before the formatted editor.
    const stored = (await (await page.request.get('/api/profile')).json()) as {
      workExperiences: { description: string | null }[];
    };
    expect(stored.workExperiences.map((work) => work.description)).toEqual([
      '**Designed-the-mill**\n\n- Punched-cards\n- Store-of-numbers',
    ]);

    await addSection(page, 'Links');
    dialog = await openAdd(page, 'Add link');
    await fill(dialog, {
      Network: 'GitHub',
      Username: 'ada-gh',
      Link: 'https://github.com/ada-gh',
    });
    await saveDialog(dialog, 'Link added');

    await addSection(page, 'Languages');
    dialog = await openAdd(page, 'Add language');
    const language = field(dialog, 'Language');
    await language.fill('Germ');
    await page.getByRole('option', { name: /^German/ }).click();
    await field(dialog, 'Level').click();
    await page.getByRole('option', { name: 'Native' }).click();
    await saveDialog(dialog, 'Language added');

    await addSection(page, 'Certificates');
    dialog = await openAdd(page, 'Add certificate');
    await fill(dialog, { Name: 'Certified-Engine-Engineer', Issuer: 'Royal Society' });
    await saveDialog(dialog, 'Certificate added');

    await addSection(page, 'Awards');
    dialog = await openAdd(page, 'Add award');
    await fill(dialog, { Title: 'Medal-of-Notes', 'Awarded by': 'Babbage Foundation' });
    await saveDialog(dialog, 'Award added');

    await addSection(page, 'Publications');
    dialog = await openAdd(page, 'Add publication');
    await fill(dialog, { Title: 'Sketch-of-the-Engine', Publisher: 'Scientific Memoirs' });
    await saveDialog(dialog, 'Publication added');

    await addSection(page, 'Volunteering');
    dialog = await openAdd(page, 'Add volunteering');
    await fill(dialog, { Organisation: 'Mechanics-Institute', Role: 'Tutor' });
    await pickMonth(dialog, 'Start date', '01', '2019');
    await dialog.getByRole('checkbox', { name: 'I currently volunteer here' }).check();
    await saveDialog(dialog, 'Volunteering added');

    await addSection(page, 'Interests');
    dialog = await openAdd(page, 'Add interest');
    await fill(dialog, { Name: 'Poetical-Science' });
    await saveDialog(dialog, 'Interest added');

    await addSection(page, 'References');
    await expect(card(page, 'References')).toContainText('References are private');
    dialog = await openAdd(page, 'Add reference');
    await fill(dialog, { Name: 'Charles-Babbage', Relation: 'Mentor' });
    await saveDialog(dialog, 'Reference added');
    // Private until the owner turns the section on.
    await card(page, 'References').getByRole('switch', { name: 'Show on public profile' }).click();
    await expectToast(page, '"References": visibility saved');

    await page.getByRole('button', { name: 'Add section', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Custom section…' }).click();
    const create = page.getByRole('dialog', { name: 'Add a custom section' });
    await field(create, 'Title').fill('Teaching');
    await create.getByRole('button', { name: 'Add section' }).click();
    await expectToast(page, 'Section "Teaching" added');
    dialog = await openAdd(page, 'Add entry to "Teaching"');
    await fill(dialog, { Title: 'Lecture-on-Engines', Place: 'London' });
    await saveDialog(dialog, 'Entry added to "Teaching"');

    // Every section card, in light and dark, wide and narrow, and in German.
    await expectAccessibleEverywhere(page);
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Zertifikate' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.evaluate(() => localStorage.setItem('language', 'en'));

    const wanted = [
      'Designed-the-mill',
      'Punched-cards',
      'Certified-Engine-Engineer',
      'Medal-of-Notes',
      'Sketch-of-the-Engine',
      'Mechanics-Institute',
      'Poetical-Science',
      'Charles-Babbage',
      'Teaching',
      'Lecture-on-Engines',
    ];

    // The public page: every section, the bold text and the list, the link as rel="me".
    await page.goto(`/ui/profile/${user.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of [...wanted, 'German', 'Native']) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator('strong', { hasText: 'Designed-the-mill' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^Store-of-numbers$/ }),
    ).toBeVisible();
    await expect(page.locator('a[href="https://github.com/ada-gh"]')).toHaveAttribute(
      'rel',
      'me noopener',
    );
    await expectAccessibleEverywhere(page);

    // The downloaded PDF holds every entry (references are shown publicly, not printed).
    await page.goto('/ui/cv');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await downloading).path();
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .replace(/\u00ad\n?/g, '')
      .replace(/\s+/g, ' ')
      // Designs may print headings in capitals.
      .toLowerCase();
    for (const entry of wanted.filter((w) => w !== 'Charles-Babbage')) {
      expect(text, entry).toContain(entry.toLowerCase());
    }
    expect(text).toContain('german');
    expect(text).not.toContain('charles-babbage');
  });
});
