import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { seedProfile } from './fixtures/cvProfile';
import { PHONE, expectNoSideScroll } from './support/phone';
import { expectToast, saveDialog } from './support/profileEditor';
import { formattedEditor } from './support/richText';
import { signUpVerified } from './support/verifiedUser';

const JOB = 'Lead Engineer';

/** A profile with one job, described as 'Built the first engine', and a CV "For ACME": its id. */
async function seedJobAndCv(page: Page): Promise<string> {
  await seedProfile(page.request, { entries: false });
  const job = await page.request.post('/api/profile/work-experience', {
    data: {
      jobTitle: JOB,
      company: 'Analytical Engines Ltd',
      positionStart: '2021-03-01',
      description: 'Built the first engine',
    },
  });
  expect(job.ok()).toBe(true);
  const cv = await page.request.post('/api/cvs', { data: { name: 'For ACME' } });
  expect(cv.ok()).toBe(true);
  return ((await cv.json()) as { id: string }).id;
}

/** Opens the job's dialog, replaces its description and saves. */
async function editDescription(page: Page, text: string) {
  await page.getByRole('button', { name: `Edit "${JOB}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit work experience' });
  const editor = await formattedEditor(dialog, 'Description');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await saveDialog(dialog, 'Work experience updated');
}

/** The job's stored description (the editor's list shows titles and dates only). */
async function expectDescription(page: Page, text: string) {
  await expect
    .poll(async () => {
      const profile = (await (await page.request.get('/api/profile')).json()) as {
        workExperiences: { description?: string | null }[];
      };
      return profile.workExperiences[0]?.description;
    })
    .toBe(text);
}

test.describe('version history, undo and redo, and the bin', () => {
  test('compares a named version with now, restores one field, undoes and redoes it, and brings a deleted CV back', async ({
    page,
  }) => {
    // A long journey: ten saves, three pages, axe in both schemes.
    test.setTimeout(180_000);
    await signUpVerified(page, 'history');
    await seedJobAndCv(page);

    await page.goto('/ui/account/profile/edit');
    // The editor's chunk on a busy machine: more patience than the default.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile', {
      timeout: 30_000,
    });

    // Three edits of the description; the version after the second one is named.
    await editDescription(page, 'Built the first analytical engine');
    await editDescription(page, 'Built and tested the first analytical engine');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'History of your profile' });
    await expect(drawer.getByTestId('history-version').first()).toBeVisible();
    await drawer
      .getByRole('button', { name: /^Name this version/ })
      .first()
      .click();
    const naming = page.getByRole('dialog', { name: 'Name this version' });
    await naming.getByLabel('Name of the version').fill('sent to ACME');
    await naming.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByRole('status')).toContainText('The version was named');
    await expect(drawer.getByRole('heading', { name: 'sent to ACME' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await editDescription(page, 'Designed and tested the second analytical engine');
    await expectDescription(page, 'Designed and tested the second analytical engine');

    // Compare the named version with now: words removed and added are marked.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const named = drawer.getByTestId('history-version').filter({ hasText: 'sent to ACME' });
    await named.getByRole('button', { name: /^Compare with now/ }).click();
    await expect(drawer.getByRole('heading', { name: 'Compare versions' })).toBeVisible();
    const field = drawer.locator('[data-testid="compare-field"][data-field="description"]');
    await expect(field.locator('[data-diff="removed"]').first()).toContainText('Built');
    await expect(field.locator('[data-diff="added"]').first()).toContainText('Designed');
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    // Once the drawer has followed the new width, nothing reaches past the phone's edge.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await expectNoSideScroll(page, 'the comparison on a phone');
    await page.setViewportSize({ width: 1400, height: 900 });

    // Restore that one field from the named version.
    await field.getByRole('button', { name: /^Restore this field: Description/ }).click();
    await expect(drawer.getByRole('status')).toContainText('Restored. You can undo this.');
    await expect(drawer.getByText('Both versions are the same.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await expectDescription(page, 'Built and tested the first analytical engine');

    // Undo the restore (button), redo it (keyboard).
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeEnabled();
    await undo.click();
    await expectDescription(page, 'Designed and tested the second analytical engine');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expectDescription(page, 'Built and tested the first analytical engine');

    // Delete the CV, then bring it back from the bin.
    await page.goto('/ui/cv');
    await page.getByRole('button', { name: 'More actions for "For ACME"' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete "For ACME"?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'CV "For ACME" deleted');
    await page.goto('/ui/bin');
    await expect(page.getByRole('heading', { level: 1, name: 'Bin' })).toBeVisible();
    const item = page.getByTestId('bin-item').filter({ hasText: 'For ACME' });
    await expect(item).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }
    await item.getByRole('button', { name: 'Restore: For ACME' }).click();
    await expectToast(page, '“For ACME” is back');
    await expect(page.getByText('The bin is empty.')).toBeVisible();
    await page.goto('/ui/cv');
    await expect(page.getByRole('button', { name: 'More actions for "For ACME"' })).toBeVisible();
  });

  test('in the CV studio, one Undo takes back an entry edited there and a setting, newest first', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpVerified(page, 'studio-undo');
    await page.goto(`/ui/cv/${await seedJobAndCv(page)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For ACME', {
      timeout: 30_000,
    });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await expect(undo).toBeDisabled();

    // The description edited with the profile's dialog, saved as it is typed (one input: one save).
    await page.getByRole('button', { name: `Edit "${JOB}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit work experience' });
    const editor = await formattedEditor(dialog, 'Description');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('Built the first analytical engine');
    await expect(dialog.getByRole('status')).toHaveText('All changes saved');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expectDescription(page, 'Built the first analytical engine');

    // Ctrl+Z outside text fields: the description as it was; Ctrl+Shift+Z: the edit again.
    await expect(undo).toBeEnabled();
    const heading = page.getByRole('heading', { level: 1 });
    await heading.click();
    await page.keyboard.press('ControlOrMeta+z');
    await expectDescription(page, 'Built the first engine');
    await expect(redo).toBeEnabled();
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expectDescription(page, 'Built the first analytical engine');

    // A setting after it: Undo takes the setting back first, then the entry.
    await page.getByRole('radio', { name: 'US Letter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await heading.click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
    await expectDescription(page, 'Built the first analytical engine');
    await expect(undo).toBeEnabled();
    await page.keyboard.press('ControlOrMeta+z');
    await expectDescription(page, 'Built the first engine');
    await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
    // Redo in the order undone: the entry, then the setting (the button).
    await expect(redo).toBeEnabled();
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expectDescription(page, 'Built the first analytical engine');
    await expect(redo).toBeEnabled();
    await redo.click();
    await expect(page.getByRole('radio', { name: 'US Letter' })).toBeChecked();
    await expect(redo).toBeDisabled();
  });
});
