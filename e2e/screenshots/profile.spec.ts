import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectToast, openAdd, pickMonth, PORTRAIT, saveDialog } from '../support/profileEditor';
import { formattedEditor } from '../support/richText';
import { signUpVerified } from '../support/verifiedUser';

/**
 * A look, not a check: the editor's screens in both schemes, wide and narrow,
 * for a person to review. One account for all of them.
 */
test.describe('profile screenshots', () => {
  const outDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
  const VARIANTS = [
    ['light', 'wide', { width: 1440, height: 900 }],
    ['dark', 'wide', { width: 1440, height: 900 }],
    ['light', 'narrow', { width: 390, height: 844 }],
    ['dark', 'narrow', { width: 390, height: 844 }],
  ] as const;

  /** Takes `name` in every variant; `prepare` brings the page there first. */
  async function shoot(
    page: Page,
    name: string,
    options: { fullPage?: boolean; prepare?: () => Promise<void> } = {},
  ) {
    for (const [scheme, size, viewport] of VARIANTS) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      await options.prepare?.();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: path.join(outDir, `profile-${name}-${scheme}-${size}.png`),
        fullPage: options.fullPage ?? true,
        animations: 'disabled',
      });
    }
  }

  test('profile create and edit screens', async ({ page }) => {
    test.setTimeout(300_000);
    await signUpVerified(page, 'shots');
    await page.goto('/ui/account/profile/create');
    await expect(page.getByRole('button', { name: 'Create profile' })).toBeVisible();
    await shoot(page, 'create');

    await page.getByTestId('picture-input').setInputFiles(PORTRAIT);
    await expect(page.getByRole('button', { name: 'Use this picture' })).toBeEnabled();
    await shoot(page, 'crop-dialog', { fullPage: false });
    await page.getByRole('button', { name: 'Use this picture' }).click();
    await page.getByLabel('Display name').fill('Ada Lovelace');
    await page.getByLabel('Job title').fill('Software Engineer');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expectToast(page, 'Profile created');
    await expect(page.getByText('No projects yet — add your first')).toBeVisible();
    await shoot(page, 'edit-empty');

    const work = await openAdd(page, 'Add work experience');
    await work.getByRole('button', { name: 'Save' }).click();
    await shoot(page, 'work-dialog', { fullPage: false });
    await work.getByLabel('Job title').fill('Software Engineer');
    await work.getByLabel('Company').fill('Analytical Engines Ltd');
    await work.getByLabel('Location').fill('London');
    await pickMonth(work, 'Start date', '03', '2020');
    await work.getByRole('checkbox', { name: 'I currently work here' }).check();
    const description = await formattedEditor(work, 'Description');
    await description.fill('Programs for the Analytical Engine.');
    await saveDialog(work, 'Work experience added');

    const skill = await openAdd(page, 'Add skill');
    await skill.getByLabel('Name').fill('TypeScript');
    await skill.getByRole('combobox', { name: 'Type' }).fill('Programming Languages');
    await skill.locator('label', { hasText: 'Very good (4 of 5)' }).click();
    await shoot(page, 'skill-dialog', { fullPage: false });
    await saveDialog(skill, 'Skill added');

    const education = await openAdd(page, 'Add education');
    await education.getByLabel('Degree').fill('BSc Mathematics');
    await education.getByLabel('Institution').fill('University of London');
    await pickMonth(education, 'Start date', '10', '2014');
    await pickMonth(education, 'End date', '07', '2017');
    await saveDialog(education, 'Education added');

    const project = await openAdd(page, 'Add project');
    await project.getByLabel('Name').fill('Note G');
    await project.getByLabel('Role').fill('Author');
    await project.getByLabel('Link', { exact: true }).fill('https://example.com/note-g');
    await project.getByRole('button', { name: 'Add link' }).click();
    await project.getByLabel('Label').fill('Source');
    await project.getByRole('textbox', { name: /^Link/ }).nth(1).fill('https://example.com/src');
    await shoot(page, 'project-dialog', { fullPage: false });
    await saveDialog(project, 'Project added');

    await page.getByRole('button', { name: 'Delete "Note G"' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this project?' })).toBeVisible();
    await shoot(page, 'delete-dialog', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('textbox', { name: 'Header colour', exact: true }).fill('#0e7c66');
    await shoot(page, 'edit-filled');
  });
});
