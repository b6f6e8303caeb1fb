import * as client from 'openid-client';
import { z } from 'zod';
import {
  allowsInsecureRequests,
  PROVIDER_TIMEOUT_SECONDS,
  splitName,
  type ExternalProfile,
  type FlowChecks,
  type OAuthProvider,
} from './provider';

export interface OidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the login button, e.g. "Google" or "Company login". */
  name: string;
  redirectUri: string;
}

/** Some issuers send `email_verified` as a string. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The standard claims used here (ID token, overlaid by the userinfo answer). */
const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().nullish(),
  email_verified: flag.nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  name: z.string().nullish(),
});

const SCOPES = 'openid email profile';

/**
 * Any OpenID Connect issuer (Google, GitLab, Keycloak, …): discovery, then
 * the authorization code flow with state, PKCE and nonce; openid-client
 * validates the ID token (signature against the issuer's keys, iss, aud,
 * exp, nonce). The userinfo endpoint, when there is one, adds the claims
 * some issuers leave out of the ID token.
 */
export function oidcProvider(options: OidcOptions): OAuthProvider {
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovered on first use and kept; a failed discovery is tried again next time. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute: allowsInsecureRequests([options.issuer]) ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  }

  return {
    id: 'oidc',
    name: options.name,

    async authorizationUrl(checks: FlowChecks) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: options.redirectUri,
        scope: SCOPES,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async profile(callbackUrl: URL, checks: FlowChecks): Promise<ExternalProfile> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const idToken = claimsSchema.parse(tokens.claims());
      // fetchUserInfo checks that the answer is about the ID token's subject.
      const userinfo = config.serverMetadata().userinfo_endpoint
        ? claimsSchema
            .partial()
            .parse(await client.fetchUserInfo(config, tokens.access_token, idToken.sub))
        : {};
      const claims = { ...idToken, ...userinfo };
      const named = splitName(claims.name);
      return {
        subject: idToken.sub,
        email: claims.email ?? null,
        emailVerified: Boolean(claims.email && claims.email_verified),
        firstName: claims.given_name ?? named.firstName,
        lastName: claims.family_name ?? named.lastName,
      };
    },
  };
}
