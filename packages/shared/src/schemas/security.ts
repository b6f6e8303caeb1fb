import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation';
import { emailSchema, passwordSchema } from './account';

/**
 * Account security contract: the forgotten-password flow. Messages are i18n
 * keys (see validation.ts).
 */

/** The longest token a link carries (ours are 43 characters); anything longer is no link of ours. */
const TOKEN_MAX = 200;

/** `POST /api/auth/password/forgot`: always answers 204, whether or not the address is known. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/auth/password/reset`: the token of the link and the new password. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, { message: MESSAGE_KEYS.blank, abort: true })
      .max(TOKEN_MAX, { message: MESSAGE_KEYS.invalid }),
    password: passwordSchema,
    confirmPassword: z.string().min(1, { message: MESSAGE_KEYS.blank, abort: true }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: MESSAGE_KEYS.passwordsMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;
