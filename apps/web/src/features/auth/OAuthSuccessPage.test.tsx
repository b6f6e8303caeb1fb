import { STORAGE_KEYS } from '@cv/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { onDesktop } from '../../test/session';

onDesktop();

function stubLoggedIn(status: 'VERIFIED' | 'UNVERIFIED') {
  return stubApi({
    'GET /api/account/status': { status: 200, body: { status } },
    'GET /api/account': { status: 200, body: buildAccount({ status }) },
    'GET /api/oauth/providers': { status: 200, body: [{ id: 'github', name: 'GitHub' }] },
    'GET /api/cv/designs': { status: 200, body: [] },
  });
}

describe('external login success page', { timeout: 40_000 }, () => {
  it('marks the browser logged in and goes on to the saved redirect', async () => {
    stubLoggedIn('VERIFIED');
    const { router } = renderApp('/ui/login/oauth-success?redirect=%2Fui%2Fcv');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/cv'), SLOW);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('VERIFIED');
  });

  it('goes to the account page without a redirect', async () => {
    stubLoggedIn('VERIFIED');
    const { router } = renderApp('/ui/login/oauth-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
  });

  it('never leaves the app for a foreign redirect', async () => {
    stubLoggedIn('VERIFIED');
    const { router } = renderApp(
      `/ui/login/oauth-success?redirect=${encodeURIComponent('https://evil.example/ui')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui'), SLOW);
  });

  it('asks the server for the status instead of trusting one another account left', async () => {
    localStorage.setItem(STORAGE_KEYS.accountStatus, 'VERIFIED');
    stubLoggedIn('UNVERIFIED');
    const { router } = renderApp('/ui/login/oauth-success');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ui/account/verification/pending'),
      SLOW,
    );
  });

  it('confirms a linked provider and returns to the account page', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    localStorage.setItem(STORAGE_KEYS.accountStatus, 'VERIFIED');
    stubLoggedIn('VERIFIED');
    const { router } = renderApp('/ui/login/oauth-success?linked=github&redirect=%2Fui%2Faccount');
    expect(
      await screen.findByText('GitHub is now linked to your account', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
  });
});
