import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../constants';
import { isAcceptedText, MESSAGE_KEYS } from '../validation';

/** Building blocks for the feature schemas; messages are i18n keys (see validation.ts). */

export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);

/**
 * NUL and unpaired surrogates are refused in every field (see isAcceptedText);
 * the server checks every request at its boundary too, so forms and API agree.
 */
const acceptedText = [isAcceptedText, { message: MESSAGE_KEYS.text }] as const;

/**
 * A trimmed string that must not be blank. The blank check aborts, so the
 * checks chained after it judge only a filled-in value (one message, not two).
 */
export const nonBlankString = () =>
  z.string().trim().min(1, { message: MESSAGE_KEYS.blank, abort: true });

/**
 * The token a link of ours carries: a longer one cannot be ours, so it is
 * refused as invalid (not as too long) without a lookup.
 */
export const linkToken = (max: number) =>
  nonBlankString().max(max, { message: MESSAGE_KEYS.invalid });

/** A required text: trimmed, not blank, bounded. */
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: MESSAGE_KEYS.blank })
    .max(max, { message: MESSAGE_KEYS.tooLong })
    .refine(...acceptedText);

/** An optional text: blank becomes undefined, bounded. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: MESSAGE_KEYS.tooLong })
    .refine(...acceptedText)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** ISO date `YYYY-MM-DD` (the UI picks month precision; the day is stored as given). */
export const isoDate = z
  .string()
  // abort: a malformed date gets one message, not a second one from the check below.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MESSAGE_KEYS.date, abort: true })
  // Date.parse rolls 2023-02-30 over to March and accepts year 0, both of which
  // PostgreSQL refuses (a 500 instead of a 400): require an exact round trip.
  .refine(
    (v) => {
      const date = new Date(`${v}T00:00:00Z`);
      return v >= '0001' && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    },
    { message: MESSAGE_KEYS.date },
  );

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: MESSAGE_KEYS.color });

export const httpUrl = z
  .string()
  .trim()
  .max(2048, { message: MESSAGE_KEYS.tooLong })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: MESSAGE_KEYS.url },
  )
  .refine(...acceptedText);

export const idParamSchema = z.object({ id: z.uuid() });
export const idSchema = z.uuid();
