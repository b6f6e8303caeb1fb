import * as client from 'openid-client';
import { z } from 'zod';
import {
  splitName,
  tuneConfiguration,
  type ExternalProfile,
  type FlowChecks,
  type OAuthProvider,
} from './provider';

export interface GitHubOptions {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** REST API root, e.g. https://api.github.com (GitHub Enterprise: https://host/api/v3). */
  apiUrl: string;
  redirectUri: string;
}

/** `GET /user`: the numeric id is stable, the login can be renamed. */
const userSchema = z.object({ id: z.number().int(), name: z.string().nullish() });

/** `GET /user/emails` (needs the `user:email` scope). */
const emailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
);

const SCOPES = 'read:user user:email';

/**
 * GitHub's OAuth app flow: authorization code with state and PKCE (GitHub
 * accepts S256), then the user and its primary e-mail from the REST API.
 * GitHub publishes no discovery document and every URL must be overridable
 * (tests, GitHub Enterprise), so openid-client gets the endpoints by hand;
 * arctic's GitHub provider hard-codes them.
 */
export function githubProvider(options: GitHubOptions): OAuthProvider {
  const configuration = new client.Configuration(
    {
      // Only checked against an `iss` parameter in the response, which GitHub does not send.
      issuer: new URL(options.authorizeUrl).origin,
      authorization_endpoint: options.authorizeUrl,
      token_endpoint: options.tokenUrl,
    },
    options.clientId,
    options.clientSecret,
  );
  tuneConfiguration(configuration, [options.tokenUrl, options.apiUrl]);
  const api = (path: string) => new URL(`${options.apiUrl.replace(/\/+$/, '')}${path}`);

  async function get<T>(accessToken: string, path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await client.fetchProtectedResource(
      configuration,
      accessToken,
      api(path),
      'GET',
      null,
      new Headers({
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        // GitHub's API refuses requests without a User-Agent.
        'user-agent': 'cv-builder',
      }),
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`GitHub GET ${path} answered ${response.status}`);
    }
    return schema.parse(await response.json());
  }

  return {
    id: 'github',
    name: 'GitHub',

    async authorizationUrl(checks: FlowChecks) {
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: options.redirectUri,
        scope: SCOPES,
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async profile(callbackUrl: URL, checks: FlowChecks): Promise<ExternalProfile> {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        expectedState: checks.state,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: false,
      });
      const [user, emails] = await Promise.all([
        get(tokens.access_token, '/user', userSchema),
        get(tokens.access_token, '/user/emails', emailsSchema),
      ]);
      const primary = emails.find((e) => e.primary);
      return {
        subject: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified ?? false,
        ...splitName(user.name),
      };
    },
  };
}
