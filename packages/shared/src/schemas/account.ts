import { z } from 'zod';
import { LIMITS, LOCALES } from '../constants';
import { MESSAGE_KEYS } from '../validation';
import {
  accountStatusSchema,
  isoDate,
  linkToken,
  nonBlankString,
  optionalText,
  requiredText,
} from './common';

/**
 * The account and session contract: request bodies
 * the server validates and the web forms reuse, and the responses the server
 * serializes. Messages are i18n keys (see validation.ts).
 */

/**
 * The password requirements, one entry each, so the signup
 * page can tick them off live. `labelKey` names the requirement in the list;
 * a password breaking any of them gets the single message
 * 'Password must fulfill requirements'.
 */
export const PASSWORD_RULES = [
  {
    id: 'length',
    labelKey: 'account.password.requirements.length',
    params: { min: LIMITS.passwordMin, max: LIMITS.passwordMax },
    test: (v: string) => v.length >= LIMITS.passwordMin && v.length <= LIMITS.passwordMax,
  },
  {
    id: 'noWhitespace',
    labelKey: 'account.password.requirements.noWhitespace',
    params: {},
    test: (v: string) => !/\s/u.test(v),
  },
  {
    id: 'digit',
    labelKey: 'account.password.requirements.digit',
    params: {},
    test: (v: string) => /\p{Nd}/u.test(v),
  },
  {
    id: 'special',
    labelKey: 'account.password.requirements.special',
    params: {},
    // Anything that is neither a letter, a number nor whitespace counts as special.
    test: (v: string) => /[^\p{L}\p{N}\s]/u.test(v),
  },
  {
    id: 'uppercase',
    labelKey: 'account.password.requirements.uppercase',
    params: {},
    test: (v: string) => /\p{Lu}/u.test(v),
  },
  {
    id: 'lowercase',
    labelKey: 'account.password.requirements.lowercase',
    params: {},
    test: (v: string) => /\p{Ll}/u.test(v),
  },
] as const;

export type PasswordRule = (typeof PASSWORD_RULES)[number];
export type PasswordRuleId = PasswordRule['id'];

/** The ids of the requirements `password` breaks (empty when it is acceptable). */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

/** A password as typed (never trimmed): not empty, so the checks chained after it see one. */
const typedPassword = () => z.string().min(1, { message: MESSAGE_KEYS.blank, abort: true });

/** A new password: not blank, and every rule of PASSWORD_RULES met. */
export const passwordSchema = typedPassword().refine((v) => unmetPasswordRules(v).length === 0, {
  message: MESSAGE_KEYS.password,
});

/** A password typed to prove who one is: only bounded, never judged by today's rules. */
export const currentPasswordSchema = typedPassword().max(LIMITS.passwordMax, {
  message: MESSAGE_KEYS.tooLong,
});

/** Letters, digits, '.', '_' and '-': the username is part of the public profile URL. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const usernameSchema = nonBlankString()
  .min(LIMITS.usernameMin, { message: MESSAGE_KEYS.tooShort })
  .max(LIMITS.usernameMax, { message: MESSAGE_KEYS.tooLong })
  .regex(USERNAME_PATTERN, { message: MESSAGE_KEYS.username });

/** RFC 5321 caps a forward path at 256 octets, i.e. 254 characters of address. */
export const EMAIL_MAX = 254;

export const emailSchema = nonBlankString()
  .max(EMAIL_MAX, { message: MESSAGE_KEYS.tooLong, abort: true })
  .pipe(z.email({ message: MESSAGE_KEYS.email }));

/** An optional text field of a form: blank means "none" (null, which clears the column). */
const optionalField = (max: number) => optionalText(max).transform((v) => v ?? null);

const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]*$/;
const PHONE_MAX = 40;
const POSTCODE_MAX = 20;
const EARLIEST_BIRTHDAY = '1900-01-01';

/** ISO 3166-1 alpha-2; whether the code names a real country the server checks. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: MESSAGE_KEYS.invalid });

/** "Now" as an ISO date; a birthday cannot lie after it. */
const today = () => new Date().toISOString().slice(0, 10);

/** A new password and the same typed again; a form with them checks `passwordsMatch`. */
export const newPasswordFields = { password: passwordSchema, confirmPassword: typedPassword() };

/** The 'Passwords must match' check of a form with password + confirmPassword. */
export const passwordsMatch = (data: { password: string; confirmPassword: string }) =>
  data.password === data.confirmPassword;
export const passwordsMatchIssue = {
  message: MESSAGE_KEYS.passwordsMatch,
  path: ['confirmPassword'],
};

/** `POST /api/auth/signup`. */
export const signupSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    ...newPasswordFields,
    firstName: optionalField(LIMITS.nameMax),
    lastName: optionalField(LIMITS.nameMax),
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/** `POST /api/auth/login`: `username` may also be the e-mail address. */
export const loginSchema = z.object({
  username: requiredText(EMAIL_MAX),
  password: currentPasswordSchema,
});
export type Login = z.infer<typeof loginSchema>;

/** `POST /api/account/change-password`. */
export const changePasswordSchema = z
  .object({
    oldPassword: currentPasswordSchema,
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordsMatchIssue)
  // A "change" to the same password would leave a guessed or leaked one in place.
  .refine((data) => data.password !== data.oldPassword, {
    message: MESSAGE_KEYS.samePassword,
    path: ['password'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;

/**
 * `POST /api/account`: the whole editable account, as the edit form sends it.
 * A field left out or blank is cleared. The username is not editable: it is
 * the address of the public profile.
 */
export const accountUpdateSchema = z.object({
  email: emailSchema,
  phone: optionalField(PHONE_MAX).refine((v) => v === null || PHONE_PATTERN.test(v), {
    message: MESSAGE_KEYS.invalid,
  }),
  firstName: optionalField(LIMITS.nameMax),
  lastName: optionalField(LIMITS.nameMax),
  birthday: optionalField(10)
    .pipe(isoDate.nullable())
    .refine((v) => v === null || (v >= EARLIEST_BIRTHDAY && v <= today()), {
      message: MESSAGE_KEYS.date,
    }),
  street: optionalField(LIMITS.shortTextMax),
  houseNumber: optionalField(POSTCODE_MAX),
  postcode: optionalField(POSTCODE_MAX),
  city: optionalField(LIMITS.shortTextMax),
  country: optionalField(LIMITS.nameMax).pipe(countryCodeSchema.nullable()),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/** `GET /api/account` and the answer of `POST /api/account`. */
export const accountSchema = z.object({
  id: z.uuid(),
  /** Null only while an external signup is INCOMPLETE. */
  username: z.string().nullable(),
  email: z.string().nullable(),
  status: accountStatusSchema,
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthday: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** False for accounts created through an external login only. */
  hasPassword: z.boolean(),
  /** The account's language: of the app on every device after login, and of every mail. */
  locale: z.enum(LOCALES),
  createdAt: z.iso.datetime(),
});
export type Account = z.infer<typeof accountSchema>;

/** `GET /api/account/status`. */
export const accountStatusResponseSchema = z.object({ status: accountStatusSchema });
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;

/** What login, signup, refresh and login/verify answer: who is logged in, in which state. */
export const sessionSchema = z.object({
  accountId: z.uuid(),
  username: z.string().nullable(),
  status: accountStatusSchema,
  /** The account's language, which the web app switches to. */
  locale: z.enum(LOCALES),
});
export type Session = z.infer<typeof sessionSchema>;

/** `POST /api/account/language`: the language switch of a logged-in user. */
export const accountLanguageSchema = z.object({ locale: z.enum(LOCALES) });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

/** Verification links carry the token as base64url; this bounds what is worth a lookup. */
const VERIFICATION_TOKEN_MAX = 128;

/** `POST /api/account/verification`: the query parameters of the link. */
export const verificationSchema = z.object({
  id: z.uuid({ message: MESSAGE_KEYS.invalid }),
  token: linkToken(VERIFICATION_TOKEN_MAX),
});
export type Verification = z.infer<typeof verificationSchema>;
