import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { testIp, unique } from './factories';
import { externalUser, type ExternalUser, type TestProvider } from './oauth-providers';

/**
 * A browser for `app.inject`: keeps the cookies the app sets (and drops
 * cleared ones) and sends them back, from one client address.
 */
export class Browser {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = testIp(),
  ) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.jar.has(name);
  }

  value(name: string): string | undefined {
    return this.jar.get(name);
  }

  set(name: string, value: string): void {
    this.jar.set(name, value);
  }

  drop(name: string): void {
    this.jar.delete(name);
  }

  async request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { body?: unknown; lang?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(this.jar.size > 0 ? { cookie: this.cookie } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    for (const c of res.cookies) {
      const expired =
        c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (!c.value || expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, options?: { lang?: string }) {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options: { lang?: string } = {}) {
    return this.request('POST', url, { ...options, body });
  }

  delete(url: string) {
    return this.request('DELETE', url);
  }
}

/** The Location of a redirect, resolved against the app's PUBLIC_URL. */
export function locationOf(res: LightMyRequestResponse): URL {
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location), 'http://localhost:8080');
}

/**
 * The user at the provider: opens the authorization URL (a real server on
 * loopback) and returns the callback path it redirects the browser to.
 */
export async function atProvider(authorizationUrl: URL): Promise<string> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  expect(back.origin).toBe('http://localhost:8080');
  return `${back.pathname}${back.search}`;
}

/** A whole external login: start, the provider, the callback. Answers the callback's response. */
export async function externalLogin(
  browser: Browser,
  provider: string,
  redirect?: string,
): Promise<{ res: LightMyRequestResponse; callbackPath: string }> {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const start = await browser.get(`/api/oauth/${provider}/start${query}`);
  const callbackPath = await atProvider(locationOf(start));
  const res = await browser.get(callbackPath);
  return { res, callbackPath };
}

/** A valid `POST /api/oauth/signup` body with a fresh username and e-mail. */
export const oauthSignupBody = (overrides: Record<string, string> = {}) => ({
  username: `ext-${unique()}`,
  email: `other-${unique()}@example.com`,
  firstName: 'Grace',
  lastName: 'Hopper',
  ...overrides,
});

/** A first login of a new person at the provider: an INCOMPLETE account, logged in. */
export async function newExternalUser(
  app: FastifyInstance,
  provider: TestProvider,
  id: string,
  overrides: Partial<ExternalUser> = {},
) {
  provider.user = externalUser(overrides);
  const browser = new Browser(app);
  const { res } = await externalLogin(browser, id);
  expect(locationOf(res).pathname).toBe('/ui/login/oauth-signup');
  return { browser, user: provider.user };
}

/** A new person who finished the external signup with the provider's address (VERIFIED). */
export async function externalAccount(app: FastifyInstance, provider: TestProvider, id: string) {
  const { browser, user } = await newExternalUser(app, provider, id);
  const res = await browser.post('/api/oauth/signup', oauthSignupBody({ email: user.email ?? '' }));
  expect(res.json()).toMatchObject({ status: 'VERIFIED' });
  return { browser, user };
}
