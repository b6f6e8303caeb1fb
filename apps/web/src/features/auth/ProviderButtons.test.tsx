import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { refusal, stubApi } from '../../test/api';
import { ProviderButtons, providerStartUrl } from './ProviderButtons';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButtons(redirect?: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <p>form above</p>
      <ProviderButtons redirect={redirect} />
    </QueryClientProvider>,
  );
}

const PROVIDERS = [
  { id: 'github', name: 'GitHub' },
  { id: 'oidc', name: 'Company login' },
];

describe('providerStartUrl', () => {
  it('passes the redirect along when it is a page of the app', () => {
    expect(providerStartUrl('github', '/ui/cv?design=modern')).toBe(
      '/api/oauth/github/start?redirect=%2Fui%2Fcv%3Fdesign%3Dmodern',
    );
  });

  it.each([undefined, '', 'https://evil.example/ui', '//evil.example', '/api/account'])(
    'leaves out the redirect %j',
    (redirect) => {
      expect(providerStartUrl('oidc', redirect)).toBe('/api/oauth/oidc/start');
    },
  );
});

describe('ProviderButtons', () => {
  it('shows one link per configured provider, to its start route with the redirect', async () => {
    stubApi({ 'GET /api/oauth/providers': { status: 200, body: PROVIDERS } });
    renderButtons('/ui/account/profile/edit');

    const github = await screen.findByRole('link', { name: 'Continue with GitHub' });
    expect(github).toHaveAttribute(
      'href',
      '/api/oauth/github/start?redirect=%2Fui%2Faccount%2Fprofile%2Fedit',
    );
    expect(screen.getByRole('link', { name: 'Continue with Company login' })).toHaveAttribute(
      'href',
      '/api/oauth/oidc/start?redirect=%2Fui%2Faccount%2Fprofile%2Fedit',
    );
    expect(screen.getByRole('separator')).toHaveTextContent('or continue with');
  });

  it('leaves the focus in the form above when pressed (no blur validation shifting it away)', async () => {
    stubApi({ 'GET /api/oauth/providers': { status: 200, body: PROVIDERS } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <input aria-label="Username" />
        <ProviderButtons />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Continue with GitHub' });
    screen.getByLabelText('Username').focus();
    // fireEvent answers false when a handler prevented the default (moving the focus).
    expect(fireEvent.mouseDown(link)).toBe(false);
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('renders nothing when no provider is configured', async () => {
    const calls = stubApi({ 'GET /api/oauth/providers': { status: 200, body: [] } });
    const { container } = renderButtons();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('form above');
  });

  it('renders nothing when the list cannot be loaded', async () => {
    const calls = stubApi({
      'GET /api/oauth/providers': refusal(503, 'service_unavailable', 'busy'),
    });
    const { container } = renderButtons();
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('form above');
  });
});
