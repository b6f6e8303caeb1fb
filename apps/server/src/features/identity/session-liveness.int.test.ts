import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { cookieHeader, TEST_PASSWORD } from '../../../test/factories';
import { client, expectError, logIn } from '../../../test/http';
import {
  changePassword,
  cookieOf,
  passwordLogin,
  refreshAfter,
  type SetsCookies,
} from '../../../test/session-requests';
import { accounts, refreshTokens } from '../../db/schema';
import {
  ACCESS_COOKIE,
  accessKeys,
  REFRESH_COOKIE,
  signAccessToken,
} from '../../security/session-tokens';
import { REFRESH_GRACE_SECONDS } from './session.service';

const { app } = await buildTestApp();
/** The app's keys, to sign tokens it would have issued. */
const accessKey = accessKeys(app.secrets.jwt);

const accessOnly = (res: SetsCookies) => `${ACCESS_COOKIE}=${cookieOf(res, ACCESS_COOKIE)}`;

async function loggedIn() {
  const { account, login } = await passwordLogin(app);
  return { account, login, access: accessOnly(login) };
}

/** Every route family a stolen access token could be used on. */
async function expectAccessRefused(access: string) {
  expectError(await client(app).get('/api/account', { cookie: access }), 401, 'unauthorized');
  expectError(await client(app).get('/api/auth/login/verify', { cookie: access }), 401);
  expectError(await client(app).get('/api/profile', { cookie: access }), 401);
  expectError(await client(app).delete('/api/account', { cookie: access }), 401);
}

describe('an access token dies with its session', () => {
  it('is refused after logout, also for DELETE /api/account', async () => {
    const { account, access } = await loggedIn();
    expect((await client(app).get('/api/account', { cookie: access })).statusCode).toBe(200);

    expect(
      (await client(app).post('/api/auth/logout', undefined, { cookie: access })).statusCode,
    ).toBe(204);
    await expectAccessRefused(access);
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toBeDefined();
  });

  it("is refused for the other sessions after a password change, this session's still works", async () => {
    const { account, access: current } = await loggedIn();
    const { res: otherLogin } = await logIn(app, account.username ?? '');
    const other = accessOnly(otherLogin);
    const newPassword = 'N3w-Secret!';
    const res = await changePassword(
      app,
      { oldPassword: TEST_PASSWORD, password: newPassword },
      { cookie: current },
    );
    expect(res.statusCode, res.body).toBe(204);

    await expectAccessRefused(other);
    expect((await client(app).get('/api/account', { cookie: current })).statusCode).toBe(200);
  });

  it('is refused after a refresh-token reuse revoked the family', async () => {
    const { login } = await loggedIn();
    const first = await refreshAfter(app, login);
    expect(first.statusCode).toBe(200);
    // The rotated token comes back after the grace period: a copy is in use.
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 5) * 1000) })
      .where(
        eq(refreshTokens.familyId, decodeJwt(cookieOf(login, ACCESS_COOKIE) ?? '').sid as string),
      );
    const replay = await refreshAfter(app, login);
    expectError(replay, 401, 'session_expired');

    await expectAccessRefused(accessOnly(first));
    await expectAccessRefused(accessOnly(login));
  });

  it('is refused when it names no session or a session of another account', async () => {
    const { account } = await loggedIn();
    const { login: foreign } = await loggedIn();
    const noSession = `${ACCESS_COOKIE}=${await signAccessToken(accessKey, { accountId: account.id })}`;
    await expectAccessRefused(noSession);
    const foreignSid = decodeJwt(cookieOf(foreign, ACCESS_COOKIE) ?? '').sid as string;
    const borrowed = `${ACCESS_COOKIE}=${await signAccessToken(accessKey, {
      accountId: account.id,
      sessionId: foreignSid,
    })}`;
    await expectAccessRefused(borrowed);
  });
});

describe('refresh grace period', () => {
  it('answers two refreshes with the same token (two tabs) with the same successor', async () => {
    const { login } = await loggedIn();
    const first = await refreshAfter(app, login);
    const second = await refreshAfter(app, login);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(cookieOf(second, REFRESH_COOKIE)).toBe(cookieOf(first, REFRESH_COOKIE));
    // Both tabs continue the one session.
    expect((await client(app).get('/api/account', { cookie: accessOnly(second) })).statusCode).toBe(
      200,
    );
    const next = await refreshAfter(app, second);
    expect(next.statusCode).toBe(200);
  });

  it('lets both of two concurrent refreshes with the same token succeed', async () => {
    const { login } = await loggedIn();
    const results = await Promise.all([refreshAfter(app, login), refreshAfter(app, login)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(cookieOf(results[0]!, REFRESH_COOKIE)).toBe(cookieOf(results[1]!, REFRESH_COOKIE));
  });

  it('still revokes the family when the rotated token comes back after the grace period', async () => {
    const { account, login } = await loggedIn();
    const first = await refreshAfter(app, login);
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshTokens.accountId, account.id));
    expectError(await refreshAfter(app, login), 401, 'session_expired');
    expectError(await refreshAfter(app, first), 401, 'session_expired');
  });

  it('gives no successor for a token whose session was logged out', async () => {
    const { login } = await loggedIn();
    const first = await refreshAfter(app, login);
    await client(app).post('/api/auth/logout', undefined, { cookie: cookieHeader(first) });
    expectError(await refreshAfter(app, login), 401);
  });
});
