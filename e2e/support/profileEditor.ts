import { expect, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** Steps through the profile editor, shared by its tests and its screenshots. */

export const PORTRAIT = fileURLToPath(new URL('../fixtures/portrait.jpg', import.meta.url));

/** Types a month into a month-year picker: its sections take digits. */
export async function pickMonth(dialog: Locator, label: string, month: string, year: string) {
  const field = dialog.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await field.page().keyboard.type(month);
  await field.getByRole('spinbutton', { name: 'Year' }).click();
  await field.page().keyboard.type(year);
}

/** Opens the add dialog of a section (the header button, or the empty state's). */
export async function openAdd(page: Page, name: string, title = name) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Asserts a toast and closes it (a click closes toasts), so the next one is alone. */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // Dispatched, not clicked: a toast still sliding in (or one above it
  // leaving) never holds still long enough for a pointer click.
  await toast.dispatchEvent('click');
  await expect(toast).toHaveCount(0);
}

export async function saveDialog(dialog: Locator, toast: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(dialog.page(), toast);
}
