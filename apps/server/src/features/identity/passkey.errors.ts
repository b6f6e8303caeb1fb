import { MAX_PASSKEYS, type ErrorCode } from '@cv/shared';
import { AppError, fixedRefusals } from '../../http/errors';

const PREFIX = 'account.passkeys.errors';
const key = (name: string) => `${PREFIX}.${name}`;

/**
 * Why an answer of a passkey was refused. A login answers each with 401; a
 * registration or re-authentication (the session is fine, the passkey is
 * not) with 400.
 */
export type PasskeyRefusal = 'invalid' | 'challenge' | 'userVerification' | 'foreign';

const REFUSALS: Record<PasskeyRefusal, { code: ErrorCode; messageKey: string }> = {
  invalid: { code: 'passkey_invalid', messageKey: key('invalid') },
  challenge: { code: 'passkey_challenge_expired', messageKey: key('challengeExpired') },
  userVerification: {
    code: 'passkey_user_verification_required',
    messageKey: key('userVerification'),
  },
  foreign: { code: 'passkey_invalid', messageKey: key('notYours') },
};

export const passkeyErrors = {
  ...fixedRefusals(PREFIX, {
    limitReached: [409, 'passkey_limit_reached', { params: { max: MAX_PASSKEYS } }],
    alreadyRegistered: [409, 'passkey_already_registered'],
    notFound: [404, 'passkey_not_found'],
    noPasskeys: [400, 'no_passkeys'],
  }),

  refused(status: 400 | 401, refusal: PasskeyRefusal): AppError {
    const { code, messageKey } = REFUSALS[refusal];
    // A login does not tell an unknown passkey from a forged answer.
    const loginKey =
      refusal === 'invalid' || refusal === 'foreign' ? key('loginFailed') : messageKey;
    return new AppError(status, code, { messageKey: status === 401 ? loginKey : messageKey });
  },

  /** WebAuthn names its relying party by a domain: under an IP address no browser offers a passkey. */
  needDomain: (host: string) =>
    new AppError(409, 'passkeys_need_domain', { messageKey: key('needDomain'), params: { host } }),
};
