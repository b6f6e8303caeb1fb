import { STORAGE_KEYS } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPageWithUser } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { toastsShowing } from '../../test/toasts';
import { fieldRefusal, refusal, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { onDesktop } from '../../test/session';

const SESSION = { accountId: buildAccount().id, username: 'ada', status: 'UNVERIFIED' };

onDesktop();

/** Lazy pages and guards take a while under jsdom on a busy machine. */
const openSignup = () => renderPageWithUser('/ui/signup', 'Create your account');

async function fillSignup(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Username\W*$/), 'ada');
  await user.type(screen.getByLabelText(/^E-Mail\W*$/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password\W*$/), 'Secret-123');
  await user.type(screen.getByLabelText(/^Confirm password\W*$/), 'Secret-123');
}

// Typing into MUI fields under jsdom is slow on a busy machine.
describe('signup page', { timeout: 40_000 }, () => {
  it('ticks the password requirements while the user types', async () => {
    stubApi({});
    const { user } = await openSignup();
    const password = screen.getByLabelText(/^Password\W*$/);
    const list = screen.getByRole('list', { hidden: false });
    const digit = within(list).getByText('At least one digit').closest('li');
    expect(digit).toHaveAttribute('data-met', 'false');
    await user.type(password, 'a1');
    expect(digit).toHaveAttribute('data-met', 'true');
    // The field points screen readers at the list.
    expect(password.getAttribute('aria-describedby')).toContain(list.id);
  });

  it('shows the validation messages under their fields', async () => {
    stubApi({});
    const { user } = await openSignup();
    await user.type(screen.getByLabelText(/^E-Mail\W*$/), 'not-an-address');
    const password = screen.getByLabelText(/^Password\W*$/);
    await user.type(password, 'short');
    await user.type(screen.getByLabelText(/^Confirm password\W*$/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Username must not be blank')).toBeInTheDocument();
    expect(screen.getByText('E-Mail is not valid')).toBeInTheDocument();
    expect(screen.getByText('Password must fulfill requirements')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username\W*$/)).toHaveAccessibleDescription(
      expect.stringContaining('Username must not be blank'),
    );

    // zod compares the confirmation once every field itself is acceptable.
    await user.type(screen.getByLabelText(/^Username\W*$/), 'ada');
    await user.clear(screen.getByLabelText(/^E-Mail\W*$/));
    await user.type(screen.getByLabelText(/^E-Mail\W*$/), 'ada@example.com');
    await user.clear(password);
    await user.type(password, 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('puts the server’s 409 field errors under username and e-mail', async () => {
    const calls = stubApi({
      'POST /api/auth/signup': refusal(409, 'username_taken', 'This username is already taken', {
        username: ['This username is already taken'],
        email: ['An account with this e-mail address already exists'],
      }),
    });
    const { user } = await openSignup();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const username = screen.getByLabelText(/^Username\W*$/);
    await waitFor(
      () =>
        expect(username).toHaveAccessibleDescription(
          expect.stringContaining('This username is already taken'),
        ),
      SLOW,
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText(/^E-Mail\W*$/)).toHaveAccessibleDescription(
      'An account with this e-mail address already exists',
    );
    expect(await screen.findByText('Failed to create your account')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/signup')?.body).toMatchObject({
      username: 'ada',
      email: 'ada@example.com',
      firstName: null,
      lastName: null,
    });
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  it('shows the same refusal once, however often the form is sent', async () => {
    stubApi({
      'POST /api/auth/signup': fieldRefusal(
        409,
        'username_taken',
        'username',
        'This username is already taken',
      ),
    });
    const { user } = await openSignup();
    await fillSignup(user);
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await screen.findByText('Failed to create your account', {}, SLOW);
    }
    await waitFor(() => expect(toastsShowing('Failed to create your account')).toBe(1));
  });

  it('logs the new account in as UNVERIFIED and shows the pending page', async () => {
    stubApi({
      'POST /api/auth/signup': { status: 201, body: SESSION },
      'GET /api/account/status': { status: 200, body: { status: 'UNVERIFIED' } },
      'GET /api/account': { status: 200, body: buildAccount({ status: 'UNVERIFIED' }) },
    });
    const { user, router } = await openSignup();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ui/account/verification/pending'),
      SLOW,
    );
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('UNVERIFIED');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('ada@example.com', {}, SLOW)).toBeInTheDocument();
  });
});
