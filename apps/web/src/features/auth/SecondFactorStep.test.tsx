import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, refusal, type Routes, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { submitLogin } from '../../test/login';
import { SLOW } from '../../test/waits';
import { onDesktop } from '../../test/session';

const WRONG_CODE = 'This code is not correct or has already been used';
/** The server refusing the code: its field's message, and a generic one for the whole form. */
const WRONG_CODE_REFUSAL = refusal(400, 'validation', 'Some fields are not valid', {
  code: [WRONG_CODE],
});

onDesktop();

/** The password is right and the server asks for a second factor, which it answers with `answer`. */
function secondFactorRoutes(answer: Answer, more: Routes = {}): Routes {
  return {
    'POST /api/auth/login': { status: 202, body: { secondFactorRequired: true } },
    'POST /api/auth/login/second-factor': answer,
    ...more,
  };
}

/** Logs in with the password up to the second step's form. */
async function logInToSecondStep() {
  const { user } = await submitLogin('ada', 'Correct-h0rse');
  const step = await screen.findByRole('form', { name: 'Two-factor login' }, SLOW);
  return { user, step };
}

describe('the second step of the login', { timeout: 40_000 }, () => {
  it('asks for the code after the password and logs in with a recovery code', async () => {
    const calls = stubApi(
      secondFactorRoutes(
        (call) =>
          (call.body as { code: string }).code === 'abcde-fghjk'
            ? {
                status: 200,
                body: { accountId: buildAccount().id, username: 'ada', status: 'VERIFIED' },
              }
            : WRONG_CODE_REFUSAL,
        {
          'GET /api/account': { status: 200, body: buildAccount() },
          'GET /api/account/two-factor': {
            status: 200,
            body: { enabled: true, recoveryCodesLeft: 9 },
          },
        },
      ),
    );
    const { user, step } = await logInToSecondStep();
    await user.type(within(step).getByLabelText(/^Authentication code/), '000000');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText(WRONG_CODE)).toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(within(step).getByLabelText(/^Recovery code/), 'abcde-fghjk');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }, SLOW),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/login/second-factor')).toHaveLength(2);
  });

  it('gives one clear message for a wrong code, not a second generic one', async () => {
    stubApi(secondFactorRoutes(WRONG_CODE_REFUSAL));
    const { user, step } = await logInToSecondStep();
    await user.type(within(step).getByLabelText(/^Authentication code\W*$/), '000000');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    // The code's own message, once, under the field that now has the focus.
    expect(await screen.findByText(WRONG_CODE, {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText(WRONG_CODE)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText(/^Authentication code\W*$/)).toHaveFocus());
    expect(screen.getByLabelText(/^Authentication code\W*$/)).toHaveAccessibleDescription(
      expect.stringContaining(WRONG_CODE),
    );
    expect(screen.queryByText('Some fields are not valid')).not.toBeInTheDocument();
    expect(screen.queryByText('Verification failed')).not.toBeInTheDocument();
  });

  it('goes back to the password when the step has expired', async () => {
    stubApi(
      secondFactorRoutes(
        refusal(
          401,
          'second_factor_expired',
          'The login step has expired, please enter your password again',
        ),
      ),
    );
    const { user, step } = await logInToSecondStep();
    await user.type(within(step).getByLabelText(/^Authentication code/), '123456');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('The login step has expired, please enter your password again'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Password\W*$/)).toHaveValue('');
  });
});
