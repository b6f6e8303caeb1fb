import type { z } from 'zod';

/**
 * Validation messages travel as i18n keys. Schemas set `message` to one of
 * these keys (with `params` for refinements); `issueMessage` turns any zod
 * issue into a localized sentence with the field's label, on both sides.
 */
export const MESSAGE_KEYS = {
  blank: 'validation.blank',
  email: 'validation.email',
  password: 'validation.password',
  passwordsMatch: 'validation.passwordsMatch',
  samePassword: 'validation.samePassword',
  totpCode: 'validation.totpCode',
  dateOrder: 'validation.dateOrder',
  fileSize: 'validation.fileSize',
  range: 'validation.range',
  tooLong: 'validation.tooLong',
  tooShort: 'validation.tooShort',
  numberMax: 'validation.numberMax',
  numberMin: 'validation.numberMin',
  tooMany: 'validation.tooMany',
  tooFew: 'validation.tooFew',
  invalid: 'validation.invalid',
  url: 'validation.url',
  color: 'validation.color',
  username: 'validation.username',
  date: 'validation.date',
  text: 'validation.text',
} as const;

/** NUL, a high surrogate without its low half, a low surrogate without its high half. */
const REFUSED_TEXT =
  // eslint-disable-next-line no-control-regex -- NUL is one of the characters refused here
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A record of parsed values: plain, prototype-less, or a null-prototype class (router params). */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The text the product accepts, in every field: any Unicode (right-to-left
 * scripts, emoji, zero-width and combining characters included) except NUL,
 * which PostgreSQL text cannot hold, and unpaired UTF-16 surrogates, which are
 * no characters at all (not valid UTF-8).
 */
export function isAcceptedText(value: string): boolean {
  return !REFUSED_TEXT.test(value);
}

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The paths of the strings in a parsed JSON value (body, query, params) that
 * are not accepted text, in document order, at most `limit` of them. Walks
 * with its own stack: a body nested a hundred thousand levels deep must not
 * overflow the call stack.
 */
export function refusedTextPaths(value: unknown, limit = 20): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isAcceptedText(current)) found.push(pathOf(visit));
    } else if (Array.isArray(current) || isRecord(current)) {
      const entries = Array.isArray(current)
        ? current.map((item, index) => [index, item] as const)
        : Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return found;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The label of a field path, e.g. ['workExperiences', 0, 'jobTitle'] -> fields.jobTitle;
 * "Value" for a field without a label of its own (never the raw i18n key).
 */
export function fieldLabel(path: readonly PropertyKey[], t: Translate): string {
  const name = [...path].reverse().find((p) => typeof p === 'string');
  const fallback = t('fields.value');
  return name ? t(`fields.${name}`, { defaultValue: fallback }) : fallback;
}

type Issue = z.core.$ZodIssue;

/**
 * Whether a type error is about a missing value (blank) rather than a wrong
 * one. zod v4 leaves the input out of issues unless asked to, but its
 * default message names what it received.
 */
function isMissing(issue: Issue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}

/**
 * The message of a size bound by what is bounded: a text's characters (the
 * schema's own key), a number's value, a list's entries. A schema that says
 * "too long" of a list or a number means the same bound.
 */
function boundKey(issue: Issue): string | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const big = issue.code === 'too_big';
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return big ? MESSAGE_KEYS.numberMax : MESSAGE_KEYS.numberMin;
    case 'array':
    case 'set':
      return big ? MESSAGE_KEYS.tooMany : MESSAGE_KEYS.tooFew;
    default:
      return undefined;
  }
}

const SIZE_KEYS: readonly string[] = [MESSAGE_KEYS.tooLong, MESSAGE_KEYS.tooShort];

export function issueMessage(issue: Issue, t: Translate): string {
  const label = fieldLabel(issue.path, t);
  const params = ((issue as { params?: Record<string, unknown> }).params ?? {}) as Record<
    string,
    unknown
  >;
  if (issue.message?.startsWith('validation.')) {
    const translated: Record<string, unknown> = { label, ...params };
    // Refinements name other fields (dateOrder: later/earlier); show their labels.
    for (const [k, v] of Object.entries(params)) {
      if (typeof v === 'string' && k.endsWith('Field')) translated[k] = t(`fields.${v}`);
    }
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      const bound = Number(
        (issue as { minimum?: unknown; maximum?: unknown }).minimum ??
          (issue as { maximum?: unknown }).maximum,
      );
      translated.min ??= bound;
      translated.max ??= bound;
    }
    const key = SIZE_KEYS.includes(issue.message)
      ? (boundKey(issue) ?? issue.message)
      : issue.message;
    return t(key, translated);
  }
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue)
        ? t(MESSAGE_KEYS.blank, { label })
        : t(MESSAGE_KEYS.invalid, { label });
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? t(MESSAGE_KEYS.blank, { label })
        : t(boundKey(issue) ?? MESSAGE_KEYS.tooShort, { label, min: Number(issue.minimum) });
    case 'too_big':
      return t(boundKey(issue) ?? MESSAGE_KEYS.tooLong, { label, max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t(MESSAGE_KEYS.email, { label });
      if (issue.format === 'url') return t(MESSAGE_KEYS.url, { label });
      return t(MESSAGE_KEYS.invalid, { label });
    default:
      return t(MESSAGE_KEYS.invalid, { label });
  }
}

/**
 * Of the bounds one value broke, the tightest of each side: a number past
 * the safe-integer range also breaks the field's own maximum, and one
 * "at most 100000" says all there is.
 */
function tightestBounds(issues: readonly Issue[]): Issue[] {
  const tightest = new Map<string, Issue>();
  const limit = (issue: Issue) =>
    Number(
      (issue as { maximum?: unknown; minimum?: unknown }).maximum ??
        (issue as { minimum?: unknown }).minimum,
    );
  for (const issue of issues) {
    if (issue.code !== 'too_big' && issue.code !== 'too_small') continue;
    const key = `${issue.path.map(String).join('.')} ${issue.code}`;
    const kept = tightest.get(key);
    const tighter =
      !kept || (issue.code === 'too_big' ? limit(issue) < limit(kept) : limit(issue) > limit(kept));
    if (tighter) tightest.set(key, issue);
  }
  return issues.filter(
    (issue) =>
      (issue.code !== 'too_big' && issue.code !== 'too_small') ||
      tightest.get(`${issue.path.map(String).join('.')} ${issue.code}`) === issue,
  );
}

/** Groups issues into the `fieldErrors` map of the error body (dotted paths). */
export function toFieldErrors(issues: readonly Issue[], t: Translate): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of tightestBounds(issues)) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issueMessage(issue, t));
  }
  return out;
}
