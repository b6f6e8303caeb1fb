import { STORAGE_KEYS } from '@cv/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { markLoggedIn } from '../../app/session';
import { renderApp } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { refusal, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { onDesktop } from '../../test/session';

const ID = buildAccount().id;
const LINK = `/ui/account/verification?id=${ID}&token=tok-123`;

onDesktop();

describe('verification page', { timeout: 40_000 }, () => {
  it('verifies once with id and token and offers the login when logged out', async () => {
    const calls = stubApi({
      'POST /api/account/verification': { status: 200, body: { status: 'VERIFIED' } },
    });
    renderApp(LINK);
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address has been verified' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/ui/login');
    expect(calls.filter((c) => c.path === '/api/account/verification')).toEqual([
      { method: 'POST', path: '/api/account/verification', body: { id: ID, token: 'tok-123' } },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBeNull();
  });

  it('sets the status VERIFIED locally when logged in', async () => {
    markLoggedIn('UNVERIFIED');
    stubApi({
      'POST /api/account/verification': { status: 200, body: { status: 'VERIFIED' } },
      'GET /api/account/status': { status: 200, body: { status: 'VERIFIED' } },
    });
    renderApp(LINK);
    expect(
      await screen.findByRole('link', { name: 'Continue to your account' }, SLOW),
    ).toHaveAttribute('href', '/ui/account');
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('VERIFIED');
  });

  it("says 'Failed to verify your email' with the server's reason", async () => {
    markLoggedIn('UNVERIFIED');
    stubApi({
      'POST /api/account/verification': refusal(
        400,
        'verification_expired',
        'This verification link has expired, please request a new e-mail',
      ),
    });
    renderApp(LINK);
    expect(
      await screen.findByRole('heading', { name: 'Failed to verify your email' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This verification link has expired, please request a new e-mail'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute(
      'href',
      '/ui/account/verification/pending',
    );
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('UNVERIFIED');
  });

  it('does not call the server for an incomplete link', async () => {
    const calls = stubApi({});
    renderApp('/ui/account/verification?id=nope');
    expect(
      await screen.findByRole('heading', { name: 'Failed to verify your email' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This link is incomplete. Open the link from the e-mail again, or copy all of it.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/account/verification')).toHaveLength(0);
  });
});

describe('verification pending page', { timeout: 40_000 }, () => {
  beforeEach(() => {
    markLoggedIn('UNVERIFIED');
  });

  function stubPending(resend: { status: number; body?: unknown }) {
    return stubApi({
      'GET /api/account/status': { status: 200, body: { status: 'UNVERIFIED' } },
      'GET /api/account': { status: 200, body: buildAccount({ status: 'UNVERIFIED' }) },
      'POST /api/account/verification/generate': resend,
    });
  }

  async function openPending() {
    renderApp('/ui/account/verification/pending');
    await screen.findByText('ada@example.com', {}, SLOW);
  }

  it('re-sends the mail, confirms it and pauses the button', async () => {
    const calls = stubPending({ status: 204 });
    const user = userEvent.setup({ delay: null });
    await openPending();
    const resend = screen.getByRole('button', { name: 'Re-send verification e-mail' });
    await user.click(resend);
    expect(await screen.findByText('Verification email re-sent', {}, SLOW)).toBeInTheDocument();
    expect(resend).toBeDisabled();
    expect(screen.getByText(/You can send it again in 1:00|0:59/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/account/verification/generate')).toHaveLength(1);
  });

  it('explains a refused re-send (429) and pauses the button', async () => {
    stubPending(refusal(429, 'rate_limited', 'Too many requests, please try again in 600 seconds'));
    const user = userEvent.setup({ delay: null });
    await openPending();
    const resend = screen.getByRole('button', { name: 'Re-send verification e-mail' });
    await user.click(resend);
    expect(
      await screen.findByText('Failed to re-send verification email', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Too many requests, please try again in 600 seconds')).toBeVisible();
    expect(resend).toBeDisabled();
  });

  it('moves on to the account once the status is VERIFIED', async () => {
    stubApi({
      'GET /api/account/status': { status: 200, body: { status: 'UNVERIFIED' } },
      'GET /api/account': { status: 200, body: buildAccount({ status: 'UNVERIFIED' }) },
    });
    const { router } = renderApp('/ui/account/verification/pending');
    await screen.findByText('ada@example.com', {}, SLOW);
    // Another tab opened the link: the status arrives through localStorage.
    localStorage.setItem(STORAGE_KEYS.accountStatus, 'VERIFIED');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accountStatus }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
  });
});

describe('verification pending page for a VERIFIED user', { timeout: 40_000 }, () => {
  it('stays, says the e-mail is verified and links on to the account', async () => {
    markLoggedIn('VERIFIED');
    const calls = stubApi({
      'GET /api/account/status': { status: 200, body: { status: 'VERIFIED' } },
      'GET /api/account': { status: 200, body: buildAccount() },
    });
    const { router } = renderApp('/ui/account/verification/pending');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your e-mail address has been verified' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ui/account/verification/pending');
    expect(screen.getByRole('link', { name: 'Continue to your account' })).toHaveAttribute(
      'href',
      '/ui/account',
    );
    expect(
      screen.queryByRole('button', { name: 'Re-send verification e-mail' }),
    ).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/account/verification/generate')).toBe(false);
  });
});
