import { WebAuthnError } from '@simplewebauthn/browser';
import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { showPasskeyError } from './passkeys';

const BROWSER_REFUSED = /passkeys need a domain name/;

describe('a passkey that cannot work on this address', () => {
  it('says why when the browser refuses the address', async () => {
    render(<ToastContainer />);
    showPasskeyError(
      new WebAuthnError({
        message: 'invalid domain',
        code: 'ERROR_INVALID_DOMAIN',
        cause: new DOMException('invalid domain', 'SecurityError'),
      }),
      'Login with passkey failed',
    );
    expect(await screen.findByText(BROWSER_REFUSED)).toBeInTheDocument();
    expect(screen.queryByText('An unexpected error occurred')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses to start", async () => {
    render(<ToastContainer />);
    const reason = 'Passkeys only work when the app is opened under a domain name';
    showPasskeyError(
      new ApiError(
        409,
        { status: 409, error: 'Conflict', code: 'passkeys_need_domain', message: reason },
        reason,
      ),
      'Login with passkey failed',
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});
