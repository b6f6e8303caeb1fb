import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque secrets handed to browsers (refresh tokens, verification tokens).
 * Only their SHA-256 is stored: a leaked table yields nothing usable, and
 * 256 random bits need no slow hash.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
