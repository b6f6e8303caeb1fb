import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGE_KEYS } from '../validation';
import { signupSchema } from './account';

/**
 * External login (GitHub, an OpenID Connect issuer): the providers list, the
 * return path kept through the provider's round trip, finishing an external
 * signup, and the identities linked to an account.
 */

export const OAUTH_PROVIDER_IDS = ['github', 'oidc'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];
export const oauthProviderIdSchema = z.enum(OAUTH_PROVIDER_IDS);

export function isOAuthProviderId(value: string): value is OAuthProviderId {
  return (OAUTH_PROVIDER_IDS as readonly string[]).includes(value);
}

/** `GET /api/oauth/providers`: the configured providers only. */
export const oauthProviderSchema = z.object({ id: oauthProviderIdSchema, name: z.string() });
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const oauthProvidersSchema = z.array(oauthProviderSchema);

const UI_ROOT = '/ui';
const PROBE_ORIGIN = 'http://ui.invalid';

/**
 * Whether `value` is a path of the web app (under /ui) on this site: the
 * only kind of place an external login may return to, so that the flow can
 * never become an open redirect. The path is resolved the way a browser
 * would, so '//evil.example', '/ui/../api' and '/ui/%2e%2e/api' are refused;
 * backslashes and control characters (which browsers rewrite) too.
 */
export function isUiPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return false;
  }
  return (
    url.origin === PROBE_ORIGIN &&
    (url.pathname === UI_ROOT || url.pathname.startsWith(`${UI_ROOT}/`))
  );
}

/** Where the browser goes after the external login: a path under /ui of this site. */
export const uiRedirectSchema = z
  .string()
  .max(LIMITS.urlMax, { message: MESSAGE_KEYS.tooLong })
  .refine(isUiPath, { message: MESSAGE_KEYS.invalid });

/** `GET /api/oauth/{provider}/start?redirect=…` */
export const oauthStartQuerySchema = z.object({ redirect: uiRedirectSchema.optional() });
export type OAuthStartQuery = z.infer<typeof oauthStartQuerySchema>;

/**
 * Why an external login failed, as `/ui/login/oauth-failure?reason=…` tells
 * the page: coarse on purpose (the details go to the server log).
 */
export const OAUTH_FAILURE_REASONS = [
  /** The user cancelled at the provider. */
  'denied',
  /** Linking: that external account already belongs to another account here. */
  'linked_elsewhere',
  /** Linking: this account is linked to another account of the same provider. */
  'already_linked',
  /** Anything else: bad or missing state, replayed code, provider errors. */
  'failed',
] as const;
export type OAuthFailureReason = (typeof OAUTH_FAILURE_REASONS)[number];

/**
 * `POST /api/oauth/signup`: finishes an INCOMPLETE account with the fields of
 * the password signup (same rules), minus the password.
 */
export const oauthSignupSchema = z.object({
  username: signupSchema.shape.username,
  email: signupSchema.shape.email,
  firstName: signupSchema.shape.firstName,
  lastName: signupSchema.shape.lastName,
});
export type OAuthSignupInput = z.input<typeof oauthSignupSchema>;
export type OAuthSignup = z.output<typeof oauthSignupSchema>;

/** `GET /api/oauth/signup-info`: what the provider told us, to prefill the signup form. */
export const oauthSignupInfoSchema = z.object({
  provider: oauthProviderIdSchema,
  providerName: z.string(),
  email: z.string().nullable(),
  /** Whether the provider vouches for `email`: then the account is VERIFIED at once. */
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type OAuthSignupInfo = z.infer<typeof oauthSignupInfoSchema>;

/** One entry of `GET /api/account/identities`. */
export const linkedIdentitySchema = z.object({
  provider: oauthProviderIdSchema,
  /** The provider's display name (its id when it is no longer configured). */
  name: z.string(),
  email: z.string().nullable(),
  linkedAt: z.iso.datetime(),
  /** False when it is the account's last way to log in (no password, no other identity). */
  canUnlink: z.boolean(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;
export const linkedIdentitiesSchema = z.array(linkedIdentitySchema);

/** `POST /api/account/identities/{provider}`: where to return after linking (default: the account page). */
export const linkIdentityBodySchema = z.object({ redirect: uiRedirectSchema.optional() });
export type LinkIdentityBody = z.infer<typeof linkIdentityBodySchema>;

/** The answer: the provider's authorization URL for the browser to open. */
export const linkIdentityResponseSchema = z.object({ url: z.url() });
export type LinkIdentityResponse = z.infer<typeof linkIdentityResponseSchema>;
