import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderApp, renderPageWithUser } from '../../test/renderApp';
import { formattedField } from '../../test/richText';
import { buildProfile, fakeProfileApi } from './testing/fakeProfileApi';
import { saveJobTitle } from './testing/editProfile';
import { SLOW } from '../../test/waits';

asVerifiedUserOnDesktop();

describe('profile pages', { timeout: 60_000 }, () => {
  it('sends a user without a profile from the editor to create one, then back', async () => {
    const api = fakeProfileApi(null);
    const { router, user } = await renderPageWithUser(
      '/ui/account/profile/edit',
      'Create your profile',
    );
    expect(router.state.location.pathname).toBe('/ui/account/profile/create');

    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Ada Lovelace');
    await user.click(screen.getByRole('switch', { name: 'Public profile access' }));
    await user.click(screen.getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByText('Profile created', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit profile' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ui/account/profile/edit');
    const post = api.writes()[0];
    expect(post?.path).toBe('/api/profile');
    const data = api.sentData(0);
    expect(data).toEqual({
      // The UI's language unless the owner chose another.
      contentLanguage: 'en',
      displayName: 'Ada Lovelace',
      publicAccess: true,
      showEmail: false,
      showPhone: false,
      showAddress: false,
      hideDescriptions: false,
      removePicture: false,
    });
    expect((post?.body as FormData).has('profilePicture')).toBe(false);
  });

  it('shows the load failure with its message and a way to try again', async () => {
    const api = fakeProfileApi(buildProfile());
    // A 4xx is not retried, so the first answer is the last.
    api.failNext('GET', '/api/profile', 403);
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    expect(await screen.findByText('Failed to load profile', {}, SLOW)).toBeInTheDocument();
    // The message in the page says it all; no toast repeats it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('Failed to load profile')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Display name' }, SLOW)).toHaveValue(
      'Ada Lovelace',
    );
  });

  it('saves the general section with the flags as they are', async () => {
    const api = fakeProfileApi(buildProfile({ publicAccess: true, showEmail: true }));
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    await saveJobTitle(user, 'Analyst', SLOW);

    expect(await screen.findByText('Profile saved', {}, SLOW)).toBeInTheDocument();
    const data = api.sentData(0);
    expect(data).toMatchObject({ jobTitle: 'Analyst', publicAccess: true, showEmail: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
  });

  it('saves the website with the general data, and a switch keeps it', async () => {
    const api = fakeProfileApi(buildProfile());
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    const website = await screen.findByRole('textbox', { name: 'Website' }, SLOW);
    await user.type(website, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Website must be a valid http(s) link', {}, SLOW)).toBeVisible();
    expect(api.writes()).toEqual([]);

    await user.clear(website);
    await user.type(website, 'https://ada.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved', {}, SLOW)).toBeInTheDocument();
    expect(api.sentData(0)).toMatchObject({ website: 'https://ada.example' });

    await user.click(screen.getByRole('switch', { name: 'Show phone publicly' }));
    expect(await screen.findByText('Visibility saved', {}, SLOW)).toBeInTheDocument();
    expect(api.sentData(1)).toMatchObject({ website: 'https://ada.example', showPhone: true });
  });

  it('saves a visibility switch at once', async () => {
    const api = fakeProfileApi(buildProfile());
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    await user.click(await screen.findByRole('switch', { name: 'Show phone publicly' }, SLOW));
    expect(await screen.findByText('Visibility saved', {}, SLOW)).toBeInTheDocument();
    const data = api.sentData(0);
    expect(data).toMatchObject({ displayName: 'Ada Lovelace', showPhone: true, showEmail: false });
    expect(screen.getByRole('switch', { name: 'Show phone publicly' })).toBeChecked();
  });

  it('asks before leaving an edited form', async () => {
    fakeProfileApi(buildProfile());
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/ui/account/profile/edit');
    await user.type(await formattedField('Bio'), 'Hello');
    await user.click(screen.getByRole('link', { name: 'Back to account' }));

    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/ui/account/profile/edit');

    await user.click(await screen.findByRole('link', { name: 'Back to account' }, SLOW));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave page' },
      ),
    );
    // The account page's code may still have to load.
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
  });
});
