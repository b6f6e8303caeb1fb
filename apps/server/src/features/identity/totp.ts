import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from '@cv/shared';

/** RFC 6238 with the parameters every authenticator app understands. */
const PERIOD_SECONDS = 30;
/**
 * Codes of the step before and after the current one are accepted too: a
 * phone's clock a little off, or a code typed as it turned over.
 */
const WINDOW = 1;
const ISSUER = 'CV Builder';

function totp(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret: 160 random bits, base32 as the apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI of the QR code; the label is what the app lists. */
export function totpUri(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The secret in groups of four, for typing it into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The time step whose code `code` is, within the window around `now`; null
 * when it is none of them. The caller accepts a step only once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d+$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `secret` at `now` (tests, and nothing else, play the app). */
export function totpCodeAt(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}
