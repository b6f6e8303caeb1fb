import type { ErrorCode } from '@cv/shared';

/**
 * A domain error with a stable code. The message shown to users is the i18n
 * key `errors.<code>` unless `messageKey` names another; `params` fill it in.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly options: {
      messageKey?: string;
      params?: Record<string, unknown>;
      /** Params that are i18n keys themselves ("sections.skill"), filled in translated. */
      translatedParams?: Record<string, string>;
      /** Field errors as i18n keys with params, translated by the error handler. */
      fieldErrors?: Record<string, { key: string; params?: Record<string, unknown> }[]>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'not_found', messageKey?: string) =>
  new AppError(404, code, messageKey ? { messageKey } : {});

/** A list at its limit: nothing was added, and the message names the limit. */
export const limitReached = (code: ErrorCode, messageKey: string, max: number) =>
  new AppError(409, code, { messageKey, params: { max } });

export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = (code: ErrorCode = 'forbidden', messageKey?: string) =>
  new AppError(403, code, messageKey ? { messageKey } : {});

/** A 400 with a single field error, e.g. a wrong old password. */
export const fieldError = (
  field: string,
  key: string,
  params?: Record<string, unknown>,
  code: ErrorCode = 'validation',
) =>
  new AppError(400, code, { fieldErrors: { [field]: [{ key, ...(params ? { params } : {}) }] } });

/** A 409 for a taken unique value (username, e-mail). */
export const conflict = (field: string, key: string, code: ErrorCode = 'conflict') =>
  new AppError(409, code, { messageKey: key, fieldErrors: { [field]: [{ key }] } });

/** Why the token of a mailed link does not work. */
export type LinkFault = 'invalid' | 'expired' | 'used';

/**
 * The 400 of a mailed link whose token does not work: one code per fault
 * (`<prefix>_invalid`, `_expired`, `_used`), so the page can explain it and
 * offer a new mail.
 */
export function linkError<Prefix extends string>(
  prefix: `${Prefix}_${LinkFault}` extends ErrorCode ? Prefix : never,
  messageKeys: Record<LinkFault, string>,
) {
  return (fault: LinkFault) =>
    new AppError(400, `${prefix}_${fault}` as ErrorCode, { messageKey: messageKeys[fault] });
}
