import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_PASSKEYS, passkeyListSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import {
  buildAccount,
  loggedInAccount,
  responseCookies,
  sessionCookie,
  unique,
} from '../../../test/factories';
import { client, expectAnswer, expectDocumented, expectError } from '../../../test/http';
import { waitForMails } from '../../../test/mail';
import {
  enrolPasskey,
  newAuthenticator,
  registrationOptions,
  TEST_RP_ID,
} from '../../../test/passkeys';
import { passkeys, sessions } from '../../db/schema';
import { REAUTH_WINDOW_MS } from '../../security/reauthentication';

const { app, dataDir } = await buildTestApp();

async function listPasskeys(cookie: string) {
  const res = await client(app).get('/api/account/passkeys', { cookie });
  return expectAnswer(res, 200, passkeyListSchema);
}

/** A session whose login lies longer ago than the re-authentication window. */
async function makeStale(accountId: string) {
  await app.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - REAUTH_WINDOW_MS - 60_000) })
    .where(eq(sessions.accountId, accountId));
}

/** Stores `n` passkeys for the account straight in the database. */
async function insertPasskeys(accountId: string, n: number) {
  await app.db.insert(passkeys).values(
    Array.from({ length: n }, (_, i) => ({
      accountId,
      credentialId: `cred-${unique()}-${i}`,
      publicKey: 'AAAA',
      name: `Key ${i}`,
    })),
  );
}

describe('POST /api/account/passkeys/registration-options', () => {
  it('offers a discoverable credential with preferred user verification for this site', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const res = await client(app).post('/api/account/passkeys/registration-options', undefined, {
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json();
    expect(options).toMatchObject({
      rp: { id: TEST_RP_ID, name: 'CV Builder' },
      user: {
        id: Buffer.from(account.id).toString('base64url'),
        name: account.username,
        displayName: 'Ada Lovelace',
      },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[\w-]{43}$/);
    const challenge = responseCookies(res).cv_passkey_registration;
    expect(challenge).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/account/passkeys',
      maxAge: 300,
    });
  });

  it('excludes the passkeys the account has already', async () => {
    const { cookie } = await loggedInAccount(app);
    const authenticator = newAuthenticator();
    await enrolPasskey(app, cookie, authenticator);
    const { options } = await registrationOptions(app, cookie);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([
      authenticator.credentials[0]?.id.toString('base64url'),
    ]);
  });

  it('refuses an account that has the most passkeys allowed', async () => {
    const { account, cookie } = await loggedInAccount(app);
    await insertPasskeys(account.id, MAX_PASSKEYS);
    const res = await client(app).post('/api/account/passkeys/registration-options', undefined, {
      cookie,
    });
    expect(expectError(res, 409, 'passkey_limit_reached').message).toBe(
      `You can keep at most ${MAX_PASSKEYS} passkeys; remove one before you add another`,
    );
  });

  it('asks an older session to re-authenticate first: a passkey outlives the password', async () => {
    const { account, cookie } = await loggedInAccount(app);
    await makeStale(account.id);
    const res = await client(app).post('/api/account/passkeys/registration-options', undefined, {
      cookie,
    });
    expectError(res, 403, 'reauthentication_required');
    expect(responseCookies(res).cv_passkey_registration).toBeUndefined();
  });

  it('answers 401 without a session and 403 before an external signup is finished', async () => {
    expectError(await client(app).post('/api/account/passkeys/registration-options'), 401);
    const incomplete = await buildAccount(app, { status: 'INCOMPLETE', username: null });
    const cookie = await sessionCookie(app, incomplete.id);
    expectError(
      await client(app).post('/api/account/passkeys/registration-options', undefined, { cookie }),
      403,
    );
  });
});

describe('POST /api/account/passkeys', () => {
  it('stores the passkey and answers its summary, never its key', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const authenticator = newAuthenticator();
    const { options, cookie: withChallenge } = await registrationOptions(app, cookie);
    const res = await client(app).post(
      '/api/account/passkeys',
      { name: '  Work laptop ', response: authenticator.register(options) },
      { cookie: withChallenge },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['backedUp', 'createdAt', 'id', 'lastUsedAt', 'name']);
    expect(body).toMatchObject({ name: 'Work laptop', lastUsedAt: null, backedUp: false });
    // The challenge answers once: the cookie goes with the answer.
    expect(responseCookies(res).cv_passkey_registration?.value).toBe('');

    const [row] = await app.db.select().from(passkeys).where(eq(passkeys.accountId, account.id));
    expect(row).toMatchObject({
      id: body.id,
      credentialId: authenticator.credentials[0]?.id.toString('base64url'),
      counter: 0,
      transports: ['internal'],
      deviceType: 'singleDevice',
    });
  });

  it('refuses an answer from another origin and stores nothing', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const { options, cookie: withChallenge } = await registrationOptions(app, cookie);
    const response = newAuthenticator().register(options, { origin: 'https://evil.example' });
    const res = await client(app).post(
      '/api/account/passkeys',
      { name: 'Phish', response },
      { cookie: withChallenge },
    );
    expect(expectError(res, 400, 'passkey_invalid').message).toBe(
      'The passkey could not be verified, please try again',
    );
    expect(await app.db.select().from(passkeys).where(eq(passkeys.accountId, account.id))).toEqual(
      [],
    );
  });

  it('refuses an answer without a challenge, or to the challenge of another account', async () => {
    const { cookie } = await loggedInAccount(app);
    const { options } = await registrationOptions(app, cookie);
    const response = newAuthenticator().register(options);
    expectError(
      await client(app).post('/api/account/passkeys', { name: 'Key', response }, { cookie }),
      400,
      'passkey_challenge_expired',
    );

    const other = await loggedInAccount(app);
    const theirs = await registrationOptions(app, other.cookie);
    const challengeOnly = theirs.cookie.replace(`${other.cookie}; `, '');
    const res = await client(app).post(
      '/api/account/passkeys',
      { name: 'Key', response: newAuthenticator().register(theirs.options) },
      { cookie: `${cookie}; ${challengeOnly}` },
    );
    expectError(res, 400, 'passkey_challenge_expired');
  });

  it('refuses an answer sent twice', async () => {
    const { cookie } = await loggedInAccount(app);
    const { options, cookie: withChallenge } = await registrationOptions(app, cookie);
    const body = { name: 'Key', response: newAuthenticator().register(options) };
    expect(
      (await client(app).post('/api/account/passkeys', body, { cookie: withChallenge })).statusCode,
    ).toBe(201);
    const again = await client(app).post('/api/account/passkeys', body, { cookie: withChallenge });
    expectError(again, 409, 'passkey_already_registered');
    expect(await listPasskeys(cookie)).toHaveLength(1);
  });

  it('refuses a passkey that did not verify its user', async () => {
    const { cookie } = await loggedInAccount(app);
    const { options, cookie: withChallenge } = await registrationOptions(app, cookie);
    const response = newAuthenticator().register(options, { userVerified: false });
    const res = await client(app).post(
      '/api/account/passkeys',
      { name: 'Key', response },
      { cookie: withChallenge, lang: 'de' },
    );
    expect(expectError(res, 400, 'passkey_user_verification_required').message).toContain(
      'Ihr Passkey hat nicht bestätigt, dass Sie es sind',
    );
  });

  it('refuses the passkey that would go past the limit', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const { options, cookie: withChallenge } = await registrationOptions(app, cookie);
    await insertPasskeys(account.id, MAX_PASSKEYS);
    const res = await client(app).post(
      '/api/account/passkeys',
      { name: 'Eleventh', response: newAuthenticator().register(options) },
      { cookie: withChallenge },
    );
    expectError(res, 409, 'passkey_limit_reached');
    expect(await listPasskeys(cookie)).toHaveLength(MAX_PASSKEYS);
  });

  it('answers 400 for malformed bodies', async () => {
    const { cookie } = await loggedInAccount(app);
    const { options, cookie: withChallenge } = await registrationOptions(app, cookie);
    const response = newAuthenticator().register(options);
    const post = (body: unknown) =>
      client(app).post('/api/account/passkeys', body, { cookie: withChallenge });

    expect(
      expectError(await post({ name: '  ', response }), 400, 'validation').fieldErrors,
    ).toEqual({ name: ['Name must not be blank'] });
    expectError(await post({ name: 'x'.repeat(65), response }), 400, 'validation');
    expectError(await post({ name: 'Key' }), 400, 'validation');
    expectError(await post({ name: 'Key', response: { ...response, type: 'password' } }), 400);
    expectError(await post({ name: 'Key', response: { ...response, id: 'not base64url!' } }), 400);
    expectError(
      await post({
        name: 'Key',
        response: { ...response, response: { clientDataJSON: response.response.clientDataJSON } },
      }),
      400,
    );
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: { cookie: withChallenge, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(notJson, 400, 'malformed_json');
    // Garbage that has the right shape reaches the verification and is refused there.
    const garbage = await post({
      name: 'Key',
      response: { ...response, response: { ...response.response, attestationObject: 'AAAA' } },
    });
    expectError(garbage, 400, 'passkey_invalid');
  });

  it('answers 401 without a session', async () => {
    const { options } = await registrationOptions(app, (await loggedInAccount(app)).cookie);
    expectError(
      await client(app).post('/api/account/passkeys', {
        name: 'Key',
        response: newAuthenticator().register(options),
      }),
      401,
    );
  });
});

describe('security e-mail', () => {
  it.each([
    {
      locale: 'de' as const,
      passkey: 'Mein Telefon',
      // The subject is encoded (umlaut); the HTML title carries it readably.
      says: [
        '<title>Ihrem Konto wurde ein Passkey hinzugefügt</title>',
        'der Passkey „Mein Telefon“ hinzugefügt',
        'http://localhost:8080/ui/account',
      ],
    },
    {
      locale: 'en' as const,
      passkey: '<b>Key</b>',
      says: ['Subject: A passkey was added to your account', '&lt;b&gt;Key&lt;/b&gt;'],
    },
  ])(
    'tells the owner that a passkey was added, in the account language ($locale), the name escaped in HTML',
    async ({ locale, passkey, says }) => {
      const { account, cookie } = await loggedInAccount(app, { locale });
      await enrolPasskey(app, cookie, newAuthenticator(), passkey);
      const [mail] = await waitForMails(dataDir, account.email ?? '');
      for (const text of says) expect(mail).toContain(text);
    },
  );
});

describe('GET /api/account/passkeys', () => {
  it("lists the account's passkeys, newest first, and no other account's", async () => {
    const { cookie } = await loggedInAccount(app);
    const authenticator = newAuthenticator();
    await enrolPasskey(app, cookie, authenticator, 'First');
    await enrolPasskey(app, cookie, authenticator, 'Second');
    const other = await loggedInAccount(app);
    await enrolPasskey(app, other.cookie, newAuthenticator(), 'Theirs');

    const list = await listPasskeys(cookie);
    expect(list.map((p) => p.name)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ lastUsedAt: null, backedUp: false });
  });

  it('answers an empty list for an account without passkeys, 401 without a session', async () => {
    expect(await listPasskeys((await loggedInAccount(app)).cookie)).toEqual([]);
    expectError(await client(app).get('/api/account/passkeys'), 401);
  });
});

describe('DELETE /api/account/passkeys/{id}', () => {
  it('removes the passkey after a recent login', async () => {
    const { cookie } = await loggedInAccount(app);
    const passkey = await enrolPasskey(app, cookie, newAuthenticator());
    const res = await client(app).delete(`/api/account/passkeys/${passkey.id}`, { cookie });
    expect(res.statusCode, res.body).toBe(204);
    expect(await listPasskeys(cookie)).toEqual([]);
  });

  it('asks an older session to re-authenticate first', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const passkey = await enrolPasskey(app, cookie, newAuthenticator());
    await makeStale(account.id);
    const res = await client(app).delete(`/api/account/passkeys/${passkey.id}`, { cookie });
    expectError(res, 403, 'reauthentication_required');
    expect(await listPasskeys(cookie)).toHaveLength(1);
  });

  it("answers 404 for another account's passkey and leaves it alone", async () => {
    const { cookie } = await loggedInAccount(app);
    const other = await loggedInAccount(app);
    const theirs = await enrolPasskey(app, other.cookie, newAuthenticator());
    const res = await client(app).delete(`/api/account/passkeys/${theirs.id}`, { cookie });
    expect(expectError(res, 404, 'passkey_not_found').message).toBe(
      'This passkey does not exist or has been removed already',
    );
    expect(await listPasskeys(other.cookie)).toHaveLength(1);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a session', async () => {
    const { cookie } = await loggedInAccount(app);
    expectError(
      await client(app).delete(`/api/account/passkeys/${crypto.randomUUID()}`, { cookie }),
      404,
      'passkey_not_found',
    );
    expectError(
      await client(app).delete('/api/account/passkeys/not-a-uuid', { cookie }),
      400,
      'validation',
    );
    expectError(await client(app).delete(`/api/account/passkeys/${crypto.randomUUID()}`), 401);
  });
});

describe('OpenAPI', () => {
  it('documents the passkey routes', async () => {
    await expectDocumented(app, [
      'GET /api/account/passkeys',
      'POST /api/account/passkeys',
      'POST /api/account/passkeys/registration-options',
      'DELETE /api/account/passkeys/{id}',
      'POST /api/auth/passkey/options',
      'POST /api/auth/passkey/login',
      'POST /api/auth/reauthenticate/passkey/options',
      'POST /api/auth/reauthenticate/passkey',
    ]);
  });
});
