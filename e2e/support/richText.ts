import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The formatted editor of a description, bio or summary by its label, once
 * its code has loaded: until then the Markdown text box stands in under the
 * same name, and what a test typed there would race the swap.
 */
export async function formattedEditor(scope: Page | Locator, label: string): Promise<Locator> {
  const editor = scope
    .getByRole('textbox', { name: label, exact: true })
    .and(scope.locator('[contenteditable="true"]'));
  await expect(editor).toBeVisible({ timeout: 20_000 });
  return editor;
}
