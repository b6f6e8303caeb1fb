import * as client from 'openid-client';
import type { OAuthProviderId } from '@cv/shared';

/** The per-flow secrets kept in the browser's signed flow cookie until the callback. */
export interface FlowChecks {
  state: string;
  /** PKCE (RFC 7636), S256. */
  codeVerifier: string;
  /** OpenID Connect only; GitHub issues no ID token to bind it to. */
  nonce: string;
}

/** Who the provider says the user is. */
export interface ExternalProfile {
  /** The provider's stable id of the user (never the e-mail or a renamable login). */
  subject: string;
  email: string | null;
  /** True only when the provider vouches for `email`. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface OAuthProvider {
  readonly id: OAuthProviderId;
  readonly name: string;
  /** Where to send the browser; `checks` go into the flow cookie. */
  authorizationUrl(checks: FlowChecks): Promise<URL>;
  /**
   * Validates the authorization response in `callbackUrl` against `checks`
   * (state, PKCE, nonce, ID token), redeems the code and reads the user.
   * Rejects on any protocol or provider error.
   */
  profile(callbackUrl: URL, checks: FlowChecks): Promise<ExternalProfile>;
}

export function newFlowChecks(): FlowChecks {
  return {
    state: client.randomState(),
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
  };
}

/** The callback URL to register at the provider. */
export function callbackUrl(publicUrl: string, id: OAuthProviderId | string): string {
  return `${publicUrl}/api/oauth/${encodeURIComponent(id)}/callback`;
}

/** Slow providers must not hold requests for openid-client's default 30 s. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Plain http is accepted for providers on this machine only (tests, a local
 * Keycloak); anywhere else openid-client's HTTPS requirement stands.
 */
export function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}

/** "Ada Lovelace" → Ada / Lovelace, for providers that only know a display name. */
export function splitName(
  name: string | null | undefined,
): Pick<ExternalProfile, 'firstName' | 'lastName'> {
  const trimmed = name?.trim();
  if (!trimmed) return { firstName: null, lastName: null };
  const at = trimmed.lastIndexOf(' ');
  if (at < 0) return { firstName: trimmed, lastName: null };
  return { firstName: trimmed.slice(0, at).trim(), lastName: trimmed.slice(at + 1) };
}

/**
 * openid-client refuses plain http; allowed only when every http URL the
 * server itself calls is on this machine.
 */
export function allowsInsecureRequests(urls: string[]): boolean {
  const plain = urls.filter((url) => url.startsWith('http:'));
  return plain.length > 0 && plain.every(isLoopbackHttp);
}

/** Timeout and the loopback exception for a configuration built by hand. */
export function tuneConfiguration(configuration: client.Configuration, urls: string[]): void {
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (allowsInsecureRequests(urls)) client.allowInsecureRequests(configuration);
}
