import { STORAGE_KEYS, type OAuthSignupInfo } from '@cv/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { markLoggedIn } from '../../app/session';
import { renderPage } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { refusal, stubApi, type StubCall } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { accountKeys } from '../account/account.queries';
import { OAuthSignupPage } from './OAuthSignupPage';
import { onDesktop } from '../../test/session';
import { AppThemeProvider } from '../../app/AppThemeProvider';

const INFO: OAuthSignupInfo = {
  provider: 'github',
  providerName: 'GitHub',
  email: 'grace@users.example',
  emailVerified: true,
  firstName: 'Grace',
  lastName: 'Hopper',
};

onDesktop();
beforeEach(() => {
  markLoggedIn('INCOMPLETE');
});

/** The page for an INCOMPLETE account; `signup` answers POST /api/oauth/signup. */
function stubSignup(signup: (call: StubCall) => { status: number; body?: unknown }) {
  let status = 'INCOMPLETE';
  return stubApi({
    'GET /api/account/status': () => ({ status: 200, body: { status } }),
    'GET /api/account': () => ({ status: 200, body: buildAccount({ status: status as never }) }),
    'GET /api/oauth/signup-info': { status: 200, body: INFO },
    'POST /api/oauth/signup': (call) => {
      const answer = signup(call);
      if (answer.status === 200) status = (answer.body as { status: string }).status;
      return answer;
    },
    'GET /api/cv/designs': { status: 200, body: [] },
  });
}

async function openPage(path = '/ui/login/oauth-signup') {
  const view = await renderPage(path, 'Finish your signup');
  await screen.findByText('You are signing up with GitHub.', {}, SLOW);
  return view;
}

const session = (status: string) => ({
  status: 200,
  body: { accountId: buildAccount().id, username: 'grace', status },
});

describe('external signup page', { timeout: 30_000 }, () => {
  it('prefills what the provider said', async () => {
    stubSignup(() => session('VERIFIED'));
    await openPage();
    expect(screen.getByLabelText(/^E-Mail\W*$/)).toHaveValue('grace@users.example');
    expect(screen.getByLabelText(/^E-Mail\W*$/)).toHaveAccessibleDescription(
      'Keep this e-mail address and your account is verified right away.',
    );
    expect(screen.getByLabelText(/^First name\W*$/)).toHaveValue('Grace');
    expect(screen.getByLabelText(/^Last name\W*$/)).toHaveValue('Hopper');
    expect(screen.getByLabelText(/^Username\W*$/)).toHaveValue('');
  });

  it('validates before sending', async () => {
    const calls = stubSignup(() => session('VERIFIED'));
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Finish signup' }));
    expect(await screen.findByText('Username must not be blank')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('finishes the signup and goes on to the saved redirect when VERIFIED', async () => {
    const calls = stubSignup(() => session('VERIFIED'));
    const user = userEvent.setup({ delay: null });
    const { router } = await openPage('/ui/login/oauth-signup?redirect=%2Fui%2Fcv');
    await user.type(screen.getByLabelText(/^Username\W*$/), 'grace');
    await user.click(screen.getByRole('button', { name: 'Finish signup' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/cv'), SLOW);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'grace',
      email: 'grace@users.example',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('VERIFIED');
  });

  it('shows the finished account, not one read while it was INCOMPLETE', async () => {
    // A read of the account under way when the signup is sent, answered
    // (the account as it was: no username, no e-mail) just after the signup's answer.
    let answerLate = () => undefined as void;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    stubSignup(() => {
      setTimeout(answerLate, 50);
      return session('VERIFIED');
    });
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = await openPage();
    void queryClient.prefetchQuery({
      queryKey: accountKeys.all,
      queryFn: async () => {
        await late;
        return buildAccount({ status: 'INCOMPLETE', username: null, email: null });
      },
    });
    await user.type(screen.getByLabelText(/^Username\W*$/), 'grace');
    await user.click(screen.getByRole('button', { name: 'Finish signup' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    expect(await screen.findByText('ada@example.com', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Not provided')).not.toBeInTheDocument();
  });

  it('sends an UNVERIFIED account to the pending page', async () => {
    stubSignup(() => session('UNVERIFIED'));
    const user = userEvent.setup({ delay: null });
    const { router } = await openPage();
    await user.type(screen.getByLabelText(/^Username\W*$/), 'grace');
    await user.clear(screen.getByLabelText(/^E-Mail\W*$/));
    await user.type(screen.getByLabelText(/^E-Mail\W*$/), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Finish signup' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ui/account/verification/pending'),
      SLOW,
    );
  });

  it('shows the server’s 409 under the e-mail field and says what to do', async () => {
    const message =
      'An account with this e-mail address already exists. Log in with your password and link GitHub on your account page.';
    stubSignup(() => refusal(409, 'email_has_password_account', message, { email: [message] }));
    const user = userEvent.setup({ delay: null });
    const { router } = await openPage();
    await user.type(screen.getByLabelText(/^Username\W*$/), 'grace');
    await user.click(screen.getByRole('button', { name: 'Finish signup' }));

    const email = screen.getByLabelText(/^E-Mail\W*$/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(message), SLOW);
    expect(email).toHaveFocus();
    expect(await screen.findByText('Failed to create your account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ui/login/oauth-signup');
  });
});

describe('external signup page without the guard', { timeout: 40_000 }, () => {
  /** The page alone, as the server's callback reaches it: cookies set, nothing stored yet. */
  function renderPage() {
    const router = createMemoryRouter(
      [
        { path: '/login/oauth-signup', element: <OAuthSignupPage /> },
        { path: '/account', element: <p>account page</p> },
      ],
      { basename: '/ui', initialEntries: ['/ui/login/oauth-signup'] },
    );
    render(
      <AppThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppThemeProvider>,
    );
    return router;
  }

  it('marks the browser logged in once the server confirms the INCOMPLETE session', async () => {
    localStorage.clear();
    stubSignup(() => session('VERIFIED'));
    renderPage();
    await screen.findByText('You are signing up with GitHub.', {}, SLOW);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('INCOMPLETE');
  });

  it('sends an account that is complete already to the account page', async () => {
    stubApi({
      'GET /api/oauth/signup-info': refusal(
        403,
        'status_forbidden',
        'You are not allowed to do this',
      ),
    });
    const router = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
  });
});
