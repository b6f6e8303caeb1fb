import { expect, test, type Page } from '@playwright/test';
import { SAMPLE, seedProfile } from './fixtures/cvProfile';
import { saveDialog } from './support/profileEditor';
import { signUpVerified } from './support/verifiedUser';

const JOB = SAMPLE.work[0].jobTitle;

async function openJob(page: Page) {
  await page.getByRole('button', { name: `Edit "${JOB}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit work experience' });
  // The formatted editor replaces the Markdown box once its code has loaded.
  const editor = dialog.locator('[contenteditable="true"][role="textbox"]');
  await expect(editor).toHaveAccessibleName('Description');
  return { dialog, editor };
}

test('a description is formatted in place: a list continues on Enter, Ctrl+B bolds, saved as Markdown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signUpVerified(page, 'richtext');
  await seedProfile(page.request, { publicAccess: true });
  await page.goto('/ui/account/profile/edit');

  let { dialog, editor } = await openJob(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Punched cards');
  await page.keyboard.press('Enter');
  // The list went on: the new line is its second item.
  await expect(editor.getByRole('listitem')).toHaveCount(2);
  await page.keyboard.type('Store of ');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('numbers');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(editor.locator('strong')).toHaveText('numbers');
  await expect(editor).not.toContainText('**');

  await dialog.screenshot({ path: test.info().outputPath('editor.png') });
  await saveDialog(dialog, 'Work experience updated');

  const stored = `${SAMPLE.work[0].description}\n\n- Punched cards\n- Store of **numbers**`;
  const profile = (await (await page.request.get('/api/profile')).json()) as {
    workExperiences?: { description?: string }[];
  };
  expect(JSON.stringify(profile)).toContain(JSON.stringify(stored).slice(1, -1));

  // Opened again, the text shows the same formatting.
  ({ dialog, editor } = await openJob(page));
  await expect(editor.getByRole('listitem')).toHaveText(['Punched cards', 'Store of numbers']);
  await expect(editor.locator('strong')).toHaveText('numbers');
  await dialog.getByRole('button', { name: 'Markdown' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(stored);
  await dialog.getByRole('button', { name: 'Formatted' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The public profile shows the formatting, not the markers.
  await page.goto(`/ui/profile/${user.username}`);
  const item = page.getByRole('listitem').filter({ hasText: 'Store of numbers' });
  await expect(item.locator('strong')).toHaveText('numbers');
  await expect(page.getByText('**')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1400, 390]) {
    test(`the editor at ${width} px, ${scheme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await signUpVerified(page, 'richshot');
      await seedProfile(page.request, {});
      await page.goto('/ui/account/profile/edit');
      const { dialog, editor } = await openJob(page);
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('- **Bold** point with *Umlaute: äöü*');
      await expect(editor.locator('strong')).toHaveText('Bold');
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await dialog.screenshot({ path: test.info().outputPath(`editor-${width}-${scheme}.png`) });
    });
  }
}
