import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS, sessionSchema, twoFactorEnrolmentSchema } from '@cv/shared';
import { resources } from '@cv/shared/i18n';
import { buildTestApp } from '../../../test/app';
import {
  buildAccount,
  cookieHeader,
  sessionCookie,
  signupBody,
  TEST_PASSWORD,
  unique,
} from '../../../test/factories';
import { client, expectError } from '../../../test/http';
import { changePassword } from '../../../test/session-requests';
import { waitForMails } from '../../../test/mail';
import { enrolPasskey, logInWithPasskey, newAuthenticator } from '../../../test/passkeys';
import { accounts } from '../../db/schema';
import { totpCodeAt } from './totp';

const { app, dataDir } = await buildTestApp();
const NEW_PASSWORD = 'N3w-Secret!';
/** Every request of these tests comes from a browser set to English. */
const ENGLISH_DEVICE = 'en-US,en;q=0.9';

const de = resources.de.translation;

/** A mail in German: the document's language and its (readable) HTML title. */
function expectGerman(mail: string | undefined, subject: string) {
  expect(mail).toContain('<html lang="de">');
  expect(mail).toContain(`<title>${subject}</title>`);
}

async function localeOf(accountId: string) {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row?.locale;
}

/** A German account logged in with its password from an English device. */
async function germanAccountLoggedIn(overrides: Parameters<typeof buildAccount>[1] = {}) {
  const account = await buildAccount(app, { password: TEST_PASSWORD, locale: 'de', ...overrides });
  const res = await client(app).post(
    '/api/auth/login',
    { username: account.username, password: TEST_PASSWORD },
    { lang: ENGLISH_DEVICE },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { account, cookie: cookieHeader(res), session: sessionSchema.parse(res.json()) };
}

describe('the account language', () => {
  it('is the one of the signup, and the session answer carries it', async () => {
    const res = await client(app).post('/api/auth/signup', signupBody(), { lang: 'de-DE' });
    expect(res.statusCode, res.body).toBe(201);
    const session = sessionSchema.parse(res.json());
    expect(session.locale).toBe('de');
    expect(await localeOf(session.accountId)).toBe('de');
  });

  it('stays when the owner logs in on a device in another language', async () => {
    const { account, session, cookie } = await germanAccountLoggedIn();
    expect(session.locale).toBe('de');
    expect(await localeOf(account.id)).toBe('de');
    const me = await client(app).get('/api/account', { cookie, lang: ENGLISH_DEVICE });
    expect(me.json()).toMatchObject({ locale: 'de' });
  });

  it('stays after a passkey login on a device in another language', async () => {
    const account = await buildAccount(app, { locale: 'de' });
    const authenticator = newAuthenticator();
    await enrolPasskey(app, await sessionCookie(app, account.id), authenticator);
    const login = await logInWithPasskey(app, authenticator);
    expect(login.statusCode, login.body).toBe(200);
    expect(sessionSchema.parse(login.json()).locale).toBe('de');
    expect(await localeOf(account.id)).toBe('de');
  });

  it('is taken from the first login of an account that has none yet', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD, locale: null });
    const res = await client(app).post(
      '/api/auth/login',
      { username: account.username, password: TEST_PASSWORD },
      { lang: 'de' },
    );
    expect(sessionSchema.parse(res.json()).locale).toBe('de');
    expect(await localeOf(account.id)).toBe('de');
  });

  it('is changed by the language switch of a logged-in user', async () => {
    const { account, cookie } = await germanAccountLoggedIn();
    const res = await client(app).post('/api/account/language', { locale: 'en' }, { cookie });
    expect(res.statusCode, res.body).toBe(204);
    expect(await localeOf(account.id)).toBe('en');
    expectError(await client(app).post('/api/account/language', { locale: 'fr' }, { cookie }), 400);
    expectError(await client(app).post('/api/account/language', { locale: 'de' }), 401);
    // Bodies that are not a language: refused in the request's language, nothing changed.
    const url = '/api/account/language';
    const headers = { cookie, 'content-type': 'application/json', 'accept-language': 'de' };
    expectError(
      await app.inject({ method: 'POST', url, headers, payload: '{"locale":' }),
      400,
      'malformed_json',
    );
    expectError(
      await app.inject({ method: 'POST', url, headers, payload: '{"locale":7}' }),
      400,
      'validation',
    );
    const huge = JSON.stringify({ locale: 'x'.repeat(LIMITS.jsonBodyMaxBytes) });
    expectError(
      await app.inject({ method: 'POST', url, headers, payload: huge }),
      413,
      'payload_too_large',
    );
    expect(await localeOf(account.id)).toBe('en');
    // The next mail speaks the new language, whatever the request's.
    await client(app).post('/api/auth/password/forgot', { email: account.email }, { lang: 'de' });
    const [mail] = await waitForMails(dataDir, account.email ?? '');
    expect(mail).toContain('<html lang="en">');
  });
});

describe('every mail speaks the account language, not the request', () => {
  it('the password reset link and the notice after the reset', async () => {
    const { account } = await germanAccountLoggedIn();
    await client(app).post(
      '/api/auth/password/forgot',
      { email: account.email },
      { lang: ENGLISH_DEVICE },
    );
    const [linkMail] = await waitForMails(dataDir, account.email ?? '');
    expectGerman(linkMail, de.account.mail.passwordReset.subject);
    const token = /reset-password\?token=([\w-]+)/.exec(linkMail ?? '')?.[1];
    const reset = await client(app).post(
      '/api/auth/password/reset',
      { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { lang: ENGLISH_DEVICE },
    );
    expect(reset.statusCode, reset.body).toBe(204);
    const mails = await waitForMails(dataDir, account.email ?? '', 2);
    expectGerman(mails[1], de.account.mail.passwordChanged.subject);
  });

  it('the notice of a changed password', async () => {
    const { account, cookie } = await germanAccountLoggedIn();
    const res = await changePassword(
      app,
      { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD },
      { cookie, lang: ENGLISH_DEVICE },
    );
    expect(res.statusCode, res.body).toBe(204);
    const [mail] = await waitForMails(dataDir, account.email ?? '');
    expectGerman(mail, de.account.mail.passwordChanged.subject);
  });

  it('the verification of a new address and the notice to the old one', async () => {
    const { account, cookie } = await germanAccountLoggedIn();
    const newEmail = `moved-${unique()}@example.com`;
    const res = await client(app).post(
      '/api/account',
      { email: newEmail, firstName: 'Ada' },
      { cookie, lang: ENGLISH_DEVICE },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [verification] = await waitForMails(dataDir, newEmail);
    expectGerman(verification, de.account.mail.verification.subject);
    const [notice] = await waitForMails(dataDir, account.email ?? '');
    expectGerman(notice, de.account.mail.emailChanged.subject);
  });

  it('the verification mail sent again', async () => {
    const { account, cookie } = await germanAccountLoggedIn({ status: 'UNVERIFIED' });
    const res = await client(app).post('/api/account/verification/generate', undefined, {
      cookie,
      lang: ENGLISH_DEVICE,
    });
    expect(res.statusCode, res.body).toBe(204);
    const [mail] = await waitForMails(dataDir, account.email ?? '');
    expectGerman(mail, de.account.mail.verification.subject);
  });

  it('the notice of a new passkey', async () => {
    const { account, cookie } = await germanAccountLoggedIn();
    await enrolPasskey(app, cookie, newAuthenticator(), 'Laptop');
    const [mail] = await waitForMails(dataDir, account.email ?? '');
    expectGerman(mail, de.account.mail.passkeyAdded.subject);
  });

  it('the notice of two-factor login turned on', async () => {
    const { account, cookie } = await germanAccountLoggedIn();
    const enrolment = await client(app).post('/api/account/two-factor/enrolment', undefined, {
      cookie,
      lang: ENGLISH_DEVICE,
    });
    const secret = twoFactorEnrolmentSchema.parse(enrolment.json()).secret.replace(/\s/g, '');
    const on = await client(app).post(
      '/api/account/two-factor',
      { code: totpCodeAt(secret) },
      { cookie, lang: ENGLISH_DEVICE },
    );
    expect(on.statusCode, on.body).toBe(201);
    const [mail] = await waitForMails(dataDir, account.email ?? '');
    expectGerman(mail, de.twoFactor.mail.enabled.subject);
  });
});
