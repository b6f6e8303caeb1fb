import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderPageWithUser } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { fieldRefusal, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';

asVerifiedUserOnDesktop();

const openPage = () => renderPageWithUser('/ui/account/change-password', 'Change password');

/** Types the current password and the new one twice, and sends the form. */
async function fill(user: UserEvent, current = 'Old-pass-1', next = 'New-pass-2') {
  await user.type(screen.getByLabelText(/^Current password\W*$/), current);
  await user.type(screen.getByLabelText(/^New password\W*$/), next);
  await user.type(screen.getByLabelText(/^Confirm new password\W*$/), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password page', { timeout: 40_000 }, () => {
  it('shows a wrong current password under that field, with the failure toast', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'POST /api/account/change-password': fieldRefusal(
        400,
        'validation',
        'oldPassword',
        'The current password is not correct',
      ),
    });
    const { user } = await openPage();
    await fill(user);

    const old = screen.getByLabelText(/^Current password\W*$/);
    await waitFor(
      () => expect(old).toHaveAccessibleDescription('The current password is not correct'),
      SLOW,
    );
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(old).toHaveFocus();
    expect(await screen.findByText('Failed to change your password')).toBeInTheDocument();
  });

  it('names the fields as labelled and refuses the current password as the new one', async () => {
    const calls = stubApi({ 'GET /api/account': { status: 200, body: buildAccount() } });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(
      () =>
        expect(screen.getByLabelText(/^New password\W*$/)).toHaveAccessibleDescription(
          expect.stringContaining('New password must not be blank'),
        ),
      SLOW,
    );
    expect(screen.getByLabelText(/^Confirm new password\W*$/)).toHaveAccessibleDescription(
      'Confirm new password must not be blank',
    );

    await fill(user, 'Same-pass-1', 'Same-pass-1');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password\W*$/)).toHaveAccessibleDescription(
        expect.stringContaining('The new password must differ from the current one'),
      ),
    );
    expect(calls.some((c) => c.path === '/api/account/change-password')).toBe(false);
  });

  it('sends the three fields, confirms and returns to the account', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'POST /api/account/change-password': { status: 204 },
    });
    const { user, router } = await openPage();
    await fill(user);

    expect(await screen.findByText('Your password has been changed', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    expect(calls.find((c) => c.path === '/api/account/change-password')?.body).toEqual({
      oldPassword: 'Old-pass-1',
      password: 'New-pass-2',
      confirmPassword: 'New-pass-2',
    });
  });
});
