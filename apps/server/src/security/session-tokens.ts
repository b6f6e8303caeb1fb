import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Session tokens: a short-lived access JWT and an opaque refresh token, each
 * in an httpOnly cookie. The sessions feature rotates refresh tokens and
 * detects their reuse; the access token names its session (the refresh
 * token family) so that logout and password changes know which one is
 * "this" session, although the refresh cookie never reaches those routes.
 */
export const ACCESS_COOKIE = 'cv_access';
export const REFRESH_COOKIE = 'cv_refresh';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE_PATH = '/api/auth/refresh';
/**
 * Tells the server, on a request for a page of the app, that this browser has
 * a session: such a browser gets the plain app shell rather than the landing
 * or login rendered for visitors. It carries no secret (only its presence
 * counts) and lives and dies with the refresh cookie.
 */
export const SIGNED_IN_COOKIE = 'cv_signed_in';
export const SIGNED_IN_COOKIE_PATH = '/ui';

const ISSUER = 'cv-builder';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a browser gets for a session: both go into httpOnly cookies. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** The refresh token family; the access token carries it as `sid`. */
  sessionId: string;
}

export interface AccessClaims {
  accountId: string;
  /** The refresh token family of the session; requireAuth refuses tokens without one. */
  sessionId?: string | undefined;
}

/** The newest key signs; every key verifies, so that a rotated-out key's tokens stay valid. */
export interface AccessKeys {
  signing: Uint8Array;
  verifying: Uint8Array[];
}

/** Keys from secrets, newest first. */
export function accessKeys(secrets: readonly string[]): AccessKeys {
  const verifying = secrets.map((secret) => new TextEncoder().encode(secret));
  const [signing] = verifying;
  if (!signing) throw new Error('no access token secret');
  return { signing, verifying };
}

export async function signAccessToken(keys: AccessKeys, claims: AccessClaims): Promise<string> {
  return new SignJWT(claims.sessionId ? { sid: claims.sessionId } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.accountId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(keys.signing);
}

/**
 * The claims of a valid, unexpired token; null for anything else.
 * `allowExpired` accepts an authentic token up to the refresh lifetime past
 * its expiry: enough to name the session that logout should end, never
 * enough to authorize anything else.
 */
export async function verifyAccessToken(
  keys: AccessKeys,
  token: string | undefined,
  { allowExpired = false }: { allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  if (!token) return null;
  for (const key of keys.verifying) {
    const claims = await verifyWith(key, token, allowExpired);
    if (claims !== 'wrong-key') return claims;
  }
  return null;
}

async function verifyWith(
  key: Uint8Array,
  token: string,
  allowExpired: boolean,
): Promise<AccessClaims | null | 'wrong-key'> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      ...(allowExpired ? { clockTolerance: REFRESH_TTL_SECONDS } : {}),
    });
    if (!payload.sub) return null;
    return {
      accountId: payload.sub,
      sessionId:
        typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : undefined,
    };
  } catch (err) {
    return err instanceof errors.JWSSignatureVerificationFailed ? 'wrong-key' : null;
  }
}
