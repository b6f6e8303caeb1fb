import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@cv/shared';

/** Lower-case letters and digits without the ones people confuse (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Ten random codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether the input could be a recovery code at all (else it is treated as an app code). */
export const looksLikeRecoveryCode = (code: string) =>
  normalizeRecoveryCode(code).length === LENGTH;

/**
 * Stored as SHA-256: the codes are random and long enough that a slow,
 * salted hash would add nothing but seconds to every check.
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
