import { STORAGE_KEYS } from '@cv/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitLogin } from '../../test/login';
import { toastShowing } from '../../test/toasts';
import { refusal, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { afterLoginPath } from './LoginPage';
import { onDesktop } from '../../test/session';
import { SLOW } from '../../test/waits';

const SESSION = { accountId: buildAccount().id, username: 'ada', status: 'VERIFIED' };

onDesktop();

describe('afterLoginPath', () => {
  it('follows a redirect inside the app', () => {
    expect(afterLoginPath('/ui/cv?design=modern')).toBe('/cv?design=modern');
  });

  it('goes to the account without a redirect, or when it would lead back to login', () => {
    expect(afterLoginPath(null)).toBe('/account');
    expect(afterLoginPath('/ui/login?redirect=x')).toBe('/account');
    expect(afterLoginPath('/ui/logout')).toBe('/account');
  });

  it('never leaves the app', () => {
    expect(afterLoginPath('https://evil.example/ui')).toBe('/');
    expect(afterLoginPath('//evil.example')).toBe('/');
  });
});

// The first test pays for importing the login page's graph; on a busy CI machine that takes seconds.
describe('login page', { timeout: 60_000 }, () => {
  const logIn = (path: string, password: string) =>
    submitLogin('ada@example.com', password, { path, wait: SLOW });

  it("says 'Login failed' on a 401 and keeps the user logged out", async () => {
    stubApi({
      'POST /api/auth/login': refusal(401, 'invalid_credentials', 'Wrong username or password'),
    });
    await logIn('/ui/login', 'wrong');
    expect(await screen.findByText('Login failed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Wrong username or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password\W*$/)).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  it("takes 'Login failed' away once the login succeeds", async () => {
    let attempts = 0;
    stubApi({
      'POST /api/auth/login': () =>
        ++attempts === 1
          ? refusal(401, 'invalid_credentials', 'Wrong username or password')
          : { status: 200, body: SESSION },
      'GET /api/account': { status: 200, body: buildAccount() },
    });
    const { router } = await logIn('/ui/login', 'wrong');
    expect(await screen.findByText('Login failed', {}, SLOW)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    await waitFor(() => expect(toastShowing('Login failed')).toBe(false), SLOW);
  });

  it('logs in with the status of the answer and follows the redirect', async () => {
    const calls = stubApi({
      'POST /api/auth/login': { status: 200, body: SESSION },
      'GET /api/account': { status: 200, body: buildAccount() },
    });
    const { router } = await logIn(
      `/ui/login?redirect=${encodeURIComponent('/ui/account/change-password')}`,
      'Secret-123',
    );
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ui/account/change-password'),
      SLOW,
    );
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('VERIFIED');
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      username: 'ada@example.com',
      password: 'Secret-123',
    });
  });
});
