import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordFields,
  passwordsMatch,
  passwordsMatchIssue,
} from './account';
import { linkToken } from './common';
import { secondFactorCodeSchema } from './two-factor';

/**
 * Account security contract: the forgotten-password flow. Messages are i18n
 * keys (see validation.ts).
 */

/** The longest token a link carries (ours are 43 characters); anything longer is no link of ours. */
const TOKEN_MAX = 200;

/** `POST /api/auth/password/forgot`: always answers 204, whether or not the address is known. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

const resetTokenSchema = linkToken(TOKEN_MAX);

/** `POST /api/auth/password/reset/check`: whether the link can still set a password. */
export const resetLinkCheckSchema = z.object({ token: resetTokenSchema });
export type ResetLinkCheck = z.infer<typeof resetLinkCheckSchema>;

/** `POST /api/auth/password/reset`: the token of the link and the new password. */
export const resetPasswordSchema = z
  .object({ token: resetTokenSchema, ...newPasswordFields })
  .refine(passwordsMatch, passwordsMatchIssue);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** One live session (login on a device) in `GET /api/account/sessions`. */
export const activeSessionSchema = z.object({
  id: z.uuid(),
  /** Parsed from the User-Agent at login; null when it named no known browser. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** 'desktop', 'mobile', 'tablet', … when known. */
  device: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The session of the request: "this device". */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionListSchema = z.array(activeSessionSchema);

/** Path parameter of `DELETE /api/account/sessions/{id}`. */
export const sessionIdParamsSchema = z.object({ id: z.uuid({ message: MESSAGE_KEYS.invalid }) });

/**
 * `POST /api/auth/reauthenticate`, before a dangerous action: the current
 * password, or (accounts with two-factor login, which may have no password)
 * a code of the authenticator app or a recovery code.
 */
export const reauthenticateSchema = z
  .object({
    password: currentPasswordSchema.optional(),
    code: secondFactorCodeSchema.optional(),
  })
  .refine((data) => data.password !== undefined || data.code !== undefined, {
    message: MESSAGE_KEYS.blank,
    path: ['password'],
  });
export type Reauthenticate = z.infer<typeof reauthenticateSchema>;
