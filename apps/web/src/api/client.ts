import { isErrorCode, type ErrorBody, type ErrorCode } from '@cv/shared';
import { currentLocale, i18n } from '../app/i18n';
import { BASENAME, loginPath } from '../app/paths';
import { markLoggedOut } from '../app/session';
import type {
  ApiBody,
  ApiMethod,
  ApiPath,
  ApiResponse,
  NeedsParams,
  Operation,
  ParamsOption,
} from './types';

/**
 * The single HTTP client of the web app. Every call goes to /api on this
 * origin, carries the UI language, and turns a non-2xx answer into ApiError.
 * A 401 gets one shared refresh of the session and one retry. The `api`
 * methods are typed by path and method from the server's OpenAPI document.
 */

/**
 * The server's codes, plus the client's own: 'network' when no answer came,
 * 'unknown' when the answer carried no error body.
 */
export type ApiErrorCode = ErrorCode | 'network' | 'unknown';

/** A failed call: `status` 0 means no answer at all (network, CORS, abort). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
    message: string,
    /** The session could not be refreshed; the user has been logged out. */
    readonly sessionExpired = false,
  ) {
    super(message);
  }

  get code(): ApiErrorCode {
    const code = this.body?.code;
    if (code !== undefined && isErrorCode(code)) return code;
    return this.status === 0 ? 'network' : 'unknown';
  }

  get fieldErrors(): Record<string, string[]> {
    return this.body?.fieldErrors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const PREFIX = '/api';

/** '/account' -> '/api/account'; '/api/api/account' -> '/api/account'. */
export function apiUrl(path: string): string {
  let url = path.startsWith('/') ? path : `/${path}`;
  while (/^\/api\/api(?=[/?#]|$)/.test(url)) url = url.slice(PREFIX.length);
  return /^\/api(?=[/?#]|$)/.test(url) ? url : `${PREFIX}${url}`;
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/** A 401 from these means "wrong credentials" or "no session": refreshing cannot help. */
const NO_REFRESH = new Set([
  '/api/auth/login',
  '/api/auth/passkey/login',
  '/api/auth/login/second-factor',
  '/api/auth/signup',
  '/api/auth/refresh',
  '/api/auth/logout',
]);
/** A 401 from login or signup means nobody is logged in on this browser any more. */
const LOGS_OUT_ON_401 = new Set(['/api/auth/login', '/api/auth/passkey/login', '/api/auth/signup']);

/** 'response': the raw Response, for downloads that need its headers (file name, page count). */
export type ResponseType = 'json' | 'text' | 'blob' | 'none' | 'response';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData, Blob and URLSearchParams go as they are; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: ResponseType;
  /**
   * When the session cannot be refreshed, send the user to the login page
   * (default). Background calls pass false: the user is only marked logged out.
   */
  redirectOnExpiry?: boolean;
}

interface ClientHooks {
  /** Navigates to a router path; the app wires the data router in here. */
  navigate: (to: string) => void;
}

const defaultHooks: ClientHooks = {
  navigate: (to) => window.location.assign(`${BASENAME}${to}`),
};
let hooks: ClientHooks = defaultHooks;

export function configureApiClient(next: Partial<ClientHooks>) {
  hooks = { ...defaultHooks, ...next };
}

// --- session refresh -------------------------------------------------------

interface RefreshAttempt {
  promise: Promise<boolean>;
  redirected: boolean;
}
let refreshing: RefreshAttempt | null = null;
/** Bumped on every successful refresh; a 401 to a call sent before it just retries. */
let generation = 0;

function postRefresh(): Promise<boolean> {
  return fetch(apiUrl('/auth/refresh'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Accept-Language': currentLocale() },
  }).then((response) => response.ok);
}

/**
 * The server treats a second use of a rotated refresh token as theft and ends
 * the session, so two tabs must never refresh at once. A Web Lock serialises
 * them; a tab that waited first asks whether the (shared) cookies are valid
 * again because another tab refreshed meanwhile.
 */
async function refreshAcrossTabs(): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return postRefresh();
  return await locks.request('cv-session-refresh', async () => {
    const verify = await fetch(apiUrl('/auth/login/verify'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).catch(() => null);
    return verify?.ok ? true : postRefresh();
  });
}

function refreshSession(): RefreshAttempt {
  if (refreshing) return refreshing;
  const attempt: RefreshAttempt = {
    redirected: false,
    promise: refreshAcrossTabs()
      .catch(() => false)
      .then((ok) => {
        if (ok) generation += 1;
        else markLoggedOut();
        return ok;
      })
      .finally(() => {
        refreshing = null;
      }),
  };
  refreshing = attempt;
  return attempt;
}

function sendToLogin(attempt: RefreshAttempt) {
  if (attempt.redirected) return;
  attempt.redirected = true;
  const { pathname, search, hash } = window.location;
  // Already on the login page: a nested redirect to itself helps nobody.
  if (pathname === `${BASENAME}/login`) return;
  hooks.navigate(loginPath(`${pathname}${search}${hash}`));
}

// --- requests --------------------------------------------------------------

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function send(url: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      // The browser sets multipart's Content-Type itself, with its boundary.
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  return fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
}

/**
 * The shape of the server's error body (status, error, code, message,
 * optional fieldErrors). Checked by hand rather than with the shared zod
 * schema: this runs on every page, and zod would weigh more in the first
 * chunk than the rest of the client.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const fieldErrors = body.fieldErrors;
  return (
    typeof body.status === 'number' &&
    typeof body.error === 'string' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (fieldErrors === undefined ||
      (typeof fieldErrors === 'object' &&
        fieldErrors !== null &&
        Object.values(fieldErrors).every(
          (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
        )))
  );
}

async function errorFrom(response: Response, sessionExpired = false): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    const data: unknown = await response.json();
    if (isErrorBody(data)) body = data;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status alone has to do.
  }
  const message =
    body?.message ?? `${i18n.t('errors.call.failed')} (${response.status} ${response.statusText})`;
  return new ApiError(response.status, body, message, sessionExpired);
}

async function readBody(response: Response, options: ApiRequestOptions): Promise<unknown> {
  const type = options.responseType ?? 'json';
  if (type === 'response') return response;
  if (type === 'none' || response.status === 204) return undefined;
  try {
    if (type === 'blob') return await response.blob();
    const text = await response.text();
    if (type === 'text') return text;
    if (text === '') return undefined;
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, undefined, i18n.t('errors.call.extractBody'));
  }
}

/** One call to a path as written (query string included); the answer is not typed. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path);
  const endpoint = pathOf(url);

  const attempt = async (): Promise<Response> => {
    try {
      return await send(url, options);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, undefined, i18n.t('errors.call.execute'));
    }
  };

  const sentIn = generation;
  let response = await attempt();

  if (response.status === 401) {
    if (LOGS_OUT_ON_401.has(endpoint)) markLoggedOut();
    if (!NO_REFRESH.has(endpoint)) {
      // Another call refreshed the session while this one was under way: just retry.
      let refreshed = sentIn !== generation;
      if (!refreshed) {
        const refresh = refreshSession();
        refreshed = await refresh.promise;
        if (!refreshed) {
          if (options.redirectOnExpiry !== false) sendToLogin(refresh);
          throw await errorFrom(response, true);
        }
      }
      // Exactly one retry: a second 401 is final, whatever it says.
      response = await attempt();
    }
  }

  if (!response.ok) throw await errorFrom(response);
  return readBody(response, options);
}

/**
 * POSTs a file as the whole request body (not a multipart form), with its
 * content type: the import reads the bytes as they are. A Blob can be sent
 * again, so the retry after a session refresh carries the same file.
 */
export function apiUpload(
  path: string,
  file: Blob,
  contentType: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<unknown> {
  return apiRequest(path, {
    ...options,
    method: 'POST',
    body: file,
    headers: { ...options.headers, 'Content-Type': contentType },
  });
}

// --- typed calls -----------------------------------------------------------

interface Params {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** '/account/passkeys/{id}' with `{ path: { id } }`, plus the query string. */
export function withParams(path: string, { path: values = {}, query = {} }: Params = {}): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

/** What a call resolves to: the operation's JSON, or what `responseType` asks for. */
export type ApiResult<Op, R extends ResponseType> = R extends 'response'
  ? Response
  : R extends 'blob'
    ? Blob
    : R extends 'text'
      ? string
      : R extends 'none'
        ? undefined
        : ApiResponse<Op>;

export type CallOptions<Op, R extends ResponseType> = Omit<
  ApiRequestOptions,
  'method' | 'body' | 'responseType'
> & { responseType?: R } & ParamsOption<Op>;

/** The options, required when the path has parameters to fill in. */
type OptionsArgs<Op, R extends ResponseType> =
  NeedsParams<Op> extends true ? [options: CallOptions<Op, R>] : [options?: CallOptions<Op, R>];

/** The body, then the options; the body may be left out when the operation takes none. */
type BodyArgs<Op, R extends ResponseType> = [ApiBody<Op>] extends [undefined]
  ? NeedsParams<Op> extends true
    ? [body: undefined, options: CallOptions<Op, R>]
    : [body?: undefined, options?: CallOptions<Op, R>]
  : [body: ApiBody<Op>, ...OptionsArgs<Op, R>];

function call<Result>(
  method: Uppercase<ApiMethod>,
  path: string,
  body: unknown,
  options: (Omit<ApiRequestOptions, 'method' | 'body'> & { params?: Params }) | undefined,
): Promise<Result> {
  const { params, ...rest } = options ?? {};
  return apiRequest(withParams(path, params), { ...rest, method, body }) as Promise<Result>;
}

export const api = {
  get: <P extends ApiPath<'get'>, R extends ResponseType = 'json'>(
    path: P,
    ...[options]: OptionsArgs<Operation<'get', P>, R>
  ) => call<ApiResult<Operation<'get', P>, R>>('GET', path, undefined, options),
  post: <P extends ApiPath<'post'>, R extends ResponseType = 'json'>(
    path: P,
    ...[body, options]: BodyArgs<Operation<'post', P>, R>
  ) => call<ApiResult<Operation<'post', P>, R>>('POST', path, body, options),
  put: <P extends ApiPath<'put'>, R extends ResponseType = 'json'>(
    path: P,
    ...[body, options]: BodyArgs<Operation<'put', P>, R>
  ) => call<ApiResult<Operation<'put', P>, R>>('PUT', path, body, options),
  delete: <P extends ApiPath<'delete'>, R extends ResponseType = 'json'>(
    path: P,
    ...[options]: OptionsArgs<Operation<'delete', P>, R>
  ) => call<ApiResult<Operation<'delete', P>, R>>('DELETE', path, undefined, options),
};
