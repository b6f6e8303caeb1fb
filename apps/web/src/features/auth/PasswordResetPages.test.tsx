import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderPageWithUser } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { refusal, stubApi } from '../../test/api';
import { onDesktop } from '../../test/session';

const NEW_PASSWORD = 'N3w-Secret!';

onDesktop();

describe('forgot password page', { timeout: 40_000 }, () => {
  async function sendLink(email: string) {
    const { user } = await renderPageWithUser('/ui/login/forgot-password', 'Forgot your password?');
    await user.type(screen.getByLabelText(/^E-Mail\W*$/), email);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
  }

  it('is linked from the login page', async () => {
    stubApi({});
    renderApp('/ui/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' }, SLOW);
    expect(link).toHaveAttribute('href', '/ui/login/forgot-password');
  });

  it('sends the address and then says the same whether or not an account has it', async () => {
    const calls = stubApi({ 'POST /api/auth/password/forgot': { status: 204 } });
    await sendLink('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your e-mails' }, SLOW)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account with the address ada@example.com exists',
    );
    expect(calls.find((c) => c.path === '/api/auth/password/forgot')?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('checks the address before sending', async () => {
    const calls = stubApi({});
    await sendLink('not-an-address');
    expect(await screen.findByText('E-Mail is not valid', {}, SLOW)).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/auth/password/forgot')).toEqual([]);
  });
});

describe('reset password page', { timeout: 40_000 }, () => {
  async function submit(path: string) {
    const { user } = await renderPageWithUser(path, 'Set a new password');
    await user.type(screen.getByLabelText(/^New password\W*$/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password\W*$/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
  }

  it('sets the password with the token of the link and goes to login', async () => {
    const calls = stubApi({
      'POST /api/auth/password/reset/check': { status: 204 },
      'POST /api/auth/password/reset': { status: 204 },
    });
    await submit('/ui/login/reset-password?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, SLOW)).toBeVisible();
    expect(screen.getByText('Your new password is set. Please log in.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/password/reset')?.body).toEqual({
      token: 'abc',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
  });

  it('says at once, before any password is typed, that the link was used', async () => {
    const calls = stubApi({
      'POST /api/auth/password/reset/check': refusal(
        400,
        'reset_link_used',
        'This link has already been used',
      ),
    });
    renderApp('/ui/login/reset-password?token=abc');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This link has already been used',
    );
    expect(screen.queryByLabelText(/^New password\W*$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/password/reset/check')?.body).toEqual({
      token: 'abc',
    });
  });

  it('explains a link that expired while the password was typed, and offers a new one', async () => {
    stubApi({
      'POST /api/auth/password/reset/check': { status: 204 },
      'POST /api/auth/password/reset': refusal(400, 'reset_link_expired', 'This link has expired'),
    });
    await submit('/ui/login/reset-password?token=abc');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/ui/login/forgot-password',
    );
  });

  it('says so when the link has no token', async () => {
    stubApi({});
    renderApp('/ui/login/reset-password');
    expect(
      await screen.findByText(/This link is incomplete/, { selector: '.MuiAlert-message' }, SLOW),
    ).toBeVisible();
  });
});
