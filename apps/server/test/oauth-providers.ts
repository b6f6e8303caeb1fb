import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { decodeJwt } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll } from 'vitest';
import { unique } from './factories';

/**
 * Real OAuth 2 / OpenID Connect servers on loopback for the external login
 * tests: oauth2-mock-server as the OIDC issuer, and a small GitHub-shaped
 * server (authorize, access_token, /user, /user/emails). Each binds the user
 * to the authorization code it issues, so flows never mix; `failNext`
 * makes the next request of a kind fail the way a provider would.
 */

/** The person at the provider. */
export interface ExternalUser {
  /** OIDC `sub`; for GitHub the numeric user id. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export function externalUser(overrides: Partial<ExternalUser> = {}): ExternalUser {
  const id = unique();
  return {
    subject: String(parseInt(id, 16)),
    email: `ext-${id}@example.org`,
    emailVerified: true,
    firstName: 'Grace',
    lastName: 'Hopper',
    ...overrides,
  };
}

export type Failure = 'deny' | 'token' | 'userinfo';

export interface TestProvider {
  /** The user who logs in at the provider from now on. */
  user: ExternalUser;
  failNext(failure: Failure): void;
  env: Record<string, string>;
}

export const CLIENT_ID = 'cv-test-client';
export const CLIENT_SECRET = 'cv-test-secret';

/** oauth2-mock-server with an RS256 key; the user's claims come from its hooks. */
export async function startOidcProvider(): Promise<TestProvider & { server: OAuth2Server }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  afterAll(() => server.stop());
  const { service } = server;

  const byCode = new Map<string, ExternalUser>();
  const bySubject = new Map<string, ExternalUser>();
  const provider = {
    server,
    user: externalUser(),
    failNext(failure: Failure) {
      if (failure === 'deny') {
        service.once('beforeAuthorizeRedirect', ({ url }) => {
          url.searchParams.delete('code');
          url.searchParams.set('error', 'access_denied');
        });
      } else if (failure === 'token') {
        service.once('beforeResponse', (response) => {
          response.statusCode = 500;
          response.body = { error: 'server_error' };
        });
      } else {
        service.once('beforeUserinfo', (response) => {
          response.statusCode = 500;
          response.body = { error: 'server_error' };
        });
      }
    },
    env: {
      OIDC_ISSUER: server.issuer.url ?? '',
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_NAME: 'Test ID',
    },
  };

  service.on('beforeAuthorizeRedirect', ({ url }) => {
    const code = url.searchParams.get('code');
    if (code) byCode.set(code, provider.user);
  });
  // Both tokens of a code exchange (access and ID token) name the code's user.
  service.on('beforeTokenSigning', (token, req) => {
    const user = req.body.code ? byCode.get(req.body.code) : undefined;
    if (!user) return;
    token.payload.sub = user.subject;
    bySubject.set(user.subject, user);
  });
  service.on('beforeUserinfo', (response, req) => {
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const user = bySubject.get(String(decodeJwt(bearer).sub));
    if (!user || response.statusCode !== 200) return;
    response.body = {
      sub: user.subject,
      email: user.email,
      email_verified: user.emailVerified,
      given_name: user.firstName,
      family_name: user.lastName,
    };
  });
  return provider;
}

interface IssuedCode {
  user: ExternalUser;
  redirectUri: string;
  challenge: string | null;
  used: boolean;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await text(req));
}

/**
 * A GitHub-shaped OAuth app server. Like GitHub it answers a bad code with
 * 200 and `{ error: 'bad_verification_code' }`, and each code works once.
 */
export async function startGitHubProvider(): Promise<TestProvider> {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, ExternalUser>();
  const pending = new Set<Failure>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        if (url.searchParams.get('client_id') !== CLIENT_ID) return send(res, 404, {});
        if (pending.delete('deny')) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomUUID();
          codes.set(code, {
            user: provider.user,
            redirectUri,
            challenge: url.searchParams.get('code_challenge'),
            used: false,
          });
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        if (pending.delete('token')) return send(res, 500, { message: 'Server Error' });
        const body = await formBody(req);
        const issued = codes.get(body.get('code') ?? '');
        const verifier = body.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        const valid =
          issued &&
          !issued.used &&
          body.get('client_id') === CLIENT_ID &&
          body.get('client_secret') === CLIENT_SECRET &&
          body.get('redirect_uri') === issued.redirectUri &&
          (issued.challenge === null || issued.challenge === challenge);
        if (!valid) return send(res, 200, { error: 'bad_verification_code' });
        issued.used = true;
        const token = `gho_${randomUUID()}`;
        tokens.set(token, issued.user);
        return send(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user' });
      }
      const user = tokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (req.method === 'GET' && user && url.pathname.startsWith('/api/user')) {
        if (pending.delete('userinfo')) return send(res, 500, { message: 'Server Error' });
        if (url.pathname === '/api/user') {
          return send(res, 200, {
            id: Number(user.subject),
            login: `${user.firstName}-${user.subject}`.toLowerCase(),
            name: `${user.firstName} ${user.lastName}`,
            email: null,
          });
        }
        if (url.pathname === '/api/user/emails') {
          return send(res, 200, [
            { email: `noreply-${user.subject}@users.example`, primary: false, verified: true },
            ...(user.email
              ? [{ email: user.email, primary: true, verified: user.emailVerified }]
              : []),
          ]);
        }
      }
      return send(res, user ? 404 : 401, { message: user ? 'Not Found' : 'Bad credentials' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: TestProvider = {
    user: externalUser(),
    failNext: (failure) => void pending.add(failure),
    env: {
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_AUTHORIZE_URL: `${base}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${base}/login/oauth/access_token`,
      // Like GitHub Enterprise: the API under a path.
      GITHUB_API_URL: `${base}/api`,
    },
  };
  return provider;
}
