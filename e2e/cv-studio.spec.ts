import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { seedProfile } from './fixtures/cvProfile';
import { expectToast } from './support/profileEditor';
import { signUpVerified } from './support/verifiedUser';

/** The studio's first preview page of the CV `name`, once drawn. */
async function firstPage(page: Page, name: string): Promise<Locator> {
  const image = page.getByRole('img', {
    name: new RegExp(`^Page 1 of \\d+ of your CV "${name}"$`),
  });
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(image).toHaveAttribute('src', /^blob:/);
  return image;
}

/** Every change is saved and the preview shows the saved state. */
async function expectSettled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Updating the preview…' })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/**
 * The pages' SVG of the latest preview the studio received. (The page's CSP
 * keeps `fetch` off blob: URLs, so the SVG is read from the answer.)
 */
function watchPreviews(page: Page): () => string {
  let latest = '';
  page.on('response', (response) => {
    if (!/\/api\/cvs\/[^/]+\/preview$/.test(new URL(response.url()).pathname)) return;
    if (!response.ok()) return;
    response
      .json()
      .then((body: { pages: string[] }) => (latest = body.pages.join('\n')))
      .catch(() => {});
  });
  return () => latest;
}

/** The PDF's text, on one line and in lower case (designs may print headings in capitals). */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/\u00ad\n?/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The size of the PDF's first page in points, as pdfinfo reports it. */
function pdfPageSize(file: string): string {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return /^Page size:\s*(.+)$/m.exec(info)?.[1]?.trim() ?? '';
}

/** The headings of the studio's content column, top to bottom. */
function sectionHeadings(page: Page) {
  return page.getByRole('heading', { level: 2 }).filter({
    hasText: /^(Work experience|Education|Skills|Projects)$/,
  });
}

/** Axe in light and dark, at 1400 px (three columns) and at 390 px (every tab). */
async function expectStudioAccessible(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Zoomed in, the pages scroll sideways: still reachable and readable.
    await page.getByRole('button', { name: '150%' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Fit width' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    const tabs = page.getByRole('tablist', { name: 'Parts of the CV studio' });
    for (const tab of ['Content', 'Preview', 'Layout']) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await tabs.getByRole('tab', { name: 'Content' }).click();
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1400, height: 900 });
}

test.describe('CV studio', () => {
  // A step that cannot happen fails within seconds, not at the end of the long journey.
  test.use({ actionTimeout: 20_000, viewport: { width: 1400, height: 900 } });

  test('a second CV: hide a section, leave out an entry, Letter in German, edit in place, download', async ({
    page,
  }) => {
    // One long journey with renders on a shared two-core machine: nothing here measures speed.
    test.setTimeout(300_000);
    const latestSvg = watchPreviews(page);
    await signUpVerified(page, 'studio');
    await seedProfile(page.request);
    const first = await page.request.post('/api/cvs', { data: { name: 'General' } });
    expect(first.status(), await first.text()).toBe(201);

    // The list: the first CV, the quick download below it.
    await page.goto('/ui/cv');
    const list = page.getByRole('list', { name: 'Your CVs' });
    await expect(list.getByRole('heading', { level: 3, name: 'General' })).toBeVisible();
    await expect(page.getByText('More designs coming soon')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Designs' })).toBeVisible();

    // A second CV, named in the dialog, opens in the studio.
    await page.getByRole('button', { name: 'New CV' }).click();
    const dialog = page.getByRole('dialog', { name: 'New CV' });
    await dialog.getByRole('textbox', { name: 'Name of the CV' }).fill('Boston application');
    await dialog.getByRole('button', { name: 'Create CV' }).click();
    await expect(page).toHaveURL(/\/ui\/cv\/[0-9a-f-]{36}$/);
    await expectToast(page, 'CV "Boston application" created');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boston application');
    await firstPage(page, 'Boston application');
    await expectSettled(page);

    // Hide a section, leave out an entry: each saved at once.
    await page.getByRole('switch', { name: 'Show in this CV: Skills' }).click();
    await expect(
      page.getByRole('switch', { name: 'Include in this CV: TypeScript' }),
    ).toBeDisabled();
    await page.getByRole('switch', { name: 'Include in this CV: Translator' }).click();
    await expect(
      page.getByRole('switch', { name: 'Include in this CV: Translator' }),
    ).not.toBeChecked();
    await expectSettled(page);

    // Letter and German; Undo takes the last choice back, and it is made again.
    // Clicked, then awaited: a busy page may check a radio a render later than `check()` looks.
    for (const name of ['US Letter', 'Deutsch']) {
      await page.getByRole('radio', { name }).click();
      await expect(page.getByRole('radio', { name })).toBeChecked();
    }
    await expectSettled(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expectSettled(page);
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await expectSettled(page);

    // The section order from the keyboard: Education picked up, moved up, dropped.
    await expect(sectionHeadings(page).first()).toHaveText('Work experience');
    await page.getByRole('button', { name: 'Drag "Education" to another place' }).focus();
    // Each key after the announcement of the one before, as a screen reader user hears them:
    // the sensor measures the sections in the frame after the pick-up.
    // (Each sortable list, the sections' and every section's entries, has a live region of its own.)
    const live = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
    await page.keyboard.press('Space');
    await expect(live('"Education" is over place 2 of 4.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(live('"Education" is over place 1 of 4.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(sectionHeadings(page).first()).toHaveText('Education');
    await expectSettled(page);

    // A job title edited in place with the profile's own dialog: the preview follows.
    const image = await firstPage(page, 'Boston application');
    const before = latestSvg();
    expect(before).toContain('<svg');
    const srcBefore = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Edit "Lead Engineer"' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit work experience' });
    // Saved as it is typed: the preview changes while the dialog is still open.
    await edit.getByLabel(/^Job title/).fill('Chief Engine Architect');
    await expect(edit.getByRole('status')).toHaveText('All changes saved');
    // The page behind the modal dialog is hidden from assistive technology, not from sight.
    const behindDialog = page.getByRole('img', {
      name: /^Page 1 of \d+ of your CV "Boston application"$/,
      includeHidden: true,
    });
    await expect
      .poll(() => behindDialog.getAttribute('src'), { timeout: 30_000 })
      .not.toBe(srcBefore);
    await expect(behindDialog).toBeInViewport();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(edit).toBeHidden();
    await expectSettled(page);
    expect(latestSvg()).toContain('<svg');
    expect(latestSvg()).not.toBe(before);

    await expectStudioAccessible(page);

    // The PDF: Letter, German headings, without the hidden section and the left-out entry.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-CV\.pdf$/);
    const file = await download.path();
    expect(pdfPageSize(file)).toMatch(/^612 x 792 pts/);
    const text = pdfText(file);
    expect(text).toContain('berufserfahrung');
    expect(text).toContain('ausbildung');
    expect(text).toContain('chief engine architect');
    expect(text).not.toContain('lead engineer');
    // Left out: the translator job; hidden: the skills section.
    expect(text).not.toContain('translator');
    expect(text).not.toContain('kenntnisse');
    expect(text).not.toContain('typescript');

    // Back in the list, both CVs; the new one as it was set up.
    await page.getByRole('link', { name: 'All CVs' }).click();
    const boston = list.getByRole('listitem').filter({ hasText: 'Boston application' });
    await expect(boston).toContainText('Classic · Deutsch · US Letter');
    await expect(list.getByRole('heading', { level: 3, name: 'General' })).toBeVisible();
  });

  test('layout settings: type, spacing, line height, photo, dates, contact details, page numbers, page breaks, side column and colours each change the preview', async ({
    page,
  }) => {
    // About twenty previews, each waited for: on a slow two-core machine, beside the other
    // worker, that took over three minutes.
    test.setTimeout(420_000);
    const latestSvg = watchPreviews(page);
    await signUpVerified(page, 'studio-layout');
    // A long profile text: the CV takes two pages, whose numbers the owner may turn off.
    const paragraph =
      'Notes on engines that do not exist yet: how they would weave algebraic patterns, ' +
      'what they could compute beyond numbers, and where their limits lie.';
    await seedProfile(page.request, {
      picture: true,
      bio: Array.from({ length: 14 }, () => paragraph).join('\n'),
    });
    const created = await page.request.post('/api/cvs', { data: { name: 'Layout' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/ui/cv/${id}`);
    await firstPage(page, 'Layout');
    await expectSettled(page);

    /** Makes the change, waits for it to be saved and previewed, and sees the preview differ. */
    async function changesPreview(change: () => Promise<void>) {
      await expect.poll(latestSvg).toContain('<svg');
      const before = latestSvg();
      await change();
      await expectSettled(page);
      await expect.poll(latestSvg, { timeout: 30_000 }).not.toBe(before);
    }
    const slider = (name: string) => page.getByRole('slider', { name });
    await changesPreview(async () => {
      await slider('Type size').focus();
      await page.keyboard.press('ArrowLeft');
      await expect(slider('Type size')).toHaveAttribute('aria-valuetext', '98 %');
    });
    await changesPreview(async () => {
      await slider('Page margins').focus();
      await page.keyboard.press('Home');
      await expect(slider('Page margins')).toHaveAttribute('aria-valuetext', '80 %');
    });
    await changesPreview(async () => {
      await slider('Space between entries').focus();
      await page.keyboard.press('End');
      await expect(slider('Space between entries')).toHaveAttribute('aria-valuetext', '130 %');
    });
    await changesPreview(async () => {
      await page.getByRole('radio', { name: 'Square' }).click();
      await expect(page.getByRole('radio', { name: 'Square' })).toBeChecked();
    });
    await expect(page.getByRole('img', { name: 'Page 2 of 2 of your CV "Layout"' })).toBeVisible();
    await changesPreview(() => page.getByRole('radio', { name: 'Under the title' }).click());
    await changesPreview(() =>
      page.getByRole('radio', { name: 'In a column beside the name' }).click(),
    );
    await changesPreview(async () => {
      await page.getByRole('switch', { name: 'Page numbers' }).click();
      await expect(page.getByRole('switch', { name: 'Page numbers' })).not.toBeChecked();
    });
    await changesPreview(async () => {
      await slider('Line spacing').focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider('Line spacing')).toHaveAttribute('aria-valuetext', '105 %');
    });
    await changesPreview(() => page.getByRole('radio', { name: 'Large' }).click());
    // Page breaks, set per section in the content column: education starts a page of its own.
    await changesPreview(async () => {
      await page.getByRole('button', { name: 'Page breaks for "Education"' }).click();
      const newPage = page.getByRole('menuitemcheckbox', { name: 'Start on a new page' });
      await expect(newPage).toBeVisible();
      // The open menu too, with its hint.
      await expectNoAxeViolations(page);
      await newPage.click();
    });

    // A two-column design: the side column's sections, width and side, and the colours.
    await changesPreview(async () => {
      await page.getByRole('combobox', { name: 'Design' }).click();
      await page.getByRole('option', { name: 'Modern' }).click();
    });
    const inSideColumn = page.getByRole('button', { name: '"Education" in the side column' });
    await changesPreview(() => inSideColumn.click());
    await expect(inSideColumn).toHaveAttribute('aria-pressed', 'true');
    const sideColumn = page.getByRole('region', { name: 'Side column' });
    await changesPreview(() => sideColumn.getByRole('radio', { name: 'Wide' }).click());
    await changesPreview(() => sideColumn.getByRole('radio', { name: 'Right' }).click());
    await changesPreview(() =>
      page.getByRole('textbox', { name: 'Heading colour', exact: true }).fill('#b71c1c'),
    );
    await changesPreview(() =>
      page.getByRole('textbox', { name: 'Side column background', exact: true }).fill('#1b2a4a'),
    );
    await expect(page.getByText('Contrast 6.5:1 on its background')).toBeVisible();
    await expectStudioAccessible(page);
    // A font the next design does not offer: the studio says what it gave up.
    await changesPreview(async () => {
      await page.getByRole('combobox', { name: 'Font' }).click();
      await page.getByRole('option', { name: 'Roboto Condensed' }).click();
    });
    await changesPreview(async () => {
      await page.getByRole('combobox', { name: 'Design' }).click();
      await page.getByRole('option', { name: 'Executive' }).click();
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Executive does not offer Roboto Condensed' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await changesPreview(async () => {
      await page.getByRole('combobox', { name: 'Design' }).click();
      await page.getByRole('option', { name: 'Modern' }).click();
    });

    // Saved: a reload shows the same choices.
    await page.reload();
    await expect(slider('Type size')).toHaveAttribute('aria-valuetext', '98 %');
    await expect(page.getByRole('radio', { name: 'Square' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Page numbers' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Page breaks for "Education"' }).click();
    await expect(
      page.getByRole('menuitemcheckbox', { name: 'Start on a new page' }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(inSideColumn).toHaveAttribute('aria-pressed', 'true');
    await expect(sideColumn.getByRole('radio', { name: 'Right' })).toBeChecked();
    await expect(
      page.getByRole('textbox', { name: 'Side column background', exact: true }),
    ).toHaveValue('#1b2a4a');
  });
});
