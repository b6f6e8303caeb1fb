import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodesSchema, twoFactorEnrolmentSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import {
  buildAccount,
  cookieHeader,
  sessionCookie,
  TEST_PASSWORD,
  testIp,
} from '../../../test/factories';
import { client, expectError, expectFieldErrors } from '../../../test/http';
import { waitForMails } from '../../../test/mail';
import { recoveryCodes, sessions, totpCredentials } from '../../db/schema';
import { RATE_LIMITS } from '../../security/rate-limit';
import { REAUTH_WINDOW_MS } from '../../security/reauthentication';
import { SECOND_FACTOR_COOKIE } from './second-factor-cookie';
import { totpCodeAt } from './totp';

const { app, dataDir } = await buildTestApp();
const STEP_MS = 30_000;

/** An account with two-factor login turned on through the API: its secret and recovery codes. */
async function enrolledAccount(options: { password?: string | undefined } = {}) {
  const password = 'password' in options ? options.password : TEST_PASSWORD;
  const account = await buildAccount(app, password ? { password } : {});
  const cookie = await sessionCookie(app, account.id);
  const enrolment = await client(app).post('/api/account/two-factor/enrolment', undefined, {
    cookie,
  });
  expect(enrolment.statusCode, enrolment.body).toBe(200);
  const { secret, otpauthUri, qrSvg } = twoFactorEnrolmentSchema.parse(enrolment.json());
  const plainSecret = secret.replace(/\s/g, '');
  expect(otpauthUri).toContain(`secret=${plainSecret}`);
  expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  const confirmed = await client(app).post(
    '/api/account/two-factor',
    { code: totpCodeAt(plainSecret) },
    { cookie },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  const { recoveryCodes: codes } = recoveryCodesSchema.parse(confirmed.json());
  return { account, cookie, secret: plainSecret, codes };
}

/** The password step: answers the cookie that opens the second step. */
async function passwordStep(username: string, ip?: string) {
  const res = await client(app, ip).post('/api/auth/login', { username, password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toEqual({ secondFactorRequired: true });
  // No session yet: only the second-step cookie.
  expect(res.cookies.map((c) => c.name)).toEqual([SECOND_FACTOR_COOKIE]);
  return cookieHeader(res);
}

async function secondStep(cookie: string, code: string, ip?: string) {
  return client(app, ip).post('/api/auth/login/second-factor', { code }, { cookie });
}

/** `count` wrong codes, a few on each new pending login from a new address; each checked. */
async function wrongCodes(username: string, count: number) {
  for (let done = 0; done < count;) {
    const pending = await passwordStep(username, testIp());
    for (let i = 0; i < 3 && done < count; i++, done++) {
      expectError(await secondStep(pending, '123456'), 400);
    }
  }
}

async function staleSession(accountId: string) {
  const cookie = await sessionCookie(app, accountId);
  await app.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - REAUTH_WINDOW_MS - 60_000) })
    .where(eq(sessions.accountId, accountId));
  return cookie;
}

describe('two-factor login with an authenticator app', () => {
  it('enrols with a QR code and a first code, and hands out ten recovery codes', async () => {
    const { account, cookie, codes } = await enrolledAccount();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await client(app).get('/api/account/two-factor', { cookie });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Stored hashed: no code appears in the table.
    const stored = await app.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, account.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    const [mail] = await waitForMails(dataDir, account.email ?? '');
    expect(mail).toContain('Subject: Two-factor login is on');
  });

  it('asks for the code after the password and starts the session only then', async () => {
    const { account, secret } = await enrolledAccount();
    const pending = await passwordStep(account.username ?? '');
    // The second-step cookie is no session.
    expectError(await client(app).get('/api/auth/login/verify', { cookie: pending }), 401);

    const wrong = await secondStep(pending, '000000');
    expectFieldErrors(wrong, {
      code: ['This code is not correct or has already been used'],
    });
    const right = await secondStep(pending, totpCodeAt(secret, Date.now() + STEP_MS));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ accountId: account.id });
    const verify = await client(app).get('/api/auth/login/verify', {
      cookie: cookieHeader(right),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('never accepts a code twice, not even in two logins at once', async () => {
    const { account, secret } = await enrolledAccount();
    const code = totpCodeAt(secret, Date.now() + STEP_MS);
    const [first, second] = await Promise.all([
      passwordStep(account.username ?? ''),
      passwordStep(account.username ?? ''),
    ]);
    const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    // An older code than the one used is refused too.
    const again = await passwordStep(account.username ?? '');
    expectError(await secondStep(again, totpCodeAt(secret)), 400);
  });

  it('logs in once with each recovery code', async () => {
    const { account, codes } = await enrolledAccount();
    const code = codes[3] ?? '';
    const pending = await passwordStep(account.username ?? '');
    // Typed in capitals with a space instead of the dash: still the code.
    const ok = await secondStep(pending, code.toUpperCase().replace('-', ' '));
    expect(ok.statusCode, ok.body).toBe(200);
    const status = await client(app).get('/api/account/two-factor', {
      cookie: cookieHeader(ok),
    });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    const again = await passwordStep(account.username ?? '');
    expectError(await secondStep(again, code), 400, 'validation');
  });

  it('refuses the second step without its cookie, with an expired one or a forged one', async () => {
    const { account, secret } = await enrolledAccount();
    const code = totpCodeAt(secret, Date.now() + STEP_MS);
    expectError(await secondStep('', code), 401, 'second_factor_expired');

    const expired = app.signCookie(
      JSON.stringify({ v: { accountId: account.id }, at: Date.now() - 6 * 60_000 }),
    );
    expectError(
      await secondStep(`${SECOND_FACTOR_COOKIE}=${encodeURIComponent(expired)}`, code),
      401,
      'second_factor_expired',
    );
    const forged = JSON.stringify({ v: { accountId: account.id }, at: Date.now() });
    expectError(
      await secondStep(`${SECOND_FACTOR_COOKIE}=${encodeURIComponent(forged)}`, code),
      401,
      'second_factor_expired',
    );
    // The code was not used up by the refused attempts.
    const pending = await passwordStep(account.username ?? '');
    expect((await secondStep(pending, code)).statusCode).toBe(200);
  });

  it('limits guessing of the code per address like failed passwords', async () => {
    const { account } = await enrolledAccount();
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const pending = await passwordStep(account.username ?? '', ip);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await secondStep(pending, '123456', ip)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 400)).toBe(
      true,
    );
  });

  it('checks at most a few codes of one pending login, however many arrive at once', async () => {
    const { account, secret } = await enrolledAccount();
    const pending = await passwordStep(account.username ?? '');
    const { max } = RATE_LIMITS.secondFactor.login;
    // Each from an address of its own: no per-address limit helps here.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client(app).post(
          '/api/auth/login/second-factor',
          { code: String(i).padStart(6, '0') },
          { cookie: pending, lang: 'de' },
        ),
      ),
    );
    const checked = answers.filter((res) => res.statusCode === 400);
    const refused = answers.filter((res) => res.statusCode === 429);
    console.log(`second step: 200 parallel codes, ${checked.length} checked`);
    expect(checked).toHaveLength(max);
    expect(refused).toHaveLength(200 - max);
    const seconds = Number(refused[0]?.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(expectError(refused[0]!, 429, 'rate_limited').message).toBe(
      `Zu viele Anfragen, bitte versuchen Sie es in ${seconds} Sekunden erneut`,
    );
    // Not even the right code on that pending login; the password again opens a new one.
    const code = totpCodeAt(secret, Date.now() + STEP_MS);
    expectError(await secondStep(pending, code), 429, 'rate_limited');
    const again = await passwordStep(account.username ?? '');
    expect((await secondStep(again, code)).statusCode).toBe(200);
  });

  it('limits wrong codes per account across pending logins and addresses', async () => {
    const { account, secret } = await enrolledAccount();
    const username = account.username ?? '';
    await wrongCodes(username, RATE_LIMITS.secondFactor.account.max);
    // Past the limit, whoever knows the password waits, with the right code too.
    const pending = await passwordStep(username, testIp());
    const refused = await secondStep(pending, totpCodeAt(secret, Date.now() + STEP_MS));
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('starts the count of an account over after a right code', async () => {
    const { account, secret } = await enrolledAccount();
    const username = account.username ?? '';
    const { max } = RATE_LIMITS.secondFactor.account;
    await wrongCodes(username, max - 1);
    const pending = await passwordStep(username, testIp());
    expect((await secondStep(pending, totpCodeAt(secret, Date.now() + STEP_MS))).statusCode).toBe(
      200,
    );
    // Without the fresh start, these would go past the limit.
    await wrongCodes(username, 2);
  });

  it('turns off only after a re-authentication, then logs in with the password alone', async () => {
    const { account, secret } = await enrolledAccount();
    const stale = await staleSession(account.id);
    expectError(
      await client(app).delete('/api/account/two-factor', { cookie: stale }),
      403,
      'reauthentication_required',
    );
    const reauth = await client(app).post(
      '/api/auth/reauthenticate',
      { code: totpCodeAt(secret, Date.now() + STEP_MS) },
      { cookie: stale },
    );
    expect(reauth.statusCode, reauth.body).toBe(204);
    const off = await client(app).delete('/api/account/two-factor', { cookie: stale });
    expect(off.statusCode, off.body).toBe(204);
    const rows = await app.db
      .select()
      .from(totpCredentials)
      .where(eq(totpCredentials.accountId, account.id));
    expect(rows).toEqual([]);
    const login = await client(app).post('/api/auth/login', {
      username: account.username,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const mails = await waitForMails(dataDir, account.email ?? '', 2);
    expect(mails.some((mail) => mail.includes('Subject: Two-factor login is off'))).toBe(true);
  });

  it('lets an account without a password re-authenticate with a recovery code', async () => {
    const { account, codes } = await enrolledAccount({ password: undefined });
    const stale = await staleSession(account.id);
    expectError(
      await client(app).post(
        '/api/auth/reauthenticate',
        { code: 'wrong-code1' },
        { cookie: stale },
      ),
      400,
      'validation',
    );
    const ok = await client(app).post(
      '/api/auth/reauthenticate',
      { code: codes[0] },
      { cookie: stale },
    );
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await client(app).delete('/api/account', { cookie: stale })).statusCode).toBe(204);
  });

  it('renews the recovery codes after a re-authentication; the old ones stop working', async () => {
    const { account, cookie, codes } = await enrolledAccount();
    const renewed = await client(app).post('/api/account/two-factor/recovery-codes', undefined, {
      cookie,
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const { recoveryCodes: fresh } = recoveryCodesSchema.parse(renewed.json());
    expect(fresh).toHaveLength(10);
    const pending = await passwordStep(account.username ?? '');
    expectError(await secondStep(pending, codes[0] ?? ''), 400);
    expect((await secondStep(pending, fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('answers wrong steps of the set-up with clear errors', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const cookie = await sessionCookie(app, account.id);
    // A code before any enrolment.
    expectError(
      await client(app).post('/api/account/two-factor', { code: '123456' }, { cookie }),
      400,
      'two_factor_not_enrolling',
    );
    const enrolment = await client(app).post('/api/account/two-factor/enrolment', undefined, {
      cookie,
    });
    const secret = twoFactorEnrolmentSchema.parse(enrolment.json()).secret.replace(/\s/g, '');
    const wrongFormat = await client(app).post(
      '/api/account/two-factor',
      { code: '12ab' },
      { cookie },
    );
    expectFieldErrors(wrongFormat, {
      code: ['Enter the 6-digit code from your authenticator app'],
    });
    const wrong = await client(app).post(
      '/api/account/two-factor',
      { code: totpCodeAt(secret, Date.now() + 10 * STEP_MS) },
      { cookie, lang: 'de' },
    );
    expectFieldErrors(wrong, {
      code: ['Dieser Code ist nicht richtig oder wurde schon verwendet'],
    });
    // Still off: a login needs no code.
    const status = await client(app).get('/api/account/two-factor', { cookie });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    await client(app).post('/api/account/two-factor', { code: totpCodeAt(secret) }, { cookie });
    expectError(
      await client(app).post('/api/account/two-factor/enrolment', undefined, { cookie }),
      409,
      'two_factor_enabled',
    );
  });

  it('answers 401 without a session and 400 for malformed bodies', async () => {
    expectError(await client(app).get('/api/account/two-factor'), 401);
    expectError(await client(app).post('/api/account/two-factor/enrolment'), 401);
    expectError(await client(app).post('/api/account/two-factor', { code: '123456' }), 401);
    expectError(await client(app).delete('/api/account/two-factor'), 401);
    expectError(await client(app).post('/api/account/two-factor/recovery-codes'), 401);
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const cookie = await sessionCookie(app, account.id);
    expectError(
      await client(app).post('/api/account/two-factor', { code: 123456 }, { cookie }),
      400,
      'validation',
    );
    expectError(
      await client(app).post('/api/auth/login/second-factor', { code: 'x'.repeat(10_000) }),
      400,
      'validation',
    );
    expectError(await client(app).post('/api/auth/login/second-factor', {}), 400, 'validation');
  });
});
