import { STORAGE_KEYS } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderApp, renderPageWithUser } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { linkTarget } from '../../test/links';
import { refusal, stubApi } from '../../test/api';
import { buildAccount, COUNTRIES } from '../../test/fixtures';
import { buildProfile } from '../profile/testing/fakeProfileApi';

asVerifiedUserOnDesktop();

async function openAccount() {
  const view = await renderPageWithUser('/ui/account', 'Your account');
  await screen.findByText('ada@example.com', {}, SLOW);
  return view;
}

/** The account page of a user with a public profile, in a secure context (with the Clipboard API) or not. */
async function openWithProfile({ secureContext }: { secureContext: boolean }) {
  stubApi({
    'GET /api/account': { status: 200, body: buildAccount() },
    'GET /api/profile': { status: 200, body: buildProfile() },
  });
  vi.stubGlobal('isSecureContext', secureContext);
  const { user } = await openAccount();
  return user;
}

describe('account page', { timeout: 40_000 }, () => {
  it('shows every account field with formatted dates and the country name', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/countries': { status: 200, body: COUNTRIES },
      'GET /api/profile': refusal(404, 'profile_not_found', 'No profile yet'),
    });
    await openAccount();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(term('Username')).toHaveTextContent('ada');
    expect(term('E-Mail')).toHaveTextContent('ada@example.comVerified');
    expect(term('First name')).toHaveTextContent('Ada');
    expect(term('Phone')).toHaveTextContent('+44 20 7946 0958');
    expect(term('Birthday')).toHaveTextContent('10/12/1985');
    expect(term('Member since')).toHaveTextContent('01/03/2024');
    await waitFor(() => expect(term('Address')).toHaveTextContent('United Kingdom'));
    expect(term('Address')).toHaveTextContent('St James Square 12 SW1Y 4JH London United Kingdom');
    expect(linkTarget('Edit account')).toBe('/ui/account/edit');
    expect(linkTarget('Change password')).toBe('/ui/account/change-password');
    // No profile yet (404): the way to create one.
    expect(await screen.findByRole('link', { name: 'Create profile' }, SLOW)).toHaveAttribute(
      'href',
      '/ui/account/profile/create',
    );
  });

  it('shows the profile with the way to edit it, and says when it is not public', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/profile': {
        status: 200,
        body: {
          displayName: 'Ada L.',
          jobTitle: 'Analyst',
          publicAccess: false,
          thumbnailUrl: null,
        },
      },
    });
    await openAccount();
    expect(await screen.findByText('Ada L.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Analyst')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(linkTarget('Edit profile')).toBe('/ui/account/profile/edit');
    expect(screen.getByText(/Your profile is not public yet/)).toBeInTheDocument();
  });

  it('shows the public profile link and copies it', async () => {
    // user-event puts its own clipboard on navigator; the Clipboard API needs a secure context.
    const user = await openWithProfile({ secureContext: true });
    const url = `${window.location.origin}/ui/profile/ada`;
    expect(screen.getByLabelText('Public profile link')).toHaveValue(url);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('offers no public link before a profile exists', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/profile': refusal(
        404,
        'profile_not_found',
        'Not Found - We could not find the profile',
      ),
    });
    await openAccount();
    expect(await screen.findByRole('link', { name: 'Create profile' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Public profile link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('selects the link for copying by hand when no clipboard is available', async () => {
    // jsdom has no execCommand: the old way fails too.
    const user = await openWithProfile({ secureContext: false });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/The link could not be copied/)).toBeInTheDocument();
    expect(screen.getByLabelText('Public profile link')).toHaveFocus();
  });

  it("says 'Failed to load your account' when it cannot be loaded", async () => {
    stubApi({
      'GET /api/account': refusal(500, 'internal', 'boom'),
    });
    renderApp('/ui/account');
    expect(await screen.findByText('Failed to load your account', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Make sure you're logged in and try again")).toBeInTheDocument();
  });

  it('deletes the account after the confirmation and logs out', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'DELETE /api/account': { status: 204 },
      'POST /api/auth/logout': { status: 204 },
    });
    const { user, router } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(
      'All your account and CV data will be deleted permanently and cannot be recovered.',
    );
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    expect(await screen.findByText('Your account has been deleted', {}, SLOW)).toBeInTheDocument();
    // Through the logout page, which ends the local session, to home.
    expect(await screen.findByRole('heading', { name: 'Goodbye' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui'), SLOW);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the account when the deletion fails', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'DELETE /api/account': refusal(503, 'service_unavailable', 'The service is busy'),
    });
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Failed to delete your account', {}, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
  });
});
