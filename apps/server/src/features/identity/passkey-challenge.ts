import { z } from 'zod';
import { stateCookie, type StateCookie } from '../../security/state-cookie';

/** How long a WebAuthn ceremony may take, from the options to the answer. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * A challenge between its options and their answer. `issuedAt` lets the
 * answer refuse a passkey used since (see PasskeyRepository.recordUse);
 * `accountId` binds registration and re-authentication to the session that
 * asked.
 */
const challengeSchema = z.object({
  challenge: z.string().min(16).max(128),
  issuedAt: z.number().int().nonnegative(),
  accountId: z.uuid().optional(),
});
export type PasskeyChallenge = z.infer<typeof challengeSchema>;

export type Ceremony = 'registration' | 'login' | 'reauthentication';

/**
 * One cookie per ceremony, each on the paths of its two requests only, so
 * that a challenge of one can never answer another.
 */
const CEREMONIES: Record<Ceremony, { name: string; path: string }> = {
  registration: { name: 'cv_passkey_registration', path: '/api/account/passkeys' },
  login: { name: 'cv_passkey_login', path: '/api/auth/passkey' },
  reauthentication: { name: 'cv_passkey_reauth', path: '/api/auth/reauthenticate/passkey' },
};

export type ChallengeCookies = Record<Ceremony, StateCookie<PasskeyChallenge>>;

export function challengeCookies(publicUrl: string): ChallengeCookies {
  const make = (ceremony: Ceremony) =>
    stateCookie({
      ...CEREMONIES[ceremony],
      ttlSeconds: CHALLENGE_TTL_SECONDS,
      schema: challengeSchema,
      publicUrl,
    });
  return {
    registration: make('registration'),
    login: make('login'),
    reauthentication: make('reauthentication'),
  };
}
