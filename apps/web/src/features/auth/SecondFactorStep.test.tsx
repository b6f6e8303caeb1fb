import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../test/api';
import { submitLogin } from '../../test/login';
import { onDesktop } from '../../test/session';

const SLOW = { timeout: 10_000 };
const WRONG_CODE = 'This code is not correct or has already been used';

onDesktop();

describe('a wrong two-factor code', { timeout: 40_000 }, () => {
  it('gives one clear message, not a second generic one', async () => {
    stubApi({
      'POST /api/auth/login': { status: 202, body: { secondFactorRequired: true } },
      'POST /api/auth/login/second-factor': refusal(
        400,
        'validation',
        'Some fields are not valid',
        { code: [WRONG_CODE] },
      ),
    });
    const { user } = await submitLogin('ada', 'Secret-123');
    const code = await screen.findByLabelText(/^Authentication code\W*$/, {}, SLOW);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
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
});
