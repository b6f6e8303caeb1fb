import { expect, test, type Page } from '@playwright/test';
import { expectToast, openAdd, pickMonth, PORTRAIT, saveDialog } from './support/profileEditor';
import { formattedEditor } from './support/richText';
import { signUpVerified } from './support/verifiedUser';
import { openSideMenu } from './support/shell';
import { expectNoAxeViolations } from './fixtures/axe';

const TWO_MB = 2 * 1024 * 1024;

/** WCAG A/AA as axe sees the page now (both schemes where the caller switches them). */
function section(page: Page, title: string) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

test.describe('profile editor', () => {
  test('create with a cropped picture, entries of every kind, edit, order, delete, theme', async ({
    page,
  }) => {
    // One long journey on a shared two-core machine: generous, nothing here measures speed.
    test.setTimeout(240_000);
    await signUpVerified(page, 'profile');

    // No profile yet: the editor sends the user to create one.
    await page.goto('/ui/account/profile/edit');
    await expect(page).toHaveURL(/\/ui\/account\/profile\/create$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your profile');
    await expectNoAxeViolations(page);

    await page.getByLabel('Display name').fill('Ada Lovelace');
    await page.getByLabel('Job title').fill('Software Engineer');
    await page.getByLabel('Location').fill('London');
    const bio = await formattedEditor(page, 'Bio');
    await bio.fill('I write programs for engines that do not exist yet.');

    // Over 2 MB is refused before anything is read or sent.
    const input = page.getByTestId('picture-input');
    await input.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(TWO_MB + 1),
    });
    await expect(page.getByText('File must be less than 2 MB')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A real picture: crop to a square (zoom in with the keyboard) and use it.
    await input.setInputFiles(PORTRAIT);
    const crop = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(crop).toBeVisible();
    await expect(crop.getByRole('button', { name: 'Use this picture' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await expect(page.getByText('File must be less than 2 MB')).toHaveCount(0);
    const zoom = crop.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuetext', '130 %');
    await crop.getByRole('group', { name: 'Picture crop area' }).focus();
    await page.keyboard.press('ArrowUp');
    await crop.getByRole('button', { name: 'Use this picture' }).click();
    await expect(crop).toBeHidden();
    await expect(page.getByText('New picture: saved together with your changes')).toBeVisible();
    const preview = page.getByRole('img', { name: 'Your profile picture' });
    await expect(preview).toHaveAttribute('src', /^blob:/);

    await page.getByRole('switch', { name: 'Public profile access' }).check();
    await page.getByRole('button', { name: 'Create profile' }).click();

    await expect(page).toHaveURL(/\/ui\/account\/profile\/edit$/);
    await expectToast(page, 'Profile created');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile');
    await expect(page.getByLabel('Display name')).toHaveValue('Ada Lovelace');
    await expect(await formattedEditor(page, 'Bio')).toHaveText(
      'I write programs for engines that do not exist yet.',
    );
    // The uploaded, re-encoded square, served by the API.
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toHaveAttribute('src', /\/api\/media\//);
    const size = await picture.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size[0]).toBe(size[1]);
    await expect(page.getByRole('switch', { name: 'Public profile access' })).toBeChecked();

    // The side menu shows the new thumbnail.
    const menu = await openSideMenu(page);
    await expect(menu.getByRole('link', { name: 'Account' }).locator('img')).toHaveAttribute(
      'src',
      /\/api\/media\/.+thumb/,
    );
    await page.keyboard.press('Escape');

    // Empty states first.
    await expect(page.getByText('No work experience yet — add your first')).toBeVisible();
    await expect(page.getByText('No projects yet — add your first')).toBeVisible();

    // Work experience: required fields are checked in the dialog, with the product's wording.
    let dialog = await openAdd(page, 'Add work experience');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Job title must not be blank')).toBeVisible();
    await expect(dialog.getByText('Start date must not be blank')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Job title').fill('Software Engineer');
    await dialog.getByLabel('Company').fill('Babbage & Co');
    await pickMonth(dialog, 'Start date', '03', '2020');
    await dialog.getByRole('checkbox', { name: 'I currently work here' }).check();
    const description = await formattedEditor(dialog, 'Description');
    await description.fill('Programs for the Analytical Engine.');
    await saveDialog(dialog, 'Work experience added');
    const work = section(page, 'Work experience');
    await expect(work.getByRole('listitem')).toHaveCount(1);
    await expect(work.getByText('Mar 2020 – present')).toBeVisible();

    // Skills: type from the suggestions, level with the stars; two of them to order.
    dialog = await openAdd(page, 'Add skill');
    await dialog.getByLabel('Name').fill('TypeScript');
    await dialog.getByRole('combobox', { name: 'Type' }).fill('Progr');
    await page.getByRole('option', { name: 'Programming Languages' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Level must be between 1 and 5')).toBeVisible();
    await dialog.locator('label', { hasText: 'Very good (4 of 5)' }).click();
    await saveDialog(dialog, 'Skill added');
    const skills = section(page, 'Skills');
    dialog = await openAdd(page, 'Add skill');
    await dialog.getByLabel('Name').fill('Communication');
    await dialog.getByRole('combobox', { name: 'Type' }).fill('Soft skills');
    await dialog.locator('label', { hasText: 'Expert (5 of 5)' }).click();
    await saveDialog(dialog, 'Skill added');
    // Skills have no dates: a new one goes to the end.
    await expect(skills.getByRole('heading', { level: 3 })).toHaveText([
      'TypeScript',
      'Communication',
    ]);
    await skills.getByRole('button', { name: 'Move "Communication" up' }).click();
    await expect(skills.getByRole('heading', { level: 3 })).toHaveText([
      'Communication',
      'TypeScript',
    ]);
    // The keyboard stays on the moved entry (at the top, its other arrow).
    await expect(skills.getByRole('button', { name: 'Move "Communication" down' })).toBeFocused();

    // Education with an end date.
    dialog = await openAdd(page, 'Add education');
    await dialog.getByLabel('Degree').fill('BSc Mathematics');
    await dialog.getByLabel('Institution').fill('University of London');
    await pickMonth(dialog, 'Start date', '10', '2014');
    await pickMonth(dialog, 'End date', '07', '2017');
    await saveDialog(dialog, 'Education added');
    await expect(section(page, 'Education').getByText('Oct 2014 – Jul 2017')).toBeVisible();

    // A project with a main link and one more.
    dialog = await openAdd(page, 'Add project');
    await dialog.getByLabel('Name').fill('Note G');
    await dialog.getByLabel('Link', { exact: true }).fill('https://example.com/note-g');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.getByLabel('Label').fill('Source');
    await dialog.getByRole('textbox', { name: 'Link' }).nth(1).fill('not a link');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Link must be a valid http(s) link')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Link' })
      .nth(1)
      .fill('https://example.com/note-g/source');
    await saveDialog(dialog, 'Project added');
    const projects = section(page, 'Projects');
    await expect(projects.getByRole('link', { name: /example\.com/ })).toBeVisible();
    await expect(projects.getByRole('link', { name: /Source/ })).toBeVisible();

    // Edit the work experience.
    await work.getByRole('button', { name: 'Edit "Software Engineer"' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit work experience' });
    await expect(dialog.getByLabel('Company')).toHaveValue('Babbage & Co');
    await dialog.getByLabel('Company').fill('Analytical Engines Ltd');
    await saveDialog(dialog, 'Work experience updated');
    await expect(work.getByText('Analytical Engines Ltd')).toBeVisible();

    // Delete the education entry, after confirming.
    const education = section(page, 'Education');
    await education.getByRole('button', { name: 'Delete "BSc Mathematics"' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this education entry?' });
    await expect(confirm).toContainText('"BSc Mathematics" will be removed from your profile.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Education deleted');
    await expect(page.getByText('No education yet — add your first')).toBeVisible();

    // Theme: the preview follows the fields before anything is saved.
    const header = page.getByTestId('theme-preview-header');
    await expect(header).toHaveCSS('background-color', 'rgb(65, 105, 225)');
    await page.getByRole('textbox', { name: 'Header colour', exact: true }).fill('#aa3355');
    await expect(header).toHaveCSS('background-color', 'rgb(170, 51, 85)');
    await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#fff8e7');
    await expect(page.getByTestId('theme-preview')).toHaveCSS(
      'background-color',
      'rgb(255, 248, 231)',
    );
    await page.getByRole('button', { name: 'Save theme' }).click();
    await expectToast(page, 'Theme saved');

    // Everything is still there after a reload.
    await page.reload();
    await expect(page.getByLabel('Job title')).toHaveValue('Software Engineer');
    await expect(work.getByText('Analytical Engines Ltd')).toBeVisible();
    await expect(skills.getByRole('heading', { level: 3 })).toHaveText([
      'Communication',
      'TypeScript',
    ]);
    await expect(skills.getByRole('img', { name: 'Very good (4 of 5)' })).toBeVisible();
    await expect(projects.getByRole('heading', { name: 'Note G' })).toBeVisible();
    await expect(page.getByText('No education yet — add your first')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Header colour', exact: true })).toHaveValue(
      '#aa3355',
    );
    await expect(header).toHaveCSS('background-color', 'rgb(170, 51, 85)');
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // Reset to defaults saves the defaults at once.
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expectToast(page, 'Theme reset to defaults');
    await expect(header).toHaveCSS('background-color', 'rgb(65, 105, 225)');
    await expect(page.getByRole('textbox', { name: 'Header colour', exact: true })).toHaveValue(
      '#4169e1',
    );
    await expect(page.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Background colour', exact: true })).toHaveValue(
      '#f5f7fb',
    );

    // Leaving an edited form asks first; once saved, the way out is free.
    await page.getByLabel('Job title').fill('Analyst');
    await page.getByRole('link', { name: 'Back to account' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByLabel('Job title')).toHaveValue('Analyst');
    // Closing or reloading the tab asks too (the browser's own question).
    const leaveAsks = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await leaveAsks()).toBe(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Profile saved');
    expect(await leaveAsks()).toBe(false);
    await page.getByRole('link', { name: 'Back to account' }).click();
    await expect(page).toHaveURL(/\/ui\/account$/);
  });
});
