import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { buildAccount, cookieHeader, TEST_PASSWORD, unique } from '../../../test/factories';
import { client, documentedPaths, expectError, logIn } from '../../../test/http';
import { passwordLogin } from '../../../test/session-requests';
import { mailsTo, waitForMails } from '../../../test/mail';
import { passwordResetTokens } from '../../db/schema';
import { RATE_LIMITS } from '../../security/rate-limit';

const { app, dataDir } = await buildTestApp();
const NEW_PASSWORD = 'N3w-Secret!';

function resetLinkIn(mail: string): URL {
  const match = /https?:\/\/\S+\/ui\/login\/reset-password\?token=[\w-]+/.exec(mail);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return new URL(match[0]);
}

async function requestLink(email: string, lang = 'en') {
  const res = await client(app).post('/api/auth/password/forgot', { email }, { lang });
  expect(res.statusCode, res.body).toBe(204);
  const [mail] = await waitForMails(dataDir, email);
  return { mail: mail ?? '', token: resetLinkIn(mail ?? '').searchParams.get('token') ?? '' };
}

const resetBody = (token: string, password = NEW_PASSWORD) => ({
  token,
  password,
  confirmPassword: password,
});

describe('POST /api/auth/password/forgot', () => {
  it('mails a single-use link to a known address, in the language of the request', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const { mail } = await requestLink(account.email?.toUpperCase() ?? '', 'de');
    expect(mail).toContain('Subject: Neues Passwort festlegen');
    expect(mail).toContain('Hallo Ada,');
    expect(resetLinkIn(mail).origin).toBe('http://localhost:8080');
    const [row] = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.accountId, account.id));
    // Stored hashed, valid one hour.
    expect(mail).not.toContain(row?.tokenHash);
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const email = `nobody-${unique()}@example.com`;
    const res = await client(app).post('/api/auth/password/forgot', { email });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(dataDir, email)).toEqual([]);
  });

  it('rejects a malformed address with 400', async () => {
    expectError(
      await client(app).post('/api/auth/password/forgot', { email: 'not-an-address' }),
      400,
      'validation',
    );
    expectError(await client(app).post('/api/auth/password/forgot', {}), 400, 'validation');
  });

  it('is rate-limited per address across clients', async () => {
    const email = `limited-${unique()}@example.com`;
    for (let i = 0; i < RATE_LIMITS.forgot.account.max; i++) {
      expect((await client(app).post('/api/auth/password/forgot', { email })).statusCode).toBe(204);
    }
    expectError(
      await client(app).post('/api/auth/password/forgot', { email }),
      429,
      'rate_limited',
    );
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the new password, ends every session and mails a confirmation', async () => {
    const { account, login: session } = await passwordLogin(app);
    const { token } = await requestLink(account.email ?? '');

    const res = await client(app).post('/api/auth/password/reset', resetBody(token));
    expect(res.statusCode, res.body).toBe(204);

    expectError(await client(app).get('/api/account', { cookie: cookieHeader(session) }), 401);
    expectError(
      await client(app).post('/api/auth/login', {
        username: account.username,
        password: TEST_PASSWORD,
      }),
      401,
    );
    await logIn(app, account.username ?? '', NEW_PASSWORD);
    const mails = await waitForMails(dataDir, account.email ?? '', 2);
    expect(mails[1]).toContain('Subject: Your password was changed');
  });

  it('lets an account with only an external login set a password', async () => {
    const account = await buildAccount(app);
    expect(account.passwordHash).toBeNull();
    const { token } = await requestLink(account.email ?? '');
    expect((await client(app).post('/api/auth/password/reset', resetBody(token))).statusCode).toBe(
      204,
    );
    await logIn(app, account.email ?? '', NEW_PASSWORD);
  });

  it('refuses a replayed link, and every older link once one was used', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const { token: first } = await requestLink(account.email ?? '');
    await client(app).post('/api/auth/password/forgot', { email: account.email });
    const mails = await waitForMails(dataDir, account.email ?? '', 2);
    const second = resetLinkIn(mails[1] ?? '').searchParams.get('token') ?? '';

    expect((await client(app).post('/api/auth/password/reset', resetBody(second))).statusCode).toBe(
      204,
    );
    const replay = await client(app).post(
      '/api/auth/password/reset',
      resetBody(second, 'An0ther-one'),
    );
    expect(expectError(replay, 400, 'reset_link_used').message).toBe(
      'This link to set a new password has already been used',
    );
    expectError(
      await client(app).post('/api/auth/password/reset', resetBody(first, 'An0ther-one')),
      400,
      'reset_link_used',
    );
    await logIn(app, account.username ?? '', NEW_PASSWORD);
  });

  it('refuses an expired link, in German when asked', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const { token } = await requestLink(account.email ?? '');
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.accountId, account.id));
    const res = await client(app).post('/api/auth/password/reset', resetBody(token), {
      lang: 'de',
    });
    expect(expectError(res, 400, 'reset_link_expired').message).toContain('abgelaufen');
    await logIn(app, account.username ?? '', TEST_PASSWORD);
  });

  it('refuses an unknown token', async () => {
    expectError(
      await client(app).post('/api/auth/password/reset', resetBody('made-up-token')),
      400,
      'reset_link_invalid',
    );
  });

  it.each([
    ['no token', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    ['a weak password', resetBody('t', 'weak')],
    ['a confirmation that differs', { ...resetBody('t'), confirmPassword: 'Other-pass1' }],
    ['a token far too long', resetBody('x'.repeat(500))],
  ])('rejects %s with 400 validation', async (_case, body) => {
    expectError(await client(app).post('/api/auth/password/reset', body), 400, 'validation');
  });
});

describe('POST /api/auth/password/reset/check', () => {
  const check = (token: string, lang?: string) =>
    client(app).post('/api/auth/password/reset/check', { token }, lang ? { lang } : {});

  it('accepts a live link without using it up', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const { token } = await requestLink(account.email ?? '');
    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    const reset = await client(app).post('/api/auth/password/reset', resetBody(token));
    expect(reset.statusCode, reset.body).toBe(204);
  });

  it('says at once why a used, expired or unknown link cannot set a password', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const { token } = await requestLink(account.email ?? '');
    await client(app).post('/api/auth/password/reset', resetBody(token));
    expect(expectError(await check(token), 400, 'reset_link_used').message).toBe(
      'This link to set a new password has already been used',
    );
    const other = await buildAccount(app, { password: TEST_PASSWORD });
    const { token: late } = await requestLink(other.email ?? '');
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.accountId, other.id));
    expect(expectError(await check(late, 'de'), 400, 'reset_link_expired').message).toContain(
      'abgelaufen',
    );
    expectError(await check('made-up-token'), 400, 'reset_link_invalid');
    expectError(await client(app).post('/api/auth/password/reset/check', {}), 400, 'validation');
  });

  it('answers malformed JSON, a wrong type and a body over the limit with 4xx, in German too', async () => {
    const url = '/api/auth/password/reset/check';
    const headers = { 'content-type': 'application/json', 'accept-language': 'de' };
    expectError(
      await app.inject({ method: 'POST', url, headers, payload: '{"token":' }),
      400,
      'malformed_json',
    );
    const wrongType = expectError(
      await client(app).post(url, { token: 42 }, { lang: 'de' }),
      400,
      'validation',
    );
    expect(wrongType.message).not.toMatch(/invalid|expected/i);
    const huge = JSON.stringify({ token: 'x'.repeat(LIMITS.jsonBodyMaxBytes) });
    expectError(
      await app.inject({ method: 'POST', url, headers, payload: huge }),
      413,
      'payload_too_large',
    );
  });

  it('is rate-limited per address like setting the password', async () => {
    const http = client(app);
    for (let i = 0; i < RATE_LIMITS.reset.ip.max; i++) {
      await http.post('/api/auth/password/reset/check', { token: 'made-up-token' });
    }
    expectError(await http.post('/api/auth/password/reset/check', { token: 'made-up-token' }), 429);
  });
});

describe('OpenAPI', () => {
  it('documents the password reset routes', async () => {
    const paths = await documentedPaths(app);
    for (const path of ['/api/auth/password/forgot', '/api/auth/password/reset']) {
      expect(paths[path]?.post?.requestBody, path).toBeDefined();
      expect(Object.keys(paths[path]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(['204', '400', '429']),
      );
    }
  });
});
