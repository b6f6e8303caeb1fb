import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderApp } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { errorBody, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';

const REAUTH = {
  status: 403,
  body: errorBody(
    403,
    'reauthentication_required',
    'Please confirm it is you: enter your password',
  ),
};

asVerifiedUserOnDesktop();

async function startDeleting() {
  const user = userEvent.setup({ delay: null });
  renderApp('/ui/account');
  await screen.findByText('ada@example.com', {}, SLOW);
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
  return user;
}

describe('re-authentication before a dangerous action', { timeout: 30_000 }, () => {
  it('asks for the password when the server wants it, then deletes', async () => {
    let deletes = 0;
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'DELETE /api/account': () => (++deletes === 1 ? REAUTH : { status: 204 }),
      'POST /api/auth/reauthenticate': (call) =>
        (call.body as { password: string }).password === 'Correct-h0rse'
          ? { status: 204 }
          : {
              status: 400,
              body: {
                ...errorBody(400, 'validation', 'Invalid'),
                fieldErrors: { password: ['The current password is not correct'] },
              },
            },
      'POST /api/auth/logout': { status: 204 },
    });
    const user = await startDeleting();

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' }, SLOW);
    await user.type(within(confirm).getByLabelText(/^Password/), 'wrong');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText('The current password is not correct')).toBeVisible();

    await user.clear(within(confirm).getByLabelText(/^Password/));
    await user.type(within(confirm).getByLabelText(/^Password/), 'Correct-h0rse');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your account has been deleted', {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('does nothing when the password dialog is cancelled', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'DELETE /api/account': REAUTH,
    });
    const user = await startDeleting();
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' }, SLOW);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull(),
    );
    expect(screen.queryByText('Failed to delete your account')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
