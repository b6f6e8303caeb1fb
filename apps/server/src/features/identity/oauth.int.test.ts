import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oauthProvidersSchema, oauthSignupInfoSchema, sessionSchema } from '@cv/shared';
import { rowsOfAccount } from '../../../test/account-rows';
import { buildTestApp } from '../../../test/app';
import { buildAccount, TEST_PASSWORD } from '../../../test/factories';
import { documentedPaths, expectError } from '../../../test/http';
import { mailsTo } from '../../../test/mail';
import {
  atProvider,
  Browser,
  externalLogin,
  locationOf,
  newExternalUser as newUser,
  oauthSignupBody as signupBody,
} from '../../../test/oauth-flow';
import {
  externalUser,
  type ExternalUser,
  startGitHubProvider,
  startOidcProvider,
  type TestProvider,
} from '../../../test/oauth-providers';
import { accounts, externalIdentities, totpCredentials } from '../../db/schema';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../security/session-tokens';
import { newTotpSecret, totpCodeAt } from './totp';
import { FLOW_COOKIE } from './flow-cookie';

const oidc = await startOidcProvider();
const github = await startGitHubProvider();
const { app, dataDir } = await buildTestApp({ ...oidc.env, ...github.env });

const PROVIDERS: [string, TestProvider][] = [
  ['oidc', oidc],
  ['github', github],
];

async function accountOf(provider: string, subject: string) {
  const [identity] = await app.db
    .select()
    .from(externalIdentities)
    .where(eq(externalIdentities.subject, subject));
  if (!identity || identity.provider !== provider) return undefined;
  const [account] = await app.db.select().from(accounts).where(eq(accounts.id, identity.accountId));
  return account;
}

const newExternalUser = (provider: TestProvider, id: string, overrides = {}) =>
  newUser(app, provider, id, overrides);

describe('GET /api/oauth/providers', () => {
  it('lists the configured providers with their names', async () => {
    const res = await new Browser(app).get('/api/oauth/providers');
    expect(res.statusCode).toBe(200);
    expect(oauthProvidersSchema.parse(res.json())).toEqual([
      { id: 'github', name: 'GitHub' },
      { id: 'oidc', name: 'Test ID' },
    ]);
  });

  it('leaves out providers that are not (completely) configured', async () => {
    const partly = await buildTestApp({ ...github.env, OIDC_CLIENT_ID: 'only-the-id' });
    expect((await partly.app.inject('/api/oauth/providers')).json()).toEqual([
      { id: 'github', name: 'GitHub' },
    ]);
    expectError(await partly.app.inject('/api/oauth/oidc/start'), 404, 'provider_not_found');
  });
});

describe('GET /api/oauth/{provider}/start', () => {
  it('redirects to the OIDC provider with state, PKCE and nonce kept in a signed cookie', async () => {
    const browser = new Browser(app);
    const res = await browser.get('/api/oauth/oidc/start?redirect=%2Fui%2Fcv');
    const url = locationOf(res);
    expect(url.origin + url.pathname).toBe(`${oidc.env.OIDC_ISSUER}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'cv-test-client',
      redirect_uri: 'http://localhost:8080/api/oauth/oidc/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(param)).toMatch(/^[\w-]{32,}$/);
    }

    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/oauth',
      maxAge: 600,
    });
    // Signed: value.signature, and the state is not readable as plain text.
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w+/=-]+$/);
    expect(cookie?.value).not.toContain(url.searchParams.get('state'));
  });

  it('redirects to GitHub with state and PKCE', async () => {
    const url = locationOf(await new Browser(app).get('/api/oauth/github/start'));
    expect(url.href.startsWith(github.env.GITHUB_AUTHORIZE_URL ?? '')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cv-test-client',
      redirect_uri: 'http://localhost:8080/api/oauth/github/callback',
      scope: 'read:user user:email',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it.each([
    '//evil.example/ui',
    'https://evil.example/ui/account',
    '/api/account',
    '/uix',
    '/ui/../api/account',
    '/ui/%2e%2e/api',
    '/ui\\..\\api',
    'ui/account',
  ])('refuses the redirect %s with 400', async (redirect) => {
    const res = await new Browser(app).get(
      `/api/oauth/oidc/start?redirect=${encodeURIComponent(redirect)}`,
    );
    const body = expectError(res, 400, 'validation');
    expect(body.fieldErrors?.redirect).toBeDefined();
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toBeUndefined();
  });

  it('answers 404 for an unknown provider', async () => {
    const body = expectError(await new Browser(app).get('/api/oauth/facebook/start'), 404);
    expect(body.message).toBe('This login provider is not available');
  });
});

describe.each(PROVIDERS)('login with %s', (id, provider) => {
  /** A new user who finishes the signup with the provider's address: a returning user from then on. */
  async function signedUpUser() {
    const { browser, user } = await newExternalUser(provider, id);
    const body = signupBody({ email: user.email ?? '' });
    await browser.post('/api/oauth/signup', body);
    return { user, body };
  }

  /** `user` logs in at the provider again, in a new browser: that browser and where it is sent. */
  async function loginAgain(user: ExternalUser, redirect?: string) {
    provider.user = user;
    const again = new Browser(app);
    const { res } = await externalLogin(again, id, redirect);
    return { again, target: locationOf(res) };
  }

  it('creates an INCOMPLETE account for a new identity and sends it to oauth-signup', async () => {
    provider.user = externalUser();
    const browser = new Browser(app);
    const { res } = await externalLogin(browser, id, '/ui/cv');

    const target = locationOf(res);
    expect(target.pathname).toBe('/ui/login/oauth-signup');
    expect(target.searchParams.get('redirect')).toBe('/ui/cv');
    expect(browser.has(ACCESS_COOKIE) && browser.has(REFRESH_COOKIE)).toBe(true);
    expect(browser.has(FLOW_COOKIE)).toBe(false);

    const account = await accountOf(id, provider.user.subject);
    expect(account).toMatchObject({
      status: 'INCOMPLETE',
      username: null,
      email: null,
      passwordHash: null,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect((await browser.get('/api/account/status')).json()).toEqual({ status: 'INCOMPLETE' });
  });

  it('prefills the signup form with what the provider said', async () => {
    const { browser, user } = await newExternalUser(provider, id, { firstName: 'Ada' });
    const res = await browser.get('/api/oauth/signup-info');
    expect(res.statusCode, res.body).toBe(200);
    expect(oauthSignupInfoSchema.parse(res.json())).toEqual({
      provider: id,
      providerName: id === 'oidc' ? 'Test ID' : 'GitHub',
      email: user.email,
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Hopper',
    });
  });

  it('holds an INCOMPLETE account at the signup: profile and account edits answer 403', async () => {
    const { browser } = await newExternalUser(provider, id);
    expectError(await browser.get('/api/profile'), 403, 'status_forbidden');
    expectError(await browser.post('/api/account', { email: 'x@example.com' }), 403);
    expectError(await browser.get('/api/account/identities'), 403);
  });

  it('completes the signup with the verified e-mail: VERIFIED, no mail', async () => {
    const { browser, user } = await newExternalUser(provider, id);
    const body = signupBody({ email: user.email ?? '' });
    const res = await browser.post('/api/oauth/signup', body);

    expect(res.statusCode, res.body).toBe(200);
    expect(sessionSchema.parse(res.json())).toMatchObject({
      username: body.username,
      status: 'VERIFIED',
    });
    expect((await browser.get('/api/account')).json()).toMatchObject({
      username: body.username,
      email: user.email,
      status: 'VERIFIED',
      hasPassword: false,
    });
    expect(await mailsTo(dataDir, user.email ?? '')).toEqual([]);
    // Finished: the signup is not open any more, the profile is.
    expectError(await browser.post('/api/oauth/signup', signupBody()), 403);
    expect((await browser.get('/api/profile')).statusCode).not.toBe(403);
  });

  it('completes the signup with another e-mail: UNVERIFIED and a verification mail', async () => {
    const { browser } = await newExternalUser(provider, id);
    const body = signupBody();
    const res = await browser.post('/api/oauth/signup', body, { lang: 'de' });

    expect(res.json()).toMatchObject({ status: 'UNVERIFIED' });
    const [mail] = await mailsTo(dataDir, body.email);
    expect(mail).toContain('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail).toContain('/ui/account/verification?id=');
  });

  it('treats an address the provider has not verified as unverified', async () => {
    const { browser, user } = await newExternalUser(provider, id, { emailVerified: false });
    expect((await browser.get('/api/oauth/signup-info')).json()).toMatchObject({
      email: user.email,
      emailVerified: false,
    });
    const res = await browser.post('/api/oauth/signup', signupBody({ email: user.email ?? '' }));
    expect(res.json()).toMatchObject({ status: 'UNVERIFIED' });
    expect(await mailsTo(dataDir, user.email ?? '')).toHaveLength(1);
  });

  it('logs a returning user in and sends them to oauth-success with the saved redirect', async () => {
    const { user, body } = await signedUpUser();
    const { again, target } = await loginAgain(user, '/ui/account/profile/edit?tab=skills');
    expect(target.pathname).toBe('/ui/login/oauth-success');
    expect(target.searchParams.get('redirect')).toBe('/ui/account/profile/edit?tab=skills');
    expect((await again.get('/api/auth/login/verify')).json()).toMatchObject({
      username: body.username,
      status: 'VERIFIED',
    });
  });

  it('asks a returning user with two-factor login on for the code before the session', async () => {
    const { user, body } = await signedUpUser();
    const account = await accountOf(provider === oidc ? 'oidc' : 'github', user.subject);
    const secret = newTotpSecret();
    await app.db
      .insert(totpCredentials)
      .values({ accountId: account?.id ?? '', secret, confirmedAt: new Date() });

    const { again, target } = await loginAgain(user, '/ui/cv');
    expect(target.pathname).toBe('/ui/login');
    expect(target.searchParams.get('step')).toBe('second-factor');
    expect(target.searchParams.get('redirect')).toBe('/ui/cv');
    expect(again.has(ACCESS_COOKIE)).toBe(false);
    expectError(await again.get('/api/auth/login/verify'), 401);

    const code = await again.post('/api/auth/login/second-factor', { code: totpCodeAt(secret) });
    expect(code.statusCode, code.body).toBe(200);
    expect((await again.get('/api/auth/login/verify')).json()).toMatchObject({
      username: body.username,
    });
  });

  it('sends a returning user whose signup is unfinished back to oauth-signup', async () => {
    const { user } = await newExternalUser(provider, id);
    const { target } = await loginAgain(user);
    expect(target.pathname).toBe('/ui/login/oauth-signup');
    const rows = await app.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, user.subject));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/oauth/signup', () => {
  it('does not merge into a password account with the same e-mail: 409, log in and link instead', async () => {
    const owner = await buildAccount(app, { password: TEST_PASSWORD });
    const { browser } = await newExternalUser(oidc, 'oidc', { email: owner.email });

    const res = await browser.post('/api/oauth/signup', signupBody({ email: owner.email ?? '' }));
    const body = expectError(res, 409, 'email_has_password_account');
    expect(body.message).toBe(
      'An account with this e-mail address already exists. Log in with your password and link Test ID on your account page.',
    );
    expect(body.fieldErrors?.email).toEqual([body.message]);

    const de = await browser.post('/api/oauth/signup', signupBody({ email: owner.email ?? '' }), {
      lang: 'de',
    });
    expect(de.json().message).toContain('Melden Sie sich mit Ihrem Passwort an');

    // Neither account changed, and the identity stays with the new one.
    expect((await browser.get('/api/account/status')).json()).toEqual({ status: 'INCOMPLETE' });
    expect(await rowsOfAccount(app, externalIdentities, owner.id)).toEqual([]);
  });

  it('answers 409 with a field error for a username taken in another case', async () => {
    const taken = await buildAccount(app);
    const { browser } = await newExternalUser(oidc, 'oidc');
    const res = await browser.post(
      '/api/oauth/signup',
      signupBody({ username: (taken.username ?? '').toUpperCase() }),
    );
    const body = expectError(res, 409, 'username_taken');
    expect(body.fieldErrors?.username).toEqual(['This username is already taken']);
  });

  it('validates the form like the password signup', async () => {
    const { browser } = await newExternalUser(oidc, 'oidc');
    const res = await browser.post('/api/oauth/signup', { username: 'ab', email: 'nope' });
    const body = expectError(res, 400, 'validation');
    expect(body.fieldErrors).toMatchObject({
      username: ['Username must be at least 3 characters'],
      email: ['E-Mail is not valid'],
    });
    const blank = expectError(await browser.post('/api/oauth/signup', {}), 400, 'validation');
    expect(blank.fieldErrors?.username).toEqual(['Username must not be blank']);
    expectError(await browser.post('/api/oauth/signup', 'plain text'), 415);
  });

  it('is only for INCOMPLETE accounts: 401 logged out, 403 for complete accounts', async () => {
    expectError(await new Browser(app).post('/api/oauth/signup', signupBody()), 401);
    expectError(await new Browser(app).get('/api/oauth/signup-info'), 401);
    const browser = new Browser(app);
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    await browser.post('/api/auth/login', { username: account.username, password: TEST_PASSWORD });
    expectError(await browser.post('/api/oauth/signup', signupBody()), 403, 'status_forbidden');
    expectError(await browser.get('/api/oauth/signup-info'), 403);
  });
});

describe.each(PROVIDERS)(
  'failed logins with %s end on oauth-failure without a session',
  (id, provider) => {
    /** The callback answered with the failure page, no session, no flow cookie left. */
    function expectFailure(
      browser: Browser,
      res: Awaited<ReturnType<Browser['get']>>,
      reason = 'failed',
    ) {
      const target = locationOf(res);
      expect(target.pathname).toBe('/ui/login/oauth-failure');
      expect(target.searchParams.get('reason')).toBe(reason);
      expect(browser.has(ACCESS_COOKIE)).toBe(false);
      expect(browser.has(REFRESH_COOKIE)).toBe(false);
      expect(browser.has(FLOW_COOKIE)).toBe(false);
    }

    async function startAndAuthorize(browser: Browser) {
      provider.user = externalUser();
      const start = await browser.get(`/api/oauth/${id}/start`);
      return atProvider(locationOf(start));
    }

    it('denied consent', async () => {
      const browser = new Browser(app);
      provider.user = externalUser();
      provider.failNext('deny');
      const { res } = await externalLogin(browser, id);
      expectFailure(browser, res, 'denied');
      expect(await accountOf(id, provider.user.subject)).toBeUndefined();
    });

    it('a state that does not match the cookie', async () => {
      const browser = new Browser(app);
      const path = await startAndAuthorize(browser);
      const forged = path.replace(/state=[^&]+/, 'state=forged-state-value');
      expectFailure(browser, await browser.get(forged));
      expect(await accountOf(id, provider.user.subject)).toBeUndefined();
    });

    it('a callback without the flow cookie (login CSRF)', async () => {
      const path = await startAndAuthorize(new Browser(app));
      const victim = new Browser(app);
      expectFailure(victim, await victim.get(path));
    });

    it('a flow cookie that is not signed by the server', async () => {
      const browser = new Browser(app);
      const path = await startAndAuthorize(browser);
      const [payload] = (browser.value(FLOW_COOKIE) ?? '').split('.');
      browser.set(FLOW_COOKIE, `${payload}.forged-signature`);
      expectFailure(browser, await browser.get(path));
    });

    it('a flow cookie started for the other provider', async () => {
      const browser = new Browser(app);
      const path = await startAndAuthorize(browser);
      const other = id === 'oidc' ? 'github' : 'oidc';
      await browser.get(`/api/oauth/${other}/start`);
      expectFailure(browser, await browser.get(path));
    });

    it('a replayed code', async () => {
      const browser = new Browser(app);
      const path = await startAndAuthorize(browser);
      const flowCookie = browser.value(FLOW_COOKIE) ?? '';
      expect(locationOf(await browser.get(path)).pathname).toBe('/ui/login/oauth-signup');

      // The same callback again, flow cookie included (e.g. copied by an attacker).
      const replay = new Browser(app);
      replay.set(FLOW_COOKIE, flowCookie);
      expectFailure(replay, await replay.get(path));
    });

    it.each([
      ['the token endpoint answering 500', 'token'],
      ['the user endpoint failing', 'userinfo'],
    ] as const)('%s', async (_failure, endpoint) => {
      const browser = new Browser(app);
      const path = await startAndAuthorize(browser);
      provider.failNext(endpoint);
      expectFailure(browser, await browser.get(path));
      expect(await accountOf(id, provider.user.subject)).toBeUndefined();
    });

    it('a callback with a malformed query answers 400, not 500', async () => {
      const res = await new Browser(app).get(`/api/oauth/${id}/callback?code=a&code=b`);
      expectError(res, 400, 'validation');
    });
  },
);

describe('OpenID Connect ID token validation', () => {
  /** Changes the next ID token (the one with an audience) before the mock server signs it. */
  function tamperIdToken(mutate: (payload: Record<string, unknown>) => void) {
    const { service } = oidc.server;
    service.on('beforeTokenSigning', function once(token) {
      if (!token.payload.aud) return;
      mutate(token.payload);
      service.off('beforeTokenSigning', once);
    });
  }

  it.each([
    ['a nonce that is not the flow’s', (p: Record<string, unknown>) => void (p.nonce = 'x')],
    ['another client as audience', (p: Record<string, unknown>) => void (p.aud = 'someone-else')],
    ['another issuer', (p: Record<string, unknown>) => void (p.iss = 'https://evil.example')],
    ['an expiry in the past', (p: Record<string, unknown>) => void (p.exp = 1_000_000)],
  ])('refuses an ID token with %s', async (_, mutate) => {
    const browser = new Browser(app);
    oidc.user = externalUser();
    const path = await atProvider(locationOf(await browser.get('/api/oauth/oidc/start')));
    tamperIdToken(mutate);
    expect(locationOf(await browser.get(path)).pathname).toBe('/ui/login/oauth-failure');
    expect(browser.has(ACCESS_COOKIE)).toBe(false);
    expect(await accountOf('oidc', oidc.user.subject)).toBeUndefined();
  });
});

describe('OpenAPI document', () => {
  it('documents the external login routes', async () => {
    const paths = await documentedPaths(app);
    expect(Object.keys(paths['/api/oauth/{provider}/callback']?.get?.responses ?? {})).toContain(
      '302',
    );
    for (const path of [
      '/api/oauth/providers',
      '/api/oauth/{provider}/start',
      '/api/oauth/signup-info',
      '/api/oauth/signup',
      '/api/account/identities',
      '/api/account/identities/{provider}',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(paths['/api/account/identities/{provider}'] ?? {}).sort()).toEqual([
      'delete',
      'post',
    ]);
  });
});
