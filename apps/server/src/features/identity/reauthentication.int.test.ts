import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { buildAccount, sessionCookie, TEST_PASSWORD, unique } from '../../../test/factories';
import { client, expectError, expectFieldErrors } from '../../../test/http';
import { passwordLogin } from '../../../test/session-requests';
import { accounts, sessions } from '../../db/schema';
import { REAUTH_WINDOW_MS } from '../../security/reauthentication';

const { app } = await buildTestApp();

/** A logged-in session whose login lies longer ago than the re-authentication window. */
async function staleSession(password: string | undefined = TEST_PASSWORD) {
  const account = await buildAccount(app, password ? { password } : {});
  const cookie = await sessionCookie(app, account.id);
  await app.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - REAUTH_WINDOW_MS - 60_000) })
    .where(eq(sessions.accountId, account.id));
  return { account, cookie };
}

const accountBody = (email: string) => ({ email, firstName: 'Ada', lastName: 'Lovelace' });

describe('re-authentication for dangerous actions', () => {
  it('lets a fresh login delete the account at once', async () => {
    const { cookie } = await passwordLogin(app);
    expect((await client(app).delete('/api/account', { cookie })).statusCode).toBe(204);
  });

  it('asks an older session for the password before deleting the account', async () => {
    const { account, cookie } = await staleSession();
    const refused = await client(app).delete('/api/account', { cookie });
    expect(expectError(refused, 403, 'reauthentication_required').message).toBe(
      'Please confirm it is you: enter your password',
    );
    const [still] = await app.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(still).toBeDefined();

    const wrong = await client(app).post(
      '/api/auth/reauthenticate',
      { password: 'Wrong-pass1' },
      { cookie },
    );
    expectFieldErrors(wrong, {
      password: ['The current password is not correct'],
    });
    const right = await client(app).post(
      '/api/auth/reauthenticate',
      { password: TEST_PASSWORD },
      { cookie },
    );
    expect(right.statusCode, right.body).toBe(204);
    expect((await client(app).delete('/api/account', { cookie })).statusCode).toBe(204);
  });

  it('asks an older session before changing the e-mail address, not for other edits', async () => {
    const { account, cookie } = await staleSession();
    const same = await client(app).post('/api/account', accountBody(account.email ?? ''), {
      cookie,
    });
    expect(same.statusCode, same.body).toBe(200);
    const changed = await client(app).post(
      '/api/account',
      accountBody(`new-${unique()}@example.com`),
      { cookie },
    );
    expectError(changed, 403, 'reauthentication_required');
    await client(app).post('/api/auth/reauthenticate', { password: TEST_PASSWORD }, { cookie });
    const after = await client(app).post(
      '/api/account',
      accountBody(`new-${unique()}@example.com`),
      { cookie },
    );
    expect(after.statusCode, after.body).toBe(200);
  });

  it('tells an account without a password to log in again instead', async () => {
    const { cookie } = await staleSession(undefined);
    const res = await client(app).post(
      '/api/auth/reauthenticate',
      { password: 'Anything-1' },
      { cookie },
    );
    expectError(res, 400, 'validation');
    // A new login through the provider is a fresh session: it may delete.
    expectError(await client(app).delete('/api/account', { cookie }), 403);
  });

  it('answers 401 without a session and 400 for a malformed body', async () => {
    expectError(await client(app).post('/api/auth/reauthenticate', { password: 'x' }), 401);
    const { cookie } = await staleSession();
    expectError(
      await client(app).post('/api/auth/reauthenticate', { password: 42 }, { cookie }),
      400,
      'validation',
    );
    expectError(await client(app).post('/api/auth/reauthenticate', {}, { cookie }), 400);
  });
});
