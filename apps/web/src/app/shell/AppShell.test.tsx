import { STORAGE_KEYS } from '@cv/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markLoggedIn } from '../session';
import { mockViewport } from '../../test/matchMedia';
import { stubApi } from '../../test/api';
import { renderApp } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { linkTarget } from '../../test/links';
import { onDesktop } from '../../test/session';

onDesktop();
beforeEach(() => {
  stubApi({});
});

// The first of a worker's tests imports the page's code, and the menu's comes on first use:
// seconds on a busy machine.
async function openSideMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }, SLOW));
  return screen.findByRole('dialog', { name: 'Side menu' }, SLOW);
}

describe('app shell', () => {
  it('renders the home page with app bar, navigation and footer', async () => {
    renderApp('/ui');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your CV, beautifully done' }, SLOW),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Public Profile', 'Download CV']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    // This year's, whatever year it is.
    expect(
      screen.getByText(`© ${new Date().getFullYear()} CV Builder. All Rights Reserved.`),
    ).toBeInTheDocument();
    expect(linkTarget('Privacy Policy')).toBe('/ui/privacy');
    expect(linkTarget('Skip to content')).toBe('#main-content');
    await waitFor(() => expect(document.title).toBe('Home · CV Builder'));
  });

  it("leads a logged-out user from 'Public Profile' to the login, and from there to their profile", async () => {
    renderApp('/ui');
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 10_000 },
    );
    const link = within(nav).getByRole('link', { name: 'Public Profile' });
    expect(link).toHaveAttribute('href', '/ui/profile');
    expect(link).not.toHaveAttribute('target');
  }, 20_000);

  it('opens the own public profile in a new tab from the top bar, as from the side menu', async () => {
    markLoggedIn('VERIFIED');
    stubApi({ 'GET /api/account': { status: 200, body: { username: 'ada' } } });
    renderApp('/ui/privacy');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(
      () =>
        expect(within(nav).getByRole('link', { name: /Public Profile/ })).toHaveAttribute(
          'href',
          '/ui/profile/ada',
        ),
      { timeout: 10_000 },
    );
    expect(within(nav).getByRole('link', { name: /Public Profile/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/ui/does/not/exist');
    expect(await screen.findByRole('heading', { name: 'Where are you going?' })).toBeVisible();
    expect(screen.getByText("The page you're looking for doesn't exist")).toBeVisible();
  });

  it('lists login and home in the side menu of a logged-out user, and no languages on wide screens', async () => {
    renderApp('/ui');
    const menu = await openSideMenu();
    expect(within(menu).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/ui/login');
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ui');
    expect(within(menu).queryByText('Languages')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('is closed at first and stays open when the route changes', async () => {
    const { router } = renderApp('/ui');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: 'Side menu' })).not.toBeInTheDocument();
    const menu = await openSideMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Log in' }));
    // The login page's code loads on the way (the first time in this worker: seconds on a busy machine).
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/login'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('dialog', { name: 'Side menu' })).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    renderApp('/ui');
    await openSideMenu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Side menu' })).not.toBeInTheDocument(),
    );
  });

  it('lists the logged-in entries with the thumbnail and a new-tab public profile link', async () => {
    markLoggedIn('VERIFIED');
    stubApi({
      'GET /api/account': { status: 200, body: { username: 'ada' } },
      'GET /api/profile/picture/thumbnail': {
        status: 200,
        body: { thumbnailUrl: '/api/media/thumb.webp' },
      },
    });
    renderApp('/ui');
    const menu = await openSideMenu();
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/ui/account',
    );
    const profile = await within(menu).findByRole('link', { name: /Public Profile/ });
    expect(profile).toHaveAttribute('href', '/ui/profile/ada');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      '/ui/cv',
    );
    expect(within(menu).getByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/ui/logout',
    );
    await waitFor(() =>
      expect(menu.querySelector('img[src="/api/media/thumb.webp"]')).not.toBeNull(),
    );
    expect(within(menu).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  // Whether the app bar's selector shows is CSS (e2e/shell.spec.ts checks it in a browser).
  it('lists the languages in the side menu on narrow screens', async () => {
    mockViewport({ width: 800 });
    renderApp('/ui');
    await screen.findByRole('heading', { level: 1 });
    const menu = await openSideMenu();
    const languages = within(menu).getByRole('list', { name: 'Languages' });
    await userEvent.click(within(languages).getByRole('button', { name: 'Deutsch' }));
    // The menu stays open (it is modal, so the page behind is hidden from queries).
    expect(await within(menu).findByText('Sprachen')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches the language from the app bar selector, each locale named in its own language', async () => {
    renderApp('/ui');
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('lang', 'en');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('link', { name: 'Lebenslauf herunterladen' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
  });

  it('sends a logged-out user from a login route to login with the full path', async () => {
    const { router } = renderApp('/ui/account/profile/edit?tab=skills');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/login'), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/ui/account/profile/edit?tab=skills')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  it('logs out: says goodbye, calls the server, clears the login state and goes home', async () => {
    markLoggedIn('VERIFIED');
    const calls = stubApi({
      'GET /api/account': { status: 200, body: { username: 'ada' } },
      'POST /api/auth/logout': { status: 204 },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = renderApp('/ui/logout');
      expect(await screen.findByRole('heading', { name: 'Goodbye' })).toBeVisible();
      expect(screen.getByText('You are being logged out...')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ui'));
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/auth/logout' }),
      );
      expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
