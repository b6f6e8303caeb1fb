import { SignJWT, jwtVerify } from 'jose';

/**
 * Session primitives: a short-lived access JWT in an httpOnly cookie. The
 * refresh-token flow (rotation, reuse detection) builds on these.
 */
export const ACCESS_COOKIE = 'cv_access';
export const REFRESH_COOKIE = 'cv_refresh';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE_PATH = '/api/auth/refresh';

const ISSUER = 'cv-builder';

export interface AccessClaims {
  accountId: string;
}

export function accessKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.accountId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(key);
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string | undefined,
): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.sub ? { accountId: payload.sub } : null;
  } catch {
    return null;
  }
}
