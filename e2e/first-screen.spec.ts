import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { buildUser, signUpByApi, verifyByApi } from './support/accounts';
import { expectNoSideScroll, PHONE } from './support/phone';

/**
 * The landing and the login come rendered from the server: they show before
 * the app's script has run, and the app then takes the page over (hydrates
 * it). These journeys hold the app's script back to look at the page as the
 * server sent it, then let the app take over.
 */

/**
 * Holds the app's entry script until `release()`: the page stays as the server
 * sent it. Open the page with `visit`: the held script holds back the page's
 * load events too.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/ui\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` without waiting for its scripts. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Until React has taken the page over: it keeps its props on each element it
 * adopts, here the page's first heading. The app starts with the visitor's
 * first move once its entry script has run: a key is pressed until it has (a
 * pointer's move is no move).
 */
async function untilTakenOver(page: Page) {
  const takenOver = () =>
    page.evaluate(() => {
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps'));
    });
  await expect(async () => {
    await page.keyboard.press('Shift');
    expect(await takenOver()).toBe(true);
  }).toPass({ intervals: [250, 500, 1000], timeout: 30_000 });
}

/** A layout shift: how much, and which elements moved from where to where. */
interface Shift {
  value: number;
  moved: string[];
}

/** Records the layout shifts of the page from its first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    type Source = {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    };
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: Source[];
      })[]) {
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map(
            (source) =>
              `${(source.node as Element | null)?.outerHTML?.slice(0, 120) ?? source.node?.nodeName}: ` +
              `${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

/**
 * A verified account signed up outside this browser (it arrives as a visitor,
 * without a session), its login typed into the server's page while the app is
 * held back; `release` lets the app start.
 */
async function loginTypedBeforeTakeover(page: Page, request: APIRequestContext) {
  const user = buildUser('first-screen');
  await signUpByApi(request, user);
  await verifyByApi(request, user.email);
  const release = await holdApp(page);
  await visit(page, '/ui/login');
  await page.locator('input[name="username"]').fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  return { user, release };
}

test('a login typed before the app has taken over keeps its text and focus, and logs in', async ({
  page,
  request,
}) => {
  const { user, release } = await loginTypedBeforeTakeover(page, request);
  release();
  await untilTakenOver(page);

  await expect(page.locator('input[name="password"]')).toBeFocused();
  await expect(page.locator('input[name="username"]')).toHaveValue(user.username);
  await expect(page.locator('input[name="password"]')).toHaveValue(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ui\/account$/);

  // With a session, the browser gets the app's shell: the landing never shows.
  const shell = await page.request.get('/ui');
  expect(await shell.text()).toContain('<div id="root"></div>');
  await page.goto('/ui');
  await expect(page.getByRole('link', { name: 'Edit your profile' })).toBeVisible();
});

test('a login submitted before the app has taken over is sent once it has', async ({
  page,
  request,
}) => {
  const { release } = await loginTypedBeforeTakeover(page, request);
  await page.keyboard.press('Enter');
  // Held by the page until the app has started: nothing went to the server.
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/\/ui\/login$/);
  release();
  await expect(page).toHaveURL(/\/ui\/account$/);
});

test('a menu button pressed before the app has taken over opens its menu once it has', async ({
  page,
}) => {
  const release = await holdApp(page);
  await visit(page, '/ui');
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Side menu' })).toBeVisible();
});

test.describe('on a phone', () => {
  // The visitor a first move waits for: the landing read on a touch screen.
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the app starts with the first move of a visitor who reads the landing page', async ({
    page,
  }) => {
    await page.goto('/ui');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // Read, not touched: the app's code may have come (prefetched), none of it ran.
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__react')),
      ),
    ).toBe(false);
    await untilTakenOver(page);
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Side menu' })).toBeVisible();
  });
});

test('a link clicked while the app is taking the page over goes to its page', async ({ page }) => {
  // A slow phone: the page is visible well before React has taken it over.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/ui', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveURL(/\/ui\/privacy$/);
});

for (const path of ['/ui', '/ui/login'] as const) {
  test.describe(`${path} as the server sends it`, () => {
    test.use({ locale: 'de-DE', viewport: PHONE });

    test('is in German, fits a phone and has no WCAG A/AA violations, before and after the app takes over', async ({
      page,
    }) => {
      const shifts = await recordLayoutShifts(page);
      const release = await holdApp(page);
      await visit(page, path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(
        path === '/ui' ? 'Ihr Lebenslauf, schön gemacht' : 'Anmelden',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expectNoSideScroll(page, `${path} before the app`);
      await expectNoAxeViolations(page);
      // Links work before the app has started.
      await expect(page.getByRole('link', { name: 'Registrieren' }).first()).toHaveAttribute(
        'href',
        '/ui/signup',
      );

      release();
      await untilTakenOver(page);
      await page.waitForLoadState('networkidle');
      await expect(heading).toBeVisible();
      await expectNoSideScroll(page, `${path} after the app took over`);
      await expectNoAxeViolations(page);
      expect(await shifts()).toEqual([]);
    });
  });
}

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the server-rendered login is dark before the app starts', async ({ page }) => {
    await holdApp(page);
    await visit(page, '/ui/login');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(11, 16, 32)',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'de-DE' });

  test('the landing and the login are there, with working links', async ({ page }) => {
    await page.goto('/ui');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihr Lebenslauf, schön gemacht' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Anmelden' }).first().click();
    await expect(page).toHaveURL(/\/ui\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.getByLabel(/Benutzername oder E-Mail/)).toBeVisible();
  });

  test('a login sent keeps the password out of the address', async ({ page }) => {
    await page.goto('/ui/login');
    await page.locator('input[name="username"]').fill('ada');
    await page.locator('input[name="password"]').fill('a-secret-password');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ui\/login$/);
    expect(page.url()).not.toContain('secret');
  });
});
