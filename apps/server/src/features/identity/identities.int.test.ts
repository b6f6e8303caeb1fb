import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkedIdentitiesSchema, linkIdentityResponseSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { buildAccount, TEST_PASSWORD } from '../../../test/factories';
import { expectError } from '../../../test/http';
import {
  atProvider,
  Browser,
  externalAccount,
  externalLogin,
  locationOf,
  newExternalUser,
} from '../../../test/oauth-flow';
import {
  externalUser,
  startGitHubProvider,
  startOidcProvider,
} from '../../../test/oauth-providers';
import { externalIdentities } from '../../db/schema';
import { ACCESS_COOKIE } from '../../security/session-tokens';
import { FLOW_COOKIE } from './flow-cookie';

const oidc = await startOidcProvider();
const github = await startGitHubProvider();
const { app } = await buildTestApp({ ...oidc.env, ...github.env });

/** A password account, logged in through the API. */
async function passwordAccount() {
  const account = await buildAccount(app, { password: TEST_PASSWORD });
  const browser = new Browser(app);
  const res = await browser.post('/api/auth/login', {
    username: account.username,
    password: TEST_PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { account, browser };
}

/** Starts linking `provider` and passes the provider; answers the callback path. */
async function startLink(browser: Browser, provider: string, body?: object) {
  const res = await browser.post(`/api/account/identities/${provider}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return atProvider(new URL(linkIdentityResponseSchema.parse(res.json()).url));
}

const identitiesOf = async (browser: Browser) =>
  linkedIdentitiesSchema.parse((await browser.get('/api/account/identities')).json());

function expectFailure(res: Awaited<ReturnType<Browser['get']>>, reason: string) {
  const target = locationOf(res);
  expect(target.pathname).toBe('/ui/login/oauth-failure');
  expect(target.searchParams.get('reason')).toBe(reason);
}

describe('POST /api/account/identities/{provider}', () => {
  it('links GitHub to a password account, which can then log in with it', async () => {
    const { account, browser } = await passwordAccount();
    github.user = externalUser();
    const path = await startLink(browser, 'github', { redirect: '/ui/account?tab=security' });
    const res = await browser.get(path);

    const target = locationOf(res);
    expect(target.pathname).toBe('/ui/login/oauth-success');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      linked: 'github',
      redirect: '/ui/account?tab=security',
    });
    // The session goes on as it was: no new one.
    expect(res.cookies.map((c) => c.name)).toEqual([FLOW_COOKIE]);
    const [identity] = await identitiesOf(browser);
    expect(identity).toMatchObject({
      provider: 'github',
      name: 'GitHub',
      email: github.user.email,
      canUnlink: true,
    });

    const elsewhere = new Browser(app);
    const login = await externalLogin(elsewhere, 'github');
    expect(locationOf(login.res).pathname).toBe('/ui/login/oauth-success');
    expect((await elsewhere.get('/api/auth/login/verify')).json()).toMatchObject({
      accountId: account.id,
      username: account.username,
    });
  });

  it('works without a body and leaves the return page to the web app', async () => {
    const { browser } = await passwordAccount();
    oidc.user = externalUser();
    const res = await browser.get(await startLink(browser, 'oidc'));
    expect(Object.fromEntries(locationOf(res).searchParams)).toEqual({ linked: 'oidc' });
  });

  it('refuses an external account that belongs to another account', async () => {
    const { user } = await externalAccount(app, github, 'github');
    const { account, browser } = await passwordAccount();
    github.user = user;
    expectFailure(await browser.get(await startLink(browser, 'github')), 'linked_elsewhere');

    const rows = await app.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, user.subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accountId).not.toBe(account.id);
  });

  it('answers 409 when the provider is linked already', async () => {
    const { browser } = await passwordAccount();
    github.user = externalUser();
    await browser.get(await startLink(browser, 'github'));
    const res = await browser.post('/api/account/identities/github', {});
    expect(expectError(res, 409, 'provider_already_linked').message).toBe(
      'GitHub is already linked to your account',
    );
  });

  it('refuses a second identity of a provider linked meanwhile (another tab)', async () => {
    const { browser } = await passwordAccount();
    github.user = externalUser();
    const first = await startLink(browser, 'github');
    const firstFlow = browser.value(FLOW_COOKIE) ?? '';

    github.user = externalUser();
    await browser.get(await startLink(browser, 'github'));
    browser.set(FLOW_COOKIE, firstFlow);
    expectFailure(await browser.get(first), 'already_linked');
    expect(await identitiesOf(browser)).toHaveLength(1);
  });

  it('needs the session that started the link at the callback', async () => {
    const { browser } = await passwordAccount();
    github.user = externalUser();
    const path = await startLink(browser, 'github');
    const session = browser.value(ACCESS_COOKIE) ?? '';

    // Logged out meanwhile: the flow cookie alone links nothing, and logs nobody in.
    browser.drop(ACCESS_COOKIE);
    expectFailure(await browser.get(path), 'failed');
    expect(browser.has(ACCESS_COOKIE)).toBe(false);
    browser.set(ACCESS_COOKIE, session);
    expect(await identitiesOf(browser)).toEqual([]);
  });

  it('does not link to the account of a session other than the one that started it', async () => {
    const { browser } = await passwordAccount();
    const other = await passwordAccount();
    github.user = externalUser();
    const path = await startLink(browser, 'github');
    other.browser.set(FLOW_COOKIE, browser.value(FLOW_COOKIE) ?? '');
    expectFailure(await other.browser.get(path), 'failed');
    expect(await identitiesOf(browser)).toEqual([]);
    expect(await identitiesOf(other.browser)).toEqual([]);
  });

  it('answers 404 for an unknown provider, 401 logged out, 403 for INCOMPLETE accounts', async () => {
    const { browser } = await passwordAccount();
    expectError(
      await browser.post('/api/account/identities/myspace', {}),
      404,
      'provider_not_found',
    );
    expectError(await new Browser(app).post('/api/account/identities/github', {}), 401);
    const incomplete = await newExternalUser(app, oidc, 'oidc');
    expectError(await incomplete.browser.post('/api/account/identities/github', {}), 403);
  });

  it('refuses a redirect outside the web app', async () => {
    const { browser } = await passwordAccount();
    const res = await browser.post('/api/account/identities/github', {
      redirect: 'https://evil.example/',
    });
    expect(expectError(res, 400, 'validation').fieldErrors?.redirect).toBeDefined();
  });

  it('is refused from a foreign origin', async () => {
    const { browser } = await passwordAccount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/identities/github',
      headers: { cookie: browser.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expectError(res, 403, 'forbidden');
  });
});

describe('DELETE /api/account/identities/{provider}', () => {
  it('unlinks a provider from a password account', async () => {
    const { browser } = await passwordAccount();
    github.user = externalUser();
    await browser.get(await startLink(browser, 'github'));

    const res = await browser.delete('/api/account/identities/github');
    expect(res.statusCode, res.body).toBe(204);
    expect(await identitiesOf(browser)).toEqual([]);
    // Logging in with it again is a new person now.
    const { res: login } = await externalLogin(new Browser(app), 'github');
    expect(locationOf(login).pathname).toBe('/ui/login/oauth-signup');
  });

  it('never removes the last way to log in of an account without password', async () => {
    const { browser } = await externalAccount(app, oidc, 'oidc');
    expect((await identitiesOf(browser)).map((i) => [i.provider, i.canUnlink])).toEqual([
      ['oidc', false],
    ]);
    const refused = expectError(
      await browser.delete('/api/account/identities/oidc'),
      409,
      'last_login_method',
    );
    expect(refused.message).toBe(
      'Test ID is your only way to log in. Link another provider before you unlink it.',
    );

    github.user = externalUser();
    await browser.get(await startLink(browser, 'github'));
    expect((await identitiesOf(browser)).map((i) => [i.provider, i.canUnlink])).toEqual([
      ['oidc', true],
      ['github', true],
    ]);
    expect((await browser.delete('/api/account/identities/oidc')).statusCode).toBe(204);
    expectError(await browser.delete('/api/account/identities/github'), 409, 'last_login_method');
    expect((await browser.get('/api/account')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent unlinks through when they would remove both', async () => {
    const { browser } = await externalAccount(app, oidc, 'oidc');
    github.user = externalUser();
    await browser.get(await startLink(browser, 'github'));

    const results = await Promise.all([
      browser.delete('/api/account/identities/oidc'),
      browser.delete('/api/account/identities/github'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(await identitiesOf(browser)).toHaveLength(1);
  });

  it('answers 404 for a provider that is not linked, in the request language', async () => {
    const { browser } = await passwordAccount();
    const res = await browser.request('DELETE', '/api/account/identities/github', { lang: 'de' });
    expect(expectError(res, 404, 'identity_not_found').message).toBe(
      'GitHub ist nicht mit Ihrem Konto verknüpft',
    );
    expectError(await browser.delete('/api/account/identities/unknown'), 404, 'identity_not_found');
  });

  it('answers 401 logged out and 403 for INCOMPLETE accounts', async () => {
    expectError(await new Browser(app).delete('/api/account/identities/oidc'), 401);
    const { browser } = await newExternalUser(app, oidc, 'oidc');
    expectError(await browser.delete('/api/account/identities/oidc'), 403);
    expectError(await browser.get('/api/account/identities'), 403);
  });
});
