import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import {
  cookieHeader,
  loggedInAccount,
  responseCookies,
  TEST_PASSWORD,
} from '../../../test/factories';
import { client, expectError } from '../../../test/http';
import {
  assertionOptions,
  enrolPasskey,
  logInWithPasskey,
  newAuthenticator,
  reauthenticationOptions,
  TEST_RP_ID,
} from '../../../test/passkeys';
import type { SoftwareAuthenticator } from '../../../test/software-authenticator';
import { accounts, passkeys, sessions } from '../../db/schema';
import { REAUTH_WINDOW_MS } from '../../security/reauthentication';
import { RATE_LIMITS } from '../../security/rate-limit';
import { CHALLENGE_TTL_SECONDS } from './passkey-challenge';

const { app } = await buildTestApp();

const LOGIN_FAILED = 'This passkey is not known here or could not be verified';

afterEach(() => {
  vi.useRealTimers();
});

/** An account with one passkey, held by a fresh software authenticator. */
async function accountWithPasskey(
  options: { countSignatures?: boolean; password?: string } = {},
): Promise<{
  account: Awaited<ReturnType<typeof loggedInAccount>>['account'];
  cookie: string;
  authenticator: SoftwareAuthenticator;
}> {
  const { account, cookie } = await loggedInAccount(
    app,
    options.password ? { password: options.password } : {},
  );
  const authenticator = newAuthenticator({ countSignatures: options.countSignatures ?? true });
  await enrolPasskey(app, cookie, authenticator);
  return { account, cookie, authenticator };
}

async function makeStale(accountId: string) {
  await app.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - REAUTH_WINDOW_MS - 60_000) })
    .where(eq(sessions.accountId, accountId));
}

async function passkeyRow(accountId: string) {
  const [row] = await app.db.select().from(passkeys).where(eq(passkeys.accountId, accountId));
  return row;
}

describe('POST /api/auth/passkey/options', () => {
  it('asks for any passkey of this site, with preferred user verification', async () => {
    const res = await client(app).post('/api/auth/passkey/options');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json();
    expect(options).toMatchObject({ rpId: TEST_RP_ID, userVerification: 'preferred' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(responseCookies(res).cv_passkey_login).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/passkey',
    });
  });
});

describe('POST /api/auth/passkey/login', () => {
  it('logs in without a username and starts a working session', async () => {
    const { account, authenticator } = await accountWithPasskey();
    const http = client(app);
    const res = await logInWithPasskey(app, authenticator, http);
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionSchema.parse(res.json())).toEqual({
      accountId: account.id,
      username: account.username,
      status: 'VERIFIED',
      locale: 'en',
    });
    const cookies = responseCookies(res);
    expect(cookies.cv_access?.value).toBeTruthy();
    expect(cookies.cv_refresh?.value).toBeTruthy();
    expect(cookies.cv_passkey_login?.value).toBe('');

    const session = cookieHeader(res);
    const me = await http.get('/api/account', { cookie: session });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: account.id });
    // A passkey login is a fresh login: dangerous actions need no re-authentication.
    const list = (await http.get('/api/account/passkeys', { cookie: session })).json();
    expect(list[0].lastUsedAt).not.toBeNull();
    expect((await passkeyRow(account.id))?.counter).toBe(1);
  });

  it('keeps the signature counter moving and the account language of the first login', async () => {
    const { account, authenticator } = await accountWithPasskey();
    expect((await logInWithPasskey(app, authenticator)).statusCode).toBe(200);
    const { options, cookie } = await assertionOptions(client(app), '/api/auth/passkey/options');
    const res = await client(app).post(
      '/api/auth/passkey/login',
      { response: authenticator.authenticate(options) },
      { cookie, lang: 'de' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await passkeyRow(account.id))?.counter).toBe(2);
    // A later login on a German device leaves the account's language alone.
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.locale).toBe('en');
    expect(res.json()).toMatchObject({ locale: 'en' });
  });

  it('refuses an answer made for another origin or another site', async () => {
    const { authenticator } = await accountWithPasskey();
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const { options, cookie } = await assertionOptions(client(app), '/api/auth/passkey/options');
      const res = await client(app).post(
        '/api/auth/passkey/login',
        { response: authenticator.authenticate(options, overrides) },
        { cookie },
      );
      expect(expectError(res, 401, 'passkey_invalid').message).toBe(LOGIN_FAILED);
      expect(responseCookies(res).cv_access).toBeUndefined();
    }
  });

  it('refuses a passkey it does not know, and one that was removed', async () => {
    // Registered nowhere: the authenticator made it for a site that never stored it.
    const stranger = newAuthenticator();
    stranger.register({ challenge: 'x', user: { id: 'eA' } });
    expectError(await logInWithPasskey(app, stranger), 401, 'passkey_invalid');

    const { account, cookie, authenticator } = await accountWithPasskey();
    const [row] = await app.db.select().from(passkeys).where(eq(passkeys.accountId, account.id));
    await client(app).delete(`/api/account/passkeys/${row?.id}`, { cookie });
    expectError(await logInWithPasskey(app, authenticator), 401, 'passkey_invalid');
  });

  it('refuses a forged signature and a user handle of another account', async () => {
    const { authenticator } = await accountWithPasskey();
    const { options, cookie } = await assertionOptions(client(app), '/api/auth/passkey/options');
    const response = authenticator.authenticate(options);
    const signature = Buffer.from(response.response.signature, 'base64url');
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    const forged = {
      ...response,
      response: { ...response.response, signature: signature.toString('base64url') },
    };
    expectError(
      await client(app).post('/api/auth/passkey/login', { response: forged }, { cookie }),
      401,
      'passkey_invalid',
    );

    const other = await accountWithPasskey();
    const again = await assertionOptions(client(app), '/api/auth/passkey/options');
    const wrongUser = authenticator.authenticate(again.options);
    wrongUser.response.userHandle = Buffer.from(other.account.id).toString('base64url');
    expectError(
      await client(app).post(
        '/api/auth/passkey/login',
        { response: wrongUser },
        { cookie: again.cookie },
      ),
      401,
      'passkey_invalid',
    );
  });

  it('answers each challenge once, even for a passkey without a signature counter', async () => {
    const { authenticator } = await accountWithPasskey({ countSignatures: false });
    const http = client(app);
    const { options, cookie } = await assertionOptions(http, '/api/auth/passkey/options');
    const body = { response: authenticator.authenticate(options) };
    expect((await http.post('/api/auth/passkey/login', body, { cookie })).statusCode).toBe(200);
    // The same answer again, with the challenge cookie a thief could have copied.
    const replayed = await http.post('/api/auth/passkey/login', body, { cookie });
    expect(expectError(replayed, 401, 'passkey_challenge_expired').message).toBe(
      'The passkey request has expired or was answered already, please try again',
    );
    // Without the cookie (the browser dropped it after the answer) it is no better.
    expectError(await http.post('/api/auth/passkey/login', body), 401, 'passkey_challenge_expired');
    // A fresh challenge still works.
    expect((await logInWithPasskey(app, authenticator)).statusCode).toBe(200);
  });

  it('refuses an answer after the challenge expired', async () => {
    const { authenticator } = await accountWithPasskey();
    const { options, cookie } = await assertionOptions(client(app), '/api/auth/passkey/options');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CHALLENGE_TTL_SECONDS + 1) * 1000);
    const res = await client(app).post(
      '/api/auth/passkey/login',
      { response: authenticator.authenticate(options) },
      { cookie },
    );
    expectError(res, 401, 'passkey_challenge_expired');
  });

  it('refuses a forged challenge cookie', async () => {
    const { authenticator } = await accountWithPasskey();
    const { options } = await assertionOptions(client(app), '/api/auth/passkey/options');
    const forged = `cv_passkey_login=${encodeURIComponent(
      JSON.stringify({ v: { challenge: options.challenge, issuedAt: Date.now() }, at: Date.now() }),
    )}`;
    const res = await client(app).post(
      '/api/auth/passkey/login',
      { response: authenticator.authenticate(options) },
      { cookie: forged },
    );
    expectError(res, 401, 'passkey_challenge_expired');
  });

  it('asks for a passkey that verifies its user, in the language of the request', async () => {
    const { authenticator } = await accountWithPasskey();
    const { options, cookie } = await assertionOptions(client(app), '/api/auth/passkey/options');
    const res = await client(app).post(
      '/api/auth/passkey/login',
      { response: authenticator.authenticate(options, { userVerified: false }) },
      { cookie, lang: 'de' },
    );
    expect(expectError(res, 401, 'passkey_user_verification_required').message).toMatch(
      /^Ihr Passkey hat nicht bestätigt/,
    );
  });

  it('answers 400 for malformed bodies', async () => {
    const http = client(app);
    expectError(await http.post('/api/auth/passkey/login', {}), 400, 'validation');
    expectError(await http.post('/api/auth/passkey/login', { response: 'x' }), 400, 'validation');
    expectError(
      await http.post('/api/auth/passkey/login', {
        response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} },
      }),
      400,
      'validation',
    );
  });

  it('limits failed attempts per address like password logins', async () => {
    const http = client(app);
    const stranger = newAuthenticator();
    stranger.register({ challenge: 'x', user: { id: 'eA' } });
    for (let i = 0; i < RATE_LIMITS.login.ip.max; i++) {
      const res = await http.post('/api/auth/passkey/login', {
        response: stranger.authenticate({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      });
      expect(res.statusCode).toBe(401);
    }
    const refused = await logInWithPasskey(app, stranger, http);
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('re-authentication with a passkey', () => {
  it('lets an older session remove a passkey after confirming with one', async () => {
    const { account, cookie, authenticator } = await accountWithPasskey();
    await makeStale(account.id);
    const [row] = await app.db.select().from(passkeys).where(eq(passkeys.accountId, account.id));
    const remove = () => client(app).delete(`/api/account/passkeys/${row?.id}`, { cookie });
    expectError(await remove(), 403, 'reauthentication_required');

    const http = client(app);
    const started = await reauthenticationOptions(http, cookie);
    expect(started.options.allowCredentials?.map((c) => c.id)).toEqual([
      authenticator.credentials[0]?.id.toString('base64url'),
    ]);
    expect(
      responseCookies(
        await http.post('/api/auth/reauthenticate/passkey/options', undefined, { cookie }),
      ).cv_passkey_reauth,
    ).toMatchObject({ path: '/api/auth/reauthenticate/passkey', httpOnly: true });

    const res = await http.post(
      '/api/auth/reauthenticate/passkey',
      { response: authenticator.authenticate(started.options) },
      { cookie: started.cookie },
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(responseCookies(res).cv_passkey_reauth?.value).toBe('');
    expect((await remove()).statusCode).toBe(204);
  });

  it('lets an account without a password delete itself', async () => {
    const { account, cookie, authenticator } = await accountWithPasskey();
    expect(account.passwordHash).toBeNull();
    await makeStale(account.id);
    expectError(await client(app).delete('/api/account', { cookie }), 403);
    const http = client(app);
    const { options, cookie: withChallenge } = await reauthenticationOptions(http, cookie);
    await http.post(
      '/api/auth/reauthenticate/passkey',
      { response: authenticator.authenticate(options) },
      { cookie: withChallenge },
    );
    expect((await client(app).delete('/api/account', { cookie })).statusCode).toBe(204);
  });

  it("refuses another account's passkey and leaves the session unconfirmed", async () => {
    const { account, cookie } = await accountWithPasskey({ password: TEST_PASSWORD });
    const other = await accountWithPasskey();
    await makeStale(account.id);
    const http = client(app);
    const { options, cookie: withChallenge } = await reauthenticationOptions(http, cookie);
    const res = await http.post(
      '/api/auth/reauthenticate/passkey',
      { response: other.authenticator.authenticate({ challenge: options.challenge }) },
      { cookie: withChallenge },
    );
    expect(expectError(res, 400, 'passkey_invalid').message).toBe(
      'This passkey does not belong to your account',
    );
    expectError(await client(app).delete('/api/account', { cookie }), 403);
  });

  it('refuses an answer without its challenge or from another origin', async () => {
    const { account, cookie, authenticator } = await accountWithPasskey();
    await makeStale(account.id);
    const http = client(app);
    const { options, cookie: withChallenge } = await reauthenticationOptions(http, cookie);
    expectError(
      await http.post(
        '/api/auth/reauthenticate/passkey',
        { response: authenticator.authenticate(options) },
        { cookie },
      ),
      400,
      'passkey_challenge_expired',
    );
    expectError(
      await http.post(
        '/api/auth/reauthenticate/passkey',
        { response: authenticator.authenticate(options, { origin: 'https://evil.example' }) },
        { cookie: withChallenge },
      ),
      400,
      'passkey_invalid',
    );
  });

  it('says so when the account has no passkey', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await client(app).post('/api/auth/reauthenticate/passkey/options', undefined, {
      cookie,
    });
    expect(expectError(res, 400, 'no_passkeys').message).toBe('Your account has no passkey yet');
  });

  it('answers 401 without a session and 400 for a malformed body', async () => {
    expectError(await client(app).post('/api/auth/reauthenticate/passkey/options'), 401);
    expectError(await client(app).post('/api/auth/reauthenticate/passkey', { response: {} }), 400);
    const { authenticator } = await accountWithPasskey();
    const { options } = await assertionOptions(client(app), '/api/auth/passkey/options');
    expectError(
      await client(app).post('/api/auth/reauthenticate/passkey', {
        response: authenticator.authenticate(options),
      }),
      401,
    );
    const { cookie } = await loggedInAccount(app);
    expectError(
      await client(app).post('/api/auth/reauthenticate/passkey', { response: 42 }, { cookie }),
      400,
      'validation',
    );
  });
});
