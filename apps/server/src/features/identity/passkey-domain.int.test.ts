import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { client, expectError } from '../../../test/http';

// The app served under an IP address: WebAuthn only works under a domain name.
const { app } = await buildTestApp({ PUBLIC_URL: 'http://127.0.0.1:8080' });

describe('passkeys on an address without a domain name', () => {
  it('say why they cannot work, in the request language, for each ceremony', async () => {
    const { cookie } = await loggedInAccount(app);
    for (const [url, session] of [
      ['/api/account/passkeys/registration-options', cookie],
      ['/api/auth/passkey/options', undefined],
      ['/api/auth/reauthenticate/passkey/options', cookie],
    ] as const) {
      const en = expectError(
        await client(app).post(url, undefined, session ? { cookie: session } : {}),
        409,
        'passkeys_need_domain',
      );
      expect(en.message, url).toContain('domain name');
      expect(en.message).toContain('127.0.0.1');
      const de = expectError(
        await client(app).post(url, undefined, {
          lang: 'de',
          ...(session ? { cookie: session } : {}),
        }),
        409,
        'passkeys_need_domain',
      );
      expect(de.message).toContain('Domainnamen');
    }
  });
});
