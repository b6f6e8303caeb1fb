import { expect, type Page } from '@playwright/test';

/**
 * Waits until the preview's SVG page has been decoded and drawn. Rendering
 * waits for the server's worker pool, which other tests keep busy on a small
 * machine: more patience than a plain UI step.
 */
export async function expectPreviewShown(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(image).toHaveAttribute('src', /^blob:/);
}
