import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkedIdentity } from '@cv/shared';
import { AppThemeProvider } from '../../app/AppThemeProvider';
import { createQueryClient } from '../../app/queryClient';
import { AppToastContainer } from '../../app/toast';
import { mockViewport } from '../../test/matchMedia';
import { LinkedProviders, providerRows } from './LinkedProviders';
import { refusal, stubApi } from '../../test/api';
import { cancelDialog } from '../../test/dialogs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROVIDERS = [
  { id: 'github', name: 'GitHub' },
  { id: 'oidc', name: 'Company login' },
] as const;

function identity(overrides: Partial<LinkedIdentity> = {}): LinkedIdentity {
  return {
    provider: 'github',
    name: 'GitHub',
    email: 'ada@users.example',
    linkedAt: '2024-05-01T10:00:00.000Z',
    canUnlink: true,
    ...overrides,
  };
}

function renderCard() {
  mockViewport({ width: 1440 });
  const openUrl = vi.fn();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AppThemeProvider>
        <LinkedProviders openUrl={openUrl} />
        <AppToastContainer />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, openUrl };
}

const row = (name: string) =>
  screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;

describe('providerRows', () => {
  it('keeps identities of providers that are no longer configured', () => {
    const rows = providerRows([PROVIDERS[0]], [identity({ provider: 'oidc', name: 'Old SSO' })]);
    expect(rows.map((r) => [r.id, r.name, Boolean(r.identity)])).toEqual([
      ['github', 'GitHub', false],
      ['oidc', 'Old SSO', true],
    ]);
  });
});

describe('LinkedProviders', () => {
  it('lists the configured providers with what is linked', async () => {
    stubApi({
      'GET /api/oauth/providers': { status: 200, body: PROVIDERS },
      'GET /api/account/identities': { status: 200, body: [identity()] },
    });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Linked accounts' })).toBeInTheDocument();
    await screen.findByText('Linked as ada@users.example');
    expect(within(row('GitHub')).getByRole('button', { name: 'Unlink GitHub' })).toBeEnabled();
    expect(within(row('Company login')).getByText('Not linked')).toBeInTheDocument();
    expect(
      within(row('Company login')).getByRole('button', { name: 'Link Company login' }),
    ).toBeEnabled();
  });

  it('links a provider: asks the server for the provider’s URL and goes there', async () => {
    const calls = stubApi({
      'GET /api/oauth/providers': { status: 200, body: PROVIDERS },
      'GET /api/account/identities': { status: 200, body: [] },
      'POST /api/account/identities/oidc': {
        status: 200,
        body: { url: 'https://idp.example/authorize?state=s' },
      },
    });
    const user = userEvent.setup();
    const { openUrl } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Link Company login' }));

    await waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith('https://idp.example/authorize?state=s'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ redirect: '/ui/account' });
  });

  it('shows why linking could not start', async () => {
    stubApi({
      'GET /api/oauth/providers': { status: 200, body: PROVIDERS },
      'GET /api/account/identities': { status: 200, body: [] },
      'POST /api/account/identities/github': refusal(
        503,
        'provider_unavailable',
        'The login provider cannot be reached',
      ),
    });
    const user = userEvent.setup();
    const { openUrl } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Link GitHub' }));
    expect(await screen.findByText('Failed to link GitHub')).toBeInTheDocument();
    expect(screen.getByText('The login provider cannot be reached')).toBeInTheDocument();
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('unlinks only after a confirmation', async () => {
    let linked = [identity()];
    const calls = stubApi({
      'GET /api/oauth/providers': { status: 200, body: PROVIDERS },
      'GET /api/account/identities': () => ({ status: 200, body: linked }),
      'DELETE /api/account/identities/github': () => {
        linked = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unlink GitHub?' });
    expect(dialog).toHaveAccessibleDescription('You will no longer be able to log in with GitHub.');
    await cancelDialog(user, dialog);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Unlink GitHub' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }),
    );
    expect(await screen.findByText('GitHub has been unlinked')).toBeInTheDocument();
    await waitFor(() => expect(within(row('GitHub')).getByText('Not linked')).toBeInTheDocument());
  });

  it('does not offer to unlink the last way to log in', async () => {
    stubApi({
      'GET /api/oauth/providers': { status: 200, body: PROVIDERS },
      'GET /api/account/identities': {
        status: 200,
        body: [
          identity({ provider: 'oidc', name: 'Company login', email: null, canUnlink: false }),
        ],
      },
    });
    renderCard();
    const button = await screen.findByRole('button', { name: 'Unlink Company login' });
    expect(button).toBeDisabled();
    expect(
      within(row('Company login')).getByText('Linked · Your only way to log in'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal to unlink', async () => {
    stubApi({
      'GET /api/oauth/providers': { status: 200, body: PROVIDERS },
      'GET /api/account/identities': { status: 200, body: [identity()] },
      'DELETE /api/account/identities/github': refusal(
        409,
        'last_login_method',
        'GitHub is your only way to log in.',
      ),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }),
    );
    expect(await screen.findByText('Failed to unlink GitHub')).toBeInTheDocument();
    expect(screen.getByText('GitHub is your only way to log in.')).toBeInTheDocument();
  });

  it('renders nothing when no provider is configured and none is linked', async () => {
    const calls = stubApi({
      'GET /api/oauth/providers': { status: 200, body: [] },
      'GET /api/account/identities': { status: 200, body: [] },
    });
    renderCard();
    await waitFor(() => expect(calls).toHaveLength(2));
    // Loaded and empty: neither the card nor its loading skeleton.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Linked accounts' })).toBeNull();
  });
});
