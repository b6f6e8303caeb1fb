import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import {
  buildAccount,
  buildVerificationToken,
  loggedInAccount,
  signupBody,
  unique,
} from '../../../test/factories';
import { client, expectError } from '../../../test/http';
import { mailsTo, verificationLinkIn } from '../../../test/mail';
import { accounts } from '../../db/schema';

const { app, dataDir } = await buildTestApp();

async function statusOf(accountId: string) {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row?.status;
}

const verify = (body: unknown, options: { cookie?: string; lang?: string } = {}) =>
  client(app).post('/api/account/verification', body, options);

describe('POST /api/account/verification', () => {
  it('verifies the account with the link of the signup mail, without a session', async () => {
    const body = signupBody();
    const signup = await client(app).post('/api/auth/signup', body);
    const [mail] = await mailsTo(dataDir, body.email);
    const link = verificationLinkIn(mail ?? '');

    const res = await verify(Object.fromEntries(link.searchParams));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'VERIFIED' });
    expect(await statusOf(signup.json().accountId)).toBe('VERIFIED');
  });

  it('verifies while logged in too, and the session sees the new status at once', async () => {
    const { account, cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
    const token = await buildVerificationToken(app, account);
    expect((await verify({ id: account.id, token }, { cookie })).statusCode).toBe(200);
    const status = await client(app).get('/api/account/status', { cookie });
    expect(status.json()).toEqual({ status: 'VERIFIED' });
  });

  it('answers a second use of a link with success while the address stays verified', async () => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const token = await buildVerificationToken(app, account);
    expect((await verify({ id: account.id, token })).statusCode).toBe(200);
    const again = await verify({ id: account.id, token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ status: 'VERIFIED' });
  });

  it('after a re-send, the newer link says "verified" once the older one verified', async () => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const older = await buildVerificationToken(app, account);
    const newer = await buildVerificationToken(app, account);
    expect((await verify({ id: account.id, token: older })).statusCode).toBe(200);
    const res = await verify({ id: account.id, token: newer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'VERIFIED' });
    expect(await statusOf(account.id)).toBe('VERIFIED');
  });

  it('still refuses a used link once the account is no longer verified', async () => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const token = await buildVerificationToken(app, account);
    expect((await verify({ id: account.id, token })).statusCode).toBe(200);
    await app.db.update(accounts).set({ status: 'UNVERIFIED' }).where(eq(accounts.id, account.id));
    const again = await verify({ id: account.id, token });
    expect(expectError(again, 400, 'verification_used').message).toBe(
      'This verification link has already been used',
    );
  });

  it("never reports success for another account's link", async () => {
    const owner = await buildAccount(app, { status: 'VERIFIED' });
    const other = await buildAccount(app, { status: 'VERIFIED' });
    const token = await buildVerificationToken(app, other);
    expectError(await verify({ id: owner.id, token }), 400, 'verification_invalid');
  });

  it.each([
    ['en', 'This verification link has expired, please request a new e-mail'],
    ['de', 'Dieser Bestätigungslink ist abgelaufen, bitte fordern Sie eine neue E-Mail an'],
  ])('refuses an expired token (%s)', async (lang, message) => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const token = await buildVerificationToken(app, account, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await verify({ id: account.id, token }, { lang });
    expect(expectError(res, 400, 'verification_expired').message).toBe(message);
    expect(await statusOf(account.id)).toBe('UNVERIFIED');
  });

  it("refuses another account's token", async () => {
    const victim = await buildAccount(app, { status: 'UNVERIFIED' });
    const attacker = await buildAccount(app, { status: 'UNVERIFIED' });
    const token = await buildVerificationToken(app, attacker);
    const res = await verify({ id: victim.id, token });
    expect(expectError(res, 400, 'verification_invalid').message).toBe(
      'This verification link is not valid',
    );
    expect(await statusOf(victim.id)).toBe('UNVERIFIED');
    expect(await statusOf(attacker.id)).toBe('UNVERIFIED');
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const token = await buildVerificationToken(app, account, { email: 'old@example.com' });
    expectError(await verify({ id: account.id, token }), 400, 'verification_invalid');
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43) }, 'verification_invalid'],
    ['an unknown account', { id: '00000000-0000-4000-8000-000000000000' }, 'verification_invalid'],
    ['a malformed id', { id: 'not-a-uuid' }, 'validation'],
    ['a blank token', { token: '' }, 'validation'],
    ['an overlong token', { token: 'x'.repeat(500) }, 'validation'],
  ])('answers %s with 400', async (_case, override, code) => {
    const account = await buildAccount(app, { status: 'UNVERIFIED' });
    const token = await buildVerificationToken(app, account);
    expectError(await verify({ id: account.id, token, ...override }), 400, code);
  });

  it('answers a missing body with 400', async () => {
    expectError(await verify(undefined), 400);
  });
});

describe('POST /api/account/verification/generate', () => {
  it('sends a new link in the language of the request, and the new link works', async () => {
    const { account, cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
    const res = await client(app).post('/api/account/verification/generate', undefined, {
      cookie,
      lang: 'de',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [mail] = await mailsTo(dataDir, account.email ?? '');
    expect(mail).toContain('Bestätigen Sie Ihre E-Mail-Adresse');
    const link = verificationLinkIn(mail ?? '');
    expect((await verify(Object.fromEntries(link.searchParams))).statusCode).toBe(200);
  });

  it.each(['VERIFIED', 'INCOMPLETE'] as const)('refuses %s accounts with 403', async (status) => {
    const { cookie } = await loggedInAccount(app, { status });
    const res = await client(app).post('/api/account/verification/generate', undefined, {
      cookie,
    });
    expectError(res, 403, 'status_forbidden');
  });

  it('answers 401 without a session', async () => {
    expectError(await client(app).post('/api/account/verification/generate'), 401);
  });
});

describe('with the mail server down', async () => {
  // Nothing listens on port 1: every connection is refused at once.
  const { app: down, dataDir: downDataDir } = await buildTestApp({
    MAIL_URL: 'smtp://127.0.0.1:1',
  });

  it('still creates the account; re-sending then answers 503', async () => {
    const body = signupBody({ username: `mailless-${unique()}` });
    const signup = await client(down).post('/api/auth/signup', body);
    expect(signup.statusCode, signup.body).toBe(201);
    const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const resend = await client(down).post('/api/account/verification/generate', undefined, {
      cookie,
    });
    expect(expectError(resend, 503, 'mail_unavailable').message).toBe(
      'The e-mail could not be sent, please try again later',
    );
    expect(await mailsTo(downDataDir, body.email)).toEqual([]);
  });
});
