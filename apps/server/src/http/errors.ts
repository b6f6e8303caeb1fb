import type { ErrorCode } from '@cv/shared';

/**
 * A domain error with a stable code. The message shown to users is the i18n
 * key `errors.<code>` unless `messageKey` names another; `params` fill it in.
 * The helpers below build the common ones, one per status, from a code and
 * message key.
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

/** Most refusals: a status, a code and the i18n key of their message (`errors.<code>` without one). */
const refusal = (status: number) => (code: ErrorCode, messageKey?: string) =>
  new AppError(status, code, messageKey ? { messageKey } : {});

export const badRequest = refusal(400);

export const unauthorized = (code: ErrorCode = 'unauthorized', messageKey?: string) =>
  refusal(401)(code, messageKey);

export const forbidden = (code: ErrorCode = 'forbidden', messageKey?: string) =>
  refusal(403)(code, messageKey);

export const notFound = (code: ErrorCode = 'not_found', messageKey?: string) =>
  refusal(404)(code, messageKey);

/** A request the current state refuses (already enabled, another import still running, …). */
export const conflict = refusal(409);

/** A list at its limit: nothing was added, and the message names the limit. */
export const limitReached = (code: ErrorCode, messageKey: string, max: number) =>
  new AppError(409, code, { messageKey, params: { max } });

/** Well-formed, but nothing can be made of it (an empty file, one too complex to read). */
export const unprocessable = refusal(422);

/** Something the request needs is down or busy: the same request may work later. */
export const unavailable = refusal(503);

/**
 * A refusal that always answers alike: its status and code, and the message
 * key under the table's prefix (the entry's own name unless `key` names
 * another) with fixed `params`.
 */
export type FixedRefusal = readonly [
  status: number,
  code: ErrorCode,
  message?: { key?: string; params?: Record<string, unknown> },
];

/**
 * A feature's refusals that take no arguments, declared as one table: each
 * entry becomes a factory of its error. In the table of `'letters.errors'`,
 * `notFound: [404, 'letter_not_found']` answers with the message
 * `letters.errors.notFound`.
 */
export function fixedRefusals<const Table extends Record<string, FixedRefusal>>(
  prefix: string,
  table: Table,
): { [Name in keyof Table]: () => AppError } {
  const factories = Object.entries(table).map(([name, [status, code, message = {}]]) => {
    const { key = name, params } = message;
    return [
      name,
      () =>
        new AppError(status, code, {
          messageKey: `${prefix}.${key}`,
          ...(params ? { params } : {}),
        }),
    ];
  });
  return Object.fromEntries(factories) as { [Name in keyof Table]: () => AppError };
}

/**
 * The refusals of a list the owner keeps (CVs, letters, applications), for a
 * table of `fixedRefusals`: `<thing>_not_found` for an id that is unknown or
 * another account's (the same answer, so ids leak nothing), and `<thing>_limit`
 * once the list holds `max`.
 */
export function ownedListRefusals<Thing extends string>(
  thing: `${Thing}_not_found` | `${Thing}_limit` extends ErrorCode ? Thing : never,
  max: number,
) {
  return {
    notFound: [404, `${thing}_not_found` as ErrorCode],
    limitReached: [409, `${thing}_limit` as ErrorCode, { key: 'limit', params: { max } }],
  } as const satisfies Record<string, FixedRefusal>;
}

/** A 400 with a single field error, e.g. a wrong old password. */
export const fieldError = (
  field: string,
  key: string,
  params?: Record<string, unknown>,
  code: ErrorCode = 'validation',
) =>
  new AppError(400, code, { fieldErrors: { [field]: [{ key, ...(params ? { params } : {}) }] } });

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
