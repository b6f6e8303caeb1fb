import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { sessionSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import {
  buildAccount,
  cookieHeader,
  responseCookies,
  sessionCookie,
  signupBody,
  TEST_PASSWORD,
  unique,
} from '../../../test/factories';
import { client, expectError, expectFieldErrors, logIn } from '../../../test/http';
import { mailsTo, verificationLinkIn } from '../../../test/mail';
import { passwordLogin, refreshAfter, refreshCookieOf } from '../../../test/session-requests';
import { accounts, refreshTokens } from '../../db/schema';
import {
  ACCESS_COOKIE,
  accessKeys,
  REFRESH_COOKIE,
  signAccessToken,
} from '../../security/session-tokens';
import { REFRESH_GRACE_SECONDS } from './session.service';

const { app, dataDir } = await buildTestApp();
/** The app's keys, to sign tokens it would have issued. */
const accessKey = accessKeys(app.secrets.jwt);

/** The `sid` (session) claim of the access cookie a response set. */
function sessionIdOf(res: { cookies: { name: string; value: string }[] }) {
  const access = res.cookies.find((c) => c.name === ACCESS_COOKIE);
  return decodeJwt(access?.value ?? '').sid as string;
}

describe('POST /api/auth/signup', () => {
  it('creates an UNVERIFIED account, logs it in and mails the verification link', async () => {
    const body = signupBody();
    const res = await client(app).post('/api/auth/signup', body);

    expect(res.statusCode, res.body).toBe(201);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({ username: body.username, status: 'UNVERIFIED' });

    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, session.accountId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ email: body.email, firstName: 'Grace', lastName: 'Hopper' });

    const verify = await client(app).get('/api/auth/login/verify', { cookie: cookieHeader(res) });
    expect(verify.json()).toEqual(session);

    const [mail] = await mailsTo(dataDir, body.email);
    expect(mail).toContain('Subject: Confirm your e-mail address');
    const link = verificationLinkIn(mail ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:8080/ui/account/verification');
    expect(link.searchParams.get('id')).toBe(session.accountId);
  });

  it('sets httpOnly session cookies: access SameSite=Lax, refresh Strict on the refresh path', async () => {
    const res = await client(app).post('/api/auth/signup', signupBody());
    const { cv_access: access, cv_refresh: refresh } = responseCookies(res);
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/refresh',
    });
    // Served over http here: a Secure cookie would never come back.
    expect(access?.secure).toBeUndefined();
  });

  it('writes the verification mail in the language of the request', async () => {
    const body = signupBody();
    await client(app).post('/api/auth/signup', body, { lang: 'de-DE,de;q=0.9' });
    const [mail] = await mailsTo(dataDir, body.email);
    expect(mail).toContain('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail).toContain('Hallo Grace,');
    expect(mail).toContain('<html lang="de">');
  });

  it.each([
    ['en', 'Username must not be blank', 'E-Mail must not be blank', 'Password must not be blank'],
    [
      'de',
      'Benutzername darf nicht leer sein',
      'E-Mail darf nicht leer sein',
      'Passwort darf nicht leer sein',
    ],
  ])(
    'rejects blank fields with localized messages (%s)',
    async (lang, username, email, password) => {
      const res = await client(app).post(
        '/api/auth/signup',
        { username: '  ', email: '', password: '', confirmPassword: '' },
        { lang },
      );
      const body = expectError(res, 400, 'validation');
      expect(body.fieldErrors).toMatchObject({
        username: [username],
        email: [email],
        password: [password],
      });
    },
  );

  it.each(['not-an-email', 'a@b', 'a b@example.com', '@example.com'])(
    'rejects the e-mail %j',
    async (email) => {
      const res = await client(app).post('/api/auth/signup', signupBody({ email }));
      expectFieldErrors(res, {
        email: ['E-Mail is not valid'],
      });
    },
  );

  it.each([
    ['too short', 'Sh0rt-x'],
    ['too long', `Aa1-${'x'.repeat(125)}`],
    ['with a space', 'Correct h0rse!'],
    ['without a digit', 'Correct-horse'],
    ['without a special character', 'CorrectH0rse'],
    ['without an uppercase letter', 'correct-h0rse'],
    ['without a lowercase letter', 'CORRECT-H0RSE'],
  ])('rejects a password %s', async (_rule, password) => {
    const res = await client(app).post('/api/auth/signup', signupBody({ password }));
    expectFieldErrors(res, {
      password: ['Password must fulfill requirements'],
    });
  });

  it('accepts a password at the limits of 8 and 128 characters', async () => {
    for (const password of ['Aa1-bcde', `Aa1-${'x'.repeat(124)}`]) {
      const res = await client(app).post('/api/auth/signup', signupBody({ password }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it.each([
    ['en', 'Passwords must match'],
    ['de', 'Die Passwörter müssen übereinstimmen'],
  ])('rejects a confirmation that differs (%s)', async (lang, message) => {
    const res = await client(app).post(
      '/api/auth/signup',
      signupBody({ confirmPassword: `${TEST_PASSWORD}!` }),
      { lang },
    );
    expectFieldErrors(res, { confirmPassword: [message] });
  });

  const USERNAME_RULE =
    'Username may only contain the letters a–z without accents, digits, ".", "_" and "-"';
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['with space', USERNAME_RULE],
    ['jürgen', USERNAME_RULE],
    ['a/b', USERNAME_RULE],
  ])('rejects the username %j', async (username, message) => {
    const res = await client(app).post('/api/auth/signup', signupBody({ username }));
    expectFieldErrors(res, { username: [message] });
  });

  it('accepts letters, digits, dots, underscores and dashes in usernames', async () => {
    const username = `Ada.L_${unique()}-1`;
    const res = await client(app).post('/api/auth/signup', signupBody({ username }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username });
  });

  it('answers 409 for a username taken in another case', async () => {
    const existing = await buildAccount(app, { username: `Taken-${unique()}` });
    const res = await client(app).post(
      '/api/auth/signup',
      signupBody({ username: existing.username?.toUpperCase() }),
    );
    const body = expectError(res, 409, 'username_taken');
    expect(body.message).toBe('This username is already taken');
    expect(body.fieldErrors).toEqual({ username: ['This username is already taken'] });
  });

  it('answers 409 naming both fields when username and e-mail are taken', async () => {
    const existing = await buildAccount(app);
    const res = await client(app).post(
      '/api/auth/signup',
      signupBody({ username: existing.username ?? '', email: existing.email?.toUpperCase() }),
      { lang: 'de' },
    );
    expect(expectError(res, 409).fieldErrors).toEqual({
      username: ['Dieser Benutzername ist bereits vergeben'],
      email: ['Es gibt bereits ein Konto mit dieser E-Mail-Adresse'],
    });
  });

  it('creates exactly one account from concurrent signups with the same username', async () => {
    const username = `race-${unique()}`;
    const results = await Promise.all(
      ['', '', '', ''].map((_, i) =>
        client(app).post(
          '/api/auth/signup',
          signupBody({ username: i % 2 ? username : username.toUpperCase() }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(expectError(res, 409).fieldErrors).toHaveProperty('username');
    }
    const rows = await app.db.select().from(accounts);
    expect(rows.filter((r) => r.username?.toLowerCase() === username)).toHaveLength(1);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "abc",',
    });
    expectError(res, 400, 'malformed_json');
  });

  it('answers a body of the wrong type with 400, not 500', async () => {
    expectError(await client(app).post('/api/auth/signup', ['a', 'b']), 400, 'validation');
    expectError(
      await client(app).post('/api/auth/signup', signupBody({ password: 12345678 as never })),
      400,
      'validation',
    );
  });
});

describe('POST /api/auth/login', () => {
  it.each([
    ['its username', (a: { username: string | null }) => a.username ?? ''],
    ['its e-mail', (a: { email: string | null }) => a.email ?? ''],
    [
      'its username in another case',
      (a: { username: string | null }) => a.username?.toUpperCase() ?? '',
    ],
    ['its e-mail in another case', (a: { email: string | null }) => a.email?.toUpperCase() ?? ''],
  ])('logs an account in with %s', async (_how, identifier) => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const res = await client(app).post('/api/auth/login', {
      username: identifier(account),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      accountId: account.id,
      username: account.username,
      status: 'VERIFIED',
      locale: 'en',
    });
    expect(responseCookies(res)).toHaveProperty(ACCESS_COOKIE);
    expect(responseCookies(res)).toHaveProperty(REFRESH_COOKIE);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const wrong = await client(app).post('/api/auth/login', {
      username: account.username,
      password: 'Wrong-pass1',
    });
    const unknown = await client(app).post('/api/auth/login', {
      username: `nobody-${unique()}`,
      password: TEST_PASSWORD,
    });
    const body = expectError(wrong, 401, 'invalid_credentials');
    expect(body.message).toBe('Wrong username or password');
    expect(expectError(unknown, 401)).toEqual(body);
    expect(wrong.cookies).toEqual([]);
  });

  it('answers in German when asked to', async () => {
    const res = await client(app).post(
      '/api/auth/login',
      { username: `nobody-${unique()}`, password: TEST_PASSWORD },
      { lang: 'de' },
    );
    expect(expectError(res, 401).message).toBe('Benutzername oder Passwort ist falsch');
  });

  it('refuses accounts without a password (external logins) with the same 401', async () => {
    const account = await buildAccount(app);
    const res = await client(app).post('/api/auth/login', {
      username: account.username,
      password: TEST_PASSWORD,
    });
    expectError(res, 401, 'invalid_credentials');
  });

  it('answers a NUL character in the username with 400, not a database error', async () => {
    const res = await client(app).post('/api/auth/login', {
      username: 'a\u0000b',
      password: TEST_PASSWORD,
    });
    expectError(res, 400, 'validation');
  });

  it('rejects blank fields with 400', async () => {
    const res = await client(app).post('/api/auth/login', { username: ' ', password: '' });
    expectFieldErrors(res, {
      username: ['Username must not be blank'],
      password: ['Password must not be blank'],
    });
  });
});

describe('GET /api/auth/login/verify', () => {
  it('answers 200 with the session for valid cookies', async () => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const res = await client(app).get('/api/auth/login/verify', {
      cookie: await sessionCookie(app, account.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accountId: account.id,
      username: account.username,
      status: 'UNVERIFIED',
      locale: 'en',
    });
  });

  it.each([
    ['no cookie', ''],
    ['a forged token', `${ACCESS_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid`],
  ])('answers 401 for %s', async (_case, cookie) => {
    expectError(await client(app).get('/api/auth/login/verify', { cookie }), 401, 'unauthorized');
  });

  it('answers 401 for a token of a deleted account', async () => {
    const account = await buildAccount(app);
    const cookie = await sessionCookie(app, account.id);
    await app.db.delete(accounts).where(eq(accounts.id, account.id));
    expectError(await client(app).get('/api/auth/login/verify', { cookie }), 401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and issues a new access token for the same session', async () => {
    const { account, login } = await passwordLogin(app);

    const res = await refreshAfter(app, login);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountId: account.id, status: 'VERIFIED' });
    expect(refreshCookieOf(res)).not.toBe(refreshCookieOf(login));
    expect(sessionIdOf(res)).toBe(sessionIdOf(login));

    const verify = await client(app).get('/api/auth/login/verify', { cookie: cookieHeader(res) });
    expect(verify.statusCode).toBe(200);
    // The new token rotates again.
    const again = await refreshAfter(app, res);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated token is used again', async () => {
    const { account, login } = await passwordLogin(app);
    const { res: otherDevice } = await logIn(app, account.username ?? '');
    const first = await refreshAfter(app, login);
    expect(first.statusCode).toBe(200);

    // Someone replays the old (rotated) token after the grace period: both holders are logged out.
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshTokens.familyId, sessionIdOf(login)));
    const replay = await refreshAfter(app, login);
    expect(expectError(replay, 401, 'session_expired').message).toBe(
      'Your session has ended, please log in again',
    );
    expect(responseCookies(replay)[REFRESH_COOKIE]?.value).toBe('');
    const legitimate = await refreshAfter(app, first);
    expectError(legitimate, 401, 'session_expired');

    // Another session of the same account is not affected.
    const other = await refreshAfter(app, otherDevice);
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['no cookie', ''],
    ['an unknown token', `${REFRESH_COOKIE}=not-a-token`],
  ])('answers 401 for %s', async (_case, cookie) => {
    const res = await client(app).post('/api/auth/refresh', undefined, { cookie });
    expectError(res, 401, 'session_expired');
  });

  it('answers 401 for an expired refresh token', async () => {
    const { account, login } = await passwordLogin(app);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.accountId, account.id));
    const res = await refreshAfter(app, login);
    expectError(res, 401, 'session_expired');
  });

  it("never turns one user's refresh token into another user's session", async () => {
    const alice = await buildAccount(app, { password: TEST_PASSWORD });
    const bob = await buildAccount(app, { password: TEST_PASSWORD });
    const { res: aliceLogin } = await logIn(app, alice.username ?? '');
    // Bob's access cookie together with Alice's refresh cookie: the refresh token decides.
    const res = await client(app).post('/api/auth/refresh', undefined, {
      cookie: `${await sessionCookie(app, bob.id)}; ${refreshCookieOf(aliceLogin)}`,
    });
    expect(res.json()).toMatchObject({ accountId: alice.id });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token and clears both cookies', async () => {
    const { login, cookie } = await passwordLogin(app);

    const res = await client(app).post('/api/auth/logout', undefined, { cookie });
    expect(res.statusCode).toBe(204);
    const cleared = responseCookies(res);
    expect(cleared[ACCESS_COOKIE]).toMatchObject({ value: '', path: '/api' });
    expect(cleared[REFRESH_COOKIE]).toMatchObject({ value: '', path: '/api/auth/refresh' });
    expect(cleared[ACCESS_COOKIE]?.expires?.getTime()).toBeLessThan(Date.now());

    const refresh = await refreshAfter(app, login);
    expectError(refresh, 401);
  });

  it('ends the session even when the access token has expired meanwhile', async () => {
    const { account, login } = await passwordLogin(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 60 * 60 * 1000);
    const expired = await signAccessToken(accessKey, {
      accountId: account.id,
      sessionId: sessionIdOf(login),
    });
    vi.useRealTimers();
    expectError(
      await client(app).get('/api/account', { cookie: `${ACCESS_COOKIE}=${expired}` }),
      401,
    );

    const res = await client(app).post('/api/auth/logout', undefined, {
      cookie: `${ACCESS_COOKIE}=${expired}`,
    });
    expect(res.statusCode).toBe(204);
    const refresh = await refreshAfter(app, login);
    expectError(refresh, 401);
  });

  it('answers 204 without a session, so that logging out twice is fine', async () => {
    const res = await client(app).post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
  });
});

describe('behind https', async () => {
  const { app: secureApp } = await buildTestApp({ PUBLIC_URL: 'https://cv.example' });

  it('marks both session cookies Secure', async () => {
    const res = await client(secureApp).post('/api/auth/signup', signupBody());
    expect(res.statusCode, res.body).toBe(201);
    const cookies = responseCookies(res);
    expect(cookies[ACCESS_COOKIE]?.secure).toBe(true);
    expect(cookies[REFRESH_COOKIE]?.secure).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents the auth routes with their request and response schemas', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const signup = doc.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'confirmPassword']),
    );
    expect(Object.keys(signup.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    for (const path of ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']) {
      expect(doc.paths[path]).toHaveProperty('post');
    }
    expect(doc.paths['/api/auth/login/verify']).toHaveProperty('get');
  });
});
