import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountSchema, type AccountUpdateInput } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import {
  buildAccount,
  buildVerificationToken,
  loggedInAccount,
  sessionCookie,
  signupBody,
  TEST_PASSWORD,
  unique,
} from '../../../test/factories';
import { client, expectError, expectFieldErrors, logIn } from '../../../test/http';
import { changePassword, passwordLogin } from '../../../test/session-requests';
import { mailsTo } from '../../../test/mail';
import { accounts, profiles, refreshTokens, verificationTokens } from '../../db/schema';
import { REFRESH_COOKIE } from '../../security/session-tokens';
import { createMediaStorage } from '../platform/storage';

const { app, dataDir } = await buildTestApp();
/** The media store the app was configured with. */
const storage = createMediaStorage(app.config);

/** A complete edit form. */
function updateBody(overrides: Partial<AccountUpdateInput> = {}): AccountUpdateInput {
  return {
    email: `edited-${unique()}@example.com`,
    phone: '+49 (0)30 123456-7',
    firstName: 'Ada',
    lastName: 'Byron',
    birthday: '1990-12-10',
    street: 'Hauptstraße',
    houseNumber: '12a',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
    ...overrides,
  };
}

async function refreshWith(loginCookie: string) {
  const refresh = loginCookie.split('; ').find((c) => c.startsWith(`${REFRESH_COOKIE}=`)) ?? '';
  return client(app).post('/api/auth/refresh', undefined, { cookie: refresh });
}

describe('GET /api/account', () => {
  it('returns the whole account, never the password hash', async () => {
    const { account, cookie } = await loggedInAccount(app, {
      password: TEST_PASSWORD,
      city: 'Berlin',
      country: 'DE',
    });
    const res = await client(app).get('/api/account', { cookie });
    expect(res.statusCode).toBe(200);
    const body = accountSchema.parse(res.json());
    expect(body).toMatchObject({
      id: account.id,
      username: account.username,
      email: account.email,
      status: 'VERIFIED',
      city: 'Berlin',
      country: 'DE',
      hasPassword: true,
      phone: null,
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('passwordHash');
  });

  it('answers INCOMPLETE accounts of external signups too', async () => {
    const { cookie } = await loggedInAccount(app, {
      username: null,
      email: null,
      status: 'INCOMPLETE',
    });
    const res = await client(app).get('/api/account', { cookie });
    expect(res.json()).toMatchObject({ username: null, status: 'INCOMPLETE', hasPassword: false });
  });

  it('answers 401 without a session, localized', async () => {
    const res = await client(app).get('/api/account', { lang: 'de' });
    expect(expectError(res, 401, 'unauthorized').message).toBe(
      'Bitte melden Sie sich an, um fortzufahren',
    );
  });
});

describe('GET /api/account/status', () => {
  it.each(['VERIFIED', 'UNVERIFIED', 'INCOMPLETE'] as const)('answers %s', async (status) => {
    const { cookie } = await loggedInAccount(app, { status });
    const res = await client(app).get('/api/account/status', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status });
  });

  it('answers 401 without a session and for a deleted account', async () => {
    expectError(await client(app).get('/api/account/status'), 401);
    const { account, cookie } = await loggedInAccount(app);
    await app.db.delete(accounts).where(eq(accounts.id, account.id));
    expectError(await client(app).get('/api/account/status', { cookie }), 401);
  });
});

describe('POST /api/account', () => {
  it('updates the account and answers the updated account', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const body = updateBody({ email: account.email ?? '' });
    const res = await client(app).post('/api/account', body, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, id: account.id, status: 'VERIFIED' });
    const again = await client(app).get('/api/account', { cookie });
    expect(again.json()).toMatchObject(body);
  });

  it('clears fields left out or blank, and normalizes the country code', async () => {
    const { account, cookie } = await loggedInAccount(app, { phone: '123', city: 'Berlin' });
    const res = await client(app).post(
      '/api/account',
      { email: account.email, city: '  ', country: 'at', firstName: '  Ada ' },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phone: null,
      city: null,
      country: 'AT',
      firstName: 'Ada',
      lastName: null,
    });
  });

  it('makes a new e-mail address UNVERIFIED and mails a link to it', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const email = `new-address-${unique()}@example.com`;
    const res = await client(app).post('/api/account', updateBody({ email }), {
      cookie,
      lang: 'de',
    });
    expect(res.json()).toMatchObject({ email, status: 'UNVERIFIED' });
    const [mail] = await mailsTo(dataDir, email);
    expect(mail).toContain(`id=${account.id}`);
    expect(mail).toContain('Bestätigen Sie Ihre E-Mail-Adresse');
  });

  it('keeps the status when only the capitals of the e-mail change', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const email = account.email?.toUpperCase() ?? '';
    const res = await client(app).post('/api/account', updateBody({ email }), { cookie });
    expect(res.json()).toMatchObject({ email, status: 'VERIFIED' });
    expect(await mailsTo(dataDir, email)).toEqual([]);
  });

  it('answers 409 for an e-mail address another account holds, in any case', async () => {
    const other = await buildAccount(app);
    const { account, cookie } = await loggedInAccount(app);
    const res = await client(app).post(
      '/api/account',
      updateBody({ email: other.email?.toUpperCase() }),
      { cookie },
    );
    expect(expectError(res, 409, 'email_taken').fieldErrors).toEqual({
      email: ['An account with this e-mail address already exists'],
    });
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.email).toBe(account.email);
  });

  it.each([
    [{ email: ' ' }, 'email', 'E-Mail must not be blank'],
    [{ email: 'nope' }, 'email', 'E-Mail is not valid'],
    [{ country: 'XX' }, 'country', 'Please choose a country from the list'],
    [{ country: 'Germany' }, 'country', 'Country is not valid'],
    [{ phone: 'call me' }, 'phone', 'Phone is not valid'],
    [{ birthday: '2999-01-01' }, 'birthday', 'Birthday is not a valid date'],
    [{ birthday: '1990-02-30' }, 'birthday', 'Birthday is not a valid date'],
    [{ birthday: '10.12.1990' }, 'birthday', 'Birthday is not a valid date'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
    // PostgreSQL cannot store NUL: a 400 here, not a 500 from the database.
    [{ city: 'Ber\u0000lin' }, 'city', 'City contains characters that are not allowed'],
  ])('rejects %j', async (override, field, message) => {
    const { cookie } = await loggedInAccount(app);
    const res = await client(app).post('/api/account', updateBody(override), { cookie });
    expectFieldErrors(res, { [field]: [message] });
  });

  it('answers in German', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await client(app).post('/api/account', updateBody({ email: 'nope' }), {
      cookie,
      lang: 'de',
    });
    expectFieldErrors(res, { email: ['E-Mail ist ungültig'] });
  });

  it('refuses INCOMPLETE accounts (they finish the external signup first) with 403', async () => {
    const { cookie } = await loggedInAccount(app, { username: null, status: 'INCOMPLETE' });
    expectError(await client(app).post('/api/account', updateBody(), { cookie }), 403);
  });

  it("changes only the logged-in user's account", async () => {
    const other = await buildAccount(app);
    const { cookie } = await loggedInAccount(app);
    await client(app).post('/api/account', updateBody({ city: 'Hamburg' }), { cookie });
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, other.id));
    expect(row).toMatchObject({ city: null, email: other.email });
  });

  it('answers 401 without a session', async () => {
    expectError(await client(app).post('/api/account', updateBody()), 401);
  });
});

describe('POST /api/account/change-password', () => {
  const newPassword = 'N3w-Secret!';

  it('changes the password and logs out every other session, keeping this one', async () => {
    const { account, cookie: current } = await passwordLogin(app);
    const { cookie: other } = await logIn(app, account.username ?? '');

    const res = await changePassword(
      app,
      { oldPassword: TEST_PASSWORD, password: newPassword },
      { cookie: current },
    );
    expect(res.statusCode, res.body).toBe(204);

    expectError(await refreshWith(other), 401);
    expect((await refreshWith(current)).statusCode).toBe(200);
    const oldLogin = await client(app).post('/api/auth/login', {
      username: account.username,
      password: TEST_PASSWORD,
    });
    expectError(oldLogin, 401);
    await logIn(app, account.username ?? '', newPassword);
  });

  it.each([
    {
      refused: 'a wrong old password',
      change: { oldPassword: 'Wrong-pass1', password: newPassword },
      field: 'oldPassword',
      messages: {
        en: 'The current password is not correct',
        de: 'Das aktuelle Passwort ist nicht korrekt',
      },
    },
    {
      refused: 'a new password equal to the current one',
      change: { oldPassword: TEST_PASSWORD, password: TEST_PASSWORD },
      field: 'password',
      messages: {
        en: 'The new password must differ from the current one',
        de: 'Das neue Passwort muss sich vom aktuellen unterscheiden',
      },
    },
  ])(
    'refuses $refused with a field error, in English and German',
    async ({ change, field, messages }) => {
      for (const [lang, message] of Object.entries(messages)) {
        const { cookie } = await loggedInAccount(app, { password: TEST_PASSWORD });
        const res = await changePassword(app, change, { cookie, lang });
        expectFieldErrors(
          res,
          {
            [field]: [message],
          },
          lang,
        );
      }
    },
  );

  it("checks the logged-in user's password, not another user's", async () => {
    await buildAccount(app, { password: 'Other-pass1' });
    const { cookie } = await loggedInAccount(app, { password: TEST_PASSWORD });
    const res = await changePassword(
      app,
      { oldPassword: 'Other-pass1', password: newPassword },
      { cookie },
    );
    expect(expectError(res, 400).fieldErrors).toHaveProperty('oldPassword');
  });

  it.each([
    [{ password: 'weak' }, 'password', 'Password must fulfill requirements'],
    [{ confirmPassword: 'N3w-Secret?' }, 'confirmPassword', 'Passwords must match'],
    [{ oldPassword: '' }, 'oldPassword', 'Current password must not be blank'],
  ])('rejects %j', async (override, field, message) => {
    const { cookie } = await loggedInAccount(app, { password: TEST_PASSWORD });
    const change = { oldPassword: TEST_PASSWORD, password: newPassword, ...override };
    const res = await changePassword(app, change, { cookie });
    expectFieldErrors(res, { [field]: [message] });
  });

  it('tells accounts without a password (external logins) so', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await changePassword(
      app,
      { oldPassword: 'anything', password: newPassword },
      { cookie },
    );
    expectFieldErrors(res, {
      oldPassword: ['Your account has no password; log in with your external account'],
    });
  });

  it('answers 401 without a session', async () => {
    const res = await changePassword(app, { oldPassword: TEST_PASSWORD, password: newPassword });
    expectError(res, 401);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the account, its rows and its media, and logs it out', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const other = await buildAccount(app);
    const { cookie } = await logIn(app, account.username ?? '');
    await buildVerificationToken(app, account);
    await app.db.insert(profiles).values({ accountId: account.id, jobTitle: 'Engineer' });
    await storage.put(`${account.id}/picture.webp`, Buffer.from('a'), 'image/webp');
    await storage.put(`${other.id}/picture.webp`, Buffer.from('b'), 'image/webp');

    const res = await client(app).delete('/api/account', { cookie });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.map((c) => [c.name, c.value])).toEqual([
      ['cv_access', ''],
      ['cv_refresh', ''],
      ['cv_signed_in', ''],
    ]);

    for (const [table, column] of [
      [accounts, accounts.id],
      [profiles, profiles.accountId],
      [refreshTokens, refreshTokens.accountId],
      [verificationTokens, verificationTokens.accountId],
    ] as const) {
      expect(await app.db.select().from(table).where(eq(column, account.id))).toEqual([]);
    }
    expect(await storage.get(`${account.id}/picture.webp`)).toBeNull();
    expect(await storage.get(`${other.id}/picture.webp`)).not.toBeNull();
    expectError(await client(app).get('/api/account', { cookie }), 401);
    expectError(await refreshWith(cookie), 401);
  });

  it('frees the username and e-mail for a new signup', async () => {
    const body = signupBody();
    const signup = await client(app).post('/api/auth/signup', body);
    const cookie = await sessionCookie(app, signup.json().accountId);
    expect((await client(app).delete('/api/account', { cookie })).statusCode).toBe(204);
    const again = await client(app).post('/api/auth/signup', {
      ...body,
      username: body.username.toUpperCase(),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('lets INCOMPLETE accounts delete themselves too', async () => {
    const { cookie } = await loggedInAccount(app, { username: null, status: 'INCOMPLETE' });
    expect((await client(app).delete('/api/account', { cookie })).statusCode).toBe(204);
  });

  it('answers 401 without a session', async () => {
    expectError(await client(app).delete('/api/account'), 401);
  });
});

describe('OpenAPI', () => {
  it('documents the account routes', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/account'])).toEqual(
      expect.arrayContaining(['get', 'post', 'delete']),
    );
    expect(doc.paths['/api/account'].get.responses['200'].content).toBeDefined();
    for (const path of [
      '/api/account/change-password',
      '/api/account/verification',
      '/api/account/verification/generate',
    ]) {
      expect(doc.paths[path]).toHaveProperty('post');
    }
    expect(doc.paths['/api/account/status']).toHaveProperty('get');
  });
});
