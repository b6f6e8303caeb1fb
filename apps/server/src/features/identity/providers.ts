import type { FastifyBaseLogger } from 'fastify';
import type { OAuthProviderId } from '@cv/shared';
import type { Config } from '../../config';
import { githubProvider } from './github.provider';
import { oidcProvider } from './oidc.provider';
import { callbackUrl, type OAuthProvider } from './provider';

/**
 * The providers the configuration enables: each needs its client id and
 * secret (and OIDC its issuer). A half-configured one is left out with a
 * warning rather than failing at the first login.
 */
export function createProviders(
  config: Config,
  log: FastifyBaseLogger,
): Map<OAuthProviderId, OAuthProvider> {
  const providers = new Map<OAuthProviderId, OAuthProvider>();
  const { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = config;
  if (GITHUB_CLIENT_ID && GITHUB_CLIENT_SECRET) {
    providers.set(
      'github',
      githubProvider({
        clientId: GITHUB_CLIENT_ID,
        clientSecret: GITHUB_CLIENT_SECRET,
        authorizeUrl: config.GITHUB_AUTHORIZE_URL,
        tokenUrl: config.GITHUB_TOKEN_URL,
        apiUrl: config.GITHUB_API_URL,
        redirectUri: callbackUrl(config.PUBLIC_URL, 'github'),
      }),
    );
  } else if (GITHUB_CLIENT_ID || GITHUB_CLIENT_SECRET) {
    log.warn('GitHub login disabled: set both GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET');
  }

  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET) {
    providers.set(
      'oidc',
      oidcProvider({
        issuer: OIDC_ISSUER,
        clientId: OIDC_CLIENT_ID,
        clientSecret: OIDC_CLIENT_SECRET,
        name: config.OIDC_NAME,
        redirectUri: callbackUrl(config.PUBLIC_URL, 'oidc'),
      }),
    );
  } else if (OIDC_ISSUER || OIDC_CLIENT_ID || OIDC_CLIENT_SECRET) {
    log.warn(
      'OpenID Connect login disabled: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    );
  }
  return providers;
}
