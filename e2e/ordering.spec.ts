import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessibleEverywhere, expectNoAxeViolations } from './fixtures/axe';
import { expectToast } from './support/profileEditor';
import { signUpVerified } from './support/verifiedUser';

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
}

/** A profile with three jobs, added through the API in no particular order. */
async function profileWithJobs(request: APIRequestContext) {
  await ok(
    await request.post('/api/profile', {
      multipart: { data: JSON.stringify({ displayName: 'Ada Lovelace', jobTitle: 'Engineer' }) },
    }),
  );
  const jobs = [
    { jobTitle: 'Apprentice', positionStart: '2012-01-01', positionEnd: '2015-06-01' },
    { jobTitle: 'Lead Engineer', positionStart: '2022-01-01' },
    { jobTitle: 'Developer', positionStart: '2016-01-01', positionEnd: '2021-12-01' },
  ];
  for (const job of jobs) {
    await ok(
      await request.post('/api/profile/work-experience', {
        data: { ...job, company: 'Analytical Engines Ltd' },
      }),
    );
  }
}

function section(page: Page, title: string) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

const handle = (list: Locator, name: string) =>
  list.getByRole('button', { name: `Drag "${name}" to another place` });

/** Drags an entry's handle with the mouse onto another entry's handle. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('handle not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // Past the few pixels that tell a drag from a click, then in steps to the target.
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 2 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 10, { steps: 12 });
  await page.mouse.up();
}

test.describe('ordering profile entries', () => {
  test('dragged with the mouse and with the keyboard, sorted by date, kept after a reload', async ({
    page,
  }) => {
    test.slow();
    await signUpVerified(page, 'ordering');
    await profileWithJobs(page.request);
    await page.goto('/ui/account/profile/edit');
    const work = section(page, 'Work experience');
    const titles = work.getByRole('heading', { level: 3 });
    // The server put each new job at its date's place.
    await expect(titles).toHaveText(['Lead Engineer', 'Developer', 'Apprentice']);
    // The handles in both colour schemes, wide and on a phone.
    await expectAccessibleEverywhere(page);

    // The mouse: the oldest job onto the first place.
    await dragWithMouse(page, handle(work, 'Apprentice'), handle(work, 'Lead Engineer'));
    await expect(titles).toHaveText(['Apprentice', 'Lead Engineer', 'Developer']);
    await expect(page.getByText('"Apprentice" is now at position 1 of 3')).toBeAttached();

    // The keyboard: Space picks the entry up, an arrow moves it, Space drops it.
    await handle(work, 'Lead Engineer').focus();
    await page.keyboard.press('Space');
    await expect(handle(work, 'Lead Engineer')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('"Lead Engineer" is over place 3 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(titles).toHaveText(['Apprentice', 'Developer', 'Lead Engineer']);
    await expect(page.getByText('"Lead Engineer" is now at position 3 of 3')).toBeAttached();
    // The keyboard stays on the moved entry's handle.
    await expect(handle(work, 'Lead Engineer')).toBeFocused();

    await page.reload();
    await expect(titles).toHaveText(['Apprentice', 'Developer', 'Lead Engineer']);

    // Sort by date, after the question: current first, then by end date.
    await work.getByRole('button', { name: 'Sort by date' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sort "Work experience" by date?' });
    await expect(confirm).toContainText('Entries without a date stay at the end.');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Sort' }).click();
    await expectToast(page, '"Work experience" is sorted by date');
    await expect(titles).toHaveText(['Lead Engineer', 'Developer', 'Apprentice']);

    await page.reload();
    await expect(titles).toHaveText(['Lead Engineer', 'Developer', 'Apprentice']);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('an entry dragged by touch keeps its new place', async ({ page }) => {
      test.slow();
      await signUpVerified(page, 'ordering-touch');
      await profileWithJobs(page.request);
      await page.goto('/ui/account/profile/edit');
      const work = section(page, 'Work experience');
      const titles = work.getByRole('heading', { level: 3 });
      await expect(titles).toHaveText(['Lead Engineer', 'Developer', 'Apprentice']);

      // A finger on the handle of the last job, moved up onto the first one's.
      const from = handle(work, 'Apprentice');
      const to = handle(work, 'Lead Engineer');
      await to.scrollIntoViewIfNeeded();
      await from.scrollIntoViewIfNeeded();
      const start = await from.boundingBox();
      const end = await to.boundingBox();
      if (!start || !end) throw new Error('handle not on screen');
      const touch = await page.context().newCDPSession(page);
      const at = (box: { x: number; y: number; width: number; height: number }, dy = 0) => [
        { x: box.x + box.width / 2, y: box.y + box.height / 2 + dy },
      ];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(start) });
      for (let step = 1; step <= 12; step++) {
        const y = start.y + ((end.y - 10 - start.y) * step) / 12;
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at({ ...start, y }),
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(titles).toHaveText(['Apprentice', 'Lead Engineer', 'Developer']);

      await page.reload();
      await expect(titles).toHaveText(['Apprentice', 'Lead Engineer', 'Developer']);
    });
  });
});
