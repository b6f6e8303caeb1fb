import createCache from '@emotion/cache';
import {
  APP_STARTED_ATTRIBUTE,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_SCRIPT,
  type FirstScreenData,
} from '@cv/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/queryClient';
import { buildRoutes } from '../app/router';
import { stubApi } from '../test/api';
import { buildAccount } from '../test/fixtures';
import { renderAppMarkup } from './render';
import { startApp } from './startApp';
import { SLOW } from '../test/waits';

const SESSION = { accountId: buildAccount().id, username: 'ada', status: 'VERIFIED' };

let stop: (() => void) | undefined;
afterEach(() => {
  document.title = '';
  // The page script's listeners stay on this document (other test files share it): inert from here on.
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

/** The page as the server sends it: the rendered markup and the data to take it over with. */
async function servePage(path: '/ui' | '/ui/login') {
  const data: FirstScreenData = { locale: 'en', oauthProviders: [] };
  const markup = await renderAppMarkup(path, data, createCache({ key: 'css' }));
  document.body.innerHTML =
    `<div id="root">${markup}</div>` +
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify({ path, ...data })}</script>`;
  return document.getElementById('root')!;
}

async function takeOver(container: HTMLElement, path: string) {
  const router = createMemoryRouter(buildRoutes(), { basename: '/ui', initialEntries: [path] });
  const root = await startApp(container, router, createQueryClient());
  stop = () => root.unmount();
  return router;
}

// The first test pays for importing the app's graph; on a busy CI machine that takes seconds.
describe('taking over a server-rendered page', { timeout: 60_000 }, () => {
  it('keeps the login typed before the app started, with the focus, and logs in with it', async () => {
    const calls = stubApi({ 'POST /api/auth/login': { status: 200, body: SESSION } });
    const container = await servePage('/ui/login');
    // Typed into the server's markup, before any script of the app ran.
    const username = container.querySelector<HTMLInputElement>('input[name="username"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    username.value = 'ada@example.com';
    password.focus();
    password.value = 'correct horse';
    const errors = vi.spyOn(console, 'error');

    const router = await takeOver(container, '/ui/login');
    // Hydrated: the page answers, with the very elements the visitor typed into.
    await userEvent.click(await screen.findByRole('button', { name: 'Show password' }, SLOW));
    await waitFor(() => expect(password).toHaveAttribute('type', 'text'));
    expect(screen.getByLabelText(/^Username or e-mail\W*$/)).toBe(username);
    expect(username).toHaveValue('ada@example.com');
    expect(password).toHaveValue('correct horse');

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/api/auth/login',
        body: { username: 'ada@example.com', password: 'correct horse' },
      }),
    );
    // A mismatch between the server's markup and the app's first render would be reported here.
    expect(errors).not.toHaveBeenCalled();
  });

  it('sends a login submitted before the app started once it has, with what was typed', async () => {
    const calls = stubApi({ 'POST /api/auth/login': { status: 200, body: SESSION } });
    const container = await servePage('/ui/login');
    // The page's inline script, as the server sends it (it holds early input).
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    new Function(FIRST_SCREEN_SCRIPT)();
    container.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'ada';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'correct horse';
    const form = container.querySelector('form')!;
    const posted = vi.fn();
    form.addEventListener('submit', (event) => posted(event.defaultPrevented));
    form.requestSubmit();
    // Held: not sent to the server.
    expect(posted).not.toHaveBeenCalled();

    const router = await takeOver(container, '/ui/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/api/auth/login',
        body: { username: 'ada', password: 'correct horse' },
      }),
    );
  });

  it('keeps the focus where it was when the app takes over', async () => {
    const container = await servePage('/ui/login');
    const username = container.querySelector<HTMLInputElement>('input[name="username"]')!;
    username.focus();
    await takeOver(container, '/ui/login');
    // The title is the app's once it has taken over (an effect after hydration).
    await waitFor(() => expect(document.title).toBe('Log in · CV Builder'), SLOW);
    expect(document.activeElement).toBe(username);
  });

  it('takes over the landing without drawing it again', async () => {
    const container = await servePage('/ui');
    const heading = screen.getByRole('heading', { level: 1, name: 'Your CV, beautifully done' });
    const errors = vi.spyOn(console, 'error');
    await takeOver(container, '/ui');
    await waitFor(() => expect(document.title).toBe('Home · CV Builder'), SLOW);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });
});
