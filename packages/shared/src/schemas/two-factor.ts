import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation';
import { nonBlankString } from './common';

/**
 * Two-factor login with an authenticator app (TOTP): enrolment, the second
 * step of the login and the one-time recovery codes. Messages are i18n keys.
 */

/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;
/** How many recovery codes an enrolment (or a renewal) hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** Longer than any code of ours with spaces; anything longer is no code. */
const CODE_MAX = 32;

/** A code from the app, or a recovery code; spaces and dashes are ignored. */
export const secondFactorCodeSchema = nonBlankString().max(CODE_MAX, {
  message: MESSAGE_KEYS.tooLong,
});

/** `POST /api/auth/login/second-factor`: the second step after the password. */
export const secondFactorLoginSchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorLogin = z.infer<typeof secondFactorLoginSchema>;

/** `POST /api/auth/login` (202): the password was right; now the code is due. */
export const secondFactorChallengeSchema = z.object({ secondFactorRequired: z.literal(true) });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** `GET /api/account/two-factor`. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes; 0 while two-factor login is off. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /api/account/two-factor/enrolment`: what the authenticator app needs. */
export const twoFactorEnrolmentSchema = z.object({
  /** The key for typing in by hand (base32, in groups of four). */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, an SVG document rendered by the server. */
  qrSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** `POST /api/account/two-factor`: the first code from the app turns it on. */
export const twoFactorConfirmSchema = z.object({
  code: nonBlankString().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), {
    message: MESSAGE_KEYS.totpCode,
  }),
});
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;

/** The recovery codes, shown once after enrolment or renewal. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
