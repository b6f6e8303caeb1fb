import { expect, type Locator, type Page } from '@playwright/test';

/** A common phone's screen in CSS pixels (portrait). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Nothing on the page reaches past the right edge: no sideways scrolling.
 * Soft: a walk through every page reports each one that is too wide.
 */
export async function expectNoSideScroll(page: Page, where: string) {
  const measure = () =>
    page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
  // A page that forwards (a verified user's verification page) or that the
  // app takes over (the public profile) may still be loading its successor,
  // more than once on a busy machine: measure the page it lands on.
  let widths: Awaited<ReturnType<typeof measure>> | undefined;
  for (let attempt = 1; !widths; attempt++) {
    widths = await measure().catch(async (error: unknown) => {
      if (attempt === 5 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('networkidle');
      return undefined;
    });
  }
  expect
    .soft(widths.page, `${where}: page ${widths.page} px wide in ${widths.viewport} px`)
    .toBeLessThanOrEqual(widths.viewport);
}

/** The element lies wholly inside the phone's width (and, with `fully`, its height too). */
export async function expectOnScreen(locator: Locator, what: string, fully = false) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  const size = locator.page().viewportSize() ?? PHONE;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(size.width + 0.5);
  if (fully) {
    expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(size.height + 0.5);
  }
}

/**
 * The element can be seen whole: at its top, middle and bottom it is what
 * lies on top (no dialog title, sticky footer or scrolled-off part hides it).
 */
export async function expectUncovered(locator: Locator, what: string) {
  await expect(locator, what).toBeInViewport({ ratio: 1 });
  const hidden = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + Math.min(rect.width / 2, 8);
    const points = {
      top: rect.top + 1,
      middle: rect.top + rect.height / 2,
      bottom: rect.bottom - 1,
    };
    return Object.entries(points)
      .filter(([, y]) => {
        const top = document.elementFromPoint(x, y);
        return top === null || !(element === top || element.contains(top));
      })
      .map(([name]) => name);
  });
  expect(hidden, `${what}: covered at`).toEqual([]);
}

/**
 * The open dialog and every button of it lie inside the phone's screen and
 * can be touched; returns the dialog.
 */
export async function expectDialogFits(dialog: Locator, name: string) {
  await expectOnScreen(dialog, `dialog "${name}"`);
  const buttons = dialog.getByRole('button');
  const count = await buttons.count();
  expect(count, `dialog "${name}" has buttons`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    const label = `"${(await button.innerText()).trim() || (await button.getAttribute('aria-label'))}" in "${name}"`;
    await button.scrollIntoViewIfNeeded();
    await expectOnScreen(button, label, true);
  }
  return dialog;
}
