import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderCard } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { refusal, type Routes, stubApi } from '../../test/api';
import { dialogsClosed } from '../../test/dialogs';
import { buildAccount } from '../../test/fixtures';
import { texts } from '../../test/texts';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
const ENROLMENT = {
  secret: 'JBSW Y3DP EHPK 3PXP',
  otpauthUri: 'otpauth://totp/CV%20Builder:ada?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
};

/** The server refusing a code from the app or a recovery code. */
const WRONG_CODE = refusal(400, 'validation', 'Invalid', {
  code: ['This code is not correct or has already been used'],
});

asVerifiedUserOnDesktop();

/**
 * The account, with two-factor login on or off as the test's own handlers
 * switch it, and `codesLeft` recovery codes while it is on.
 */
function twoFactorAccount(enabled: boolean, codesLeft: number) {
  const state = { enabled };
  const routes: Routes = {
    'GET /api/account': { status: 200, body: buildAccount() },
    'GET /api/account/two-factor': () => ({
      status: 200,
      body: { enabled: state.enabled, recoveryCodesLeft: state.enabled ? codesLeft : 0 },
    }),
  };
  return { state, routes };
}

async function openAccount() {
  const user = userEvent.setup({ delay: null });
  const card = await renderCard('/ui/account', 'Two-factor login');
  return { user, card };
}

describe('two-factor login on the account page', { timeout: 30_000 }, () => {
  it('sets up the app with the QR code and a first code, then shows the recovery codes once', async () => {
    const twoFactor = twoFactorAccount(false, 10);
    const calls = stubApi({
      ...twoFactor.routes,
      'POST /api/account/two-factor/enrolment': { status: 200, body: ENROLMENT },
      'POST /api/account/two-factor': (call) => {
        if ((call.body as { code: string }).code !== '123456') {
          return WRONG_CODE;
        }
        twoFactor.state.enabled = true;
        return { status: 201, body: { recoveryCodes: CODES } };
      },
    });
    const { user, card } = await openAccount();
    expect(await within(card).findByText('Off', {}, SLOW)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor login' }, SLOW);
    const qr = within(dialog).getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toContain('data:image/svg+xml');
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Code from the app/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(dialog).findByText('This code is not correct or has already been used'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Code from the app/));
    await user.type(within(dialog).getByLabelText(/^Code from the app/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('dialog', { name: 'Your recovery codes' }, SLOW);
    const list = within(codes).getByRole('list', { name: 'Your recovery codes' });
    expect(texts(within(list).getAllByRole('listitem'))).toEqual(CODES);
    await user.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    await dialogsClosed();
    expect(await within(card).findByText('10 recovery codes left', {}, SLOW)).toBeInTheDocument();
    expect(within(card).getByText('On')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.path === '/api/account/two-factor' && c.method === 'POST'),
    ).toHaveLength(2);
  });

  it('turns it off only after the confirmation', async () => {
    const twoFactor = twoFactorAccount(true, 3);
    const calls = stubApi({
      ...twoFactor.routes,
      'DELETE /api/account/two-factor': () => {
        twoFactor.state.enabled = false;
        return { status: 204 };
      },
    });
    const { user, card } = await openAccount();
    expect(await within(card).findByText('3 recovery codes left', {}, SLOW)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off two-factor login?' });
    // The safe choice has the focus.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor login is off', {}, SLOW)).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Turn on' }, SLOW)).toBeInTheDocument();
  });

  it('lets an account without a password confirm a dangerous action with a code', async () => {
    let deletes = 0;
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount({ hasPassword: false }) },
      'GET /api/account/two-factor': { status: 200, body: { enabled: true, recoveryCodesLeft: 9 } },
      'DELETE /api/account': () =>
        ++deletes === 1
          ? refusal(403, 'reauthentication_required', 'Please confirm it is you')
          : { status: 204 },
      'POST /api/auth/reauthenticate': { status: 204 },
      'POST /api/auth/logout': { status: 204 },
    });
    const { user } = await openAccount();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }, SLOW));
    const sure = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(sure).getByRole('button', { name: 'Delete permanently' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' }, SLOW);
    await user.type(
      await within(confirm).findByLabelText(/^Code from the app or recovery code/),
      '123456',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your account has been deleted', {}, SLOW)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/reauthenticate')?.body).toEqual({
      code: '123456',
    });
  });
});
