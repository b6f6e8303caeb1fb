import { isErrorCode, type ErrorBody, type ErrorCode } from '@cv/shared';
import createClient, { type Middleware } from 'openapi-fetch';
import { currentLocale, i18n } from '../app/i18n';
import { BASENAME, loginPath } from '../app/paths';
import { markLoggedOut } from '../app/session';
import type { paths } from './schema';

/**
 * The single HTTP client of the web app (openapi-fetch over the types
 * generated from the server's OpenAPI document, `npm run api:generate`): a
 * path, method, body or parameter the server does not have fails to compile.
 * Its middleware adds the UI language, gives a 401 one shared refresh of the
 * session and one retry, and turns every failure into an ApiError, so a call
 * either resolves with its data or throws.
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

/** A 401 from these means "wrong credentials" or "no session": refreshing cannot help. */
const NO_REFRESH = new Set<keyof paths>([
  '/api/auth/login',
  '/api/auth/passkey/login',
  '/api/auth/login/second-factor',
  '/api/auth/signup',
  '/api/auth/refresh',
  '/api/auth/logout',
]);
/** A 401 from login or signup means nobody is logged in on this browser any more. */
const LOGS_OUT_ON_401 = new Set<string>([
  '/api/auth/login',
  '/api/auth/passkey/login',
  '/api/auth/signup',
]);

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

// --- errors ------------------------------------------------------------------

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

/** By name: the fetch of another realm (tests under Node) rejects with its own DOMException. */
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/** No answer came: an aborted call stays an AbortError (cancelled on purpose). */
function noAnswer(cause: unknown): unknown {
  return isAbort(cause) ? cause : new ApiError(0, undefined, i18n.t('errors.call.execute'));
}

/** A non-2xx answer, or a 2xx whose JSON cannot be read, becomes an ApiError. */
const errors: Middleware = {
  async onResponse({ response, options }) {
    if (!response.ok) throw await errorFrom(response);
    if (options.parseAs !== 'json' || response.status === 204) return undefined;
    const text = await response.clone().text();
    try {
      if (text !== '') JSON.parse(text);
    } catch {
      throw new ApiError(response.status, undefined, i18n.t('errors.call.extractBody'));
    }
    return undefined;
  },
  onError: ({ error }) => {
    const mapped = noAnswer(error);
    return mapped instanceof Error ? mapped : undefined;
  },
};

/** Every call carries the UI language, for the server's messages and content. */
const locale: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', currentLocale());
  },
};

// --- session refresh ---------------------------------------------------------

interface RefreshAttempt {
  promise: Promise<boolean>;
  redirected: boolean;
}
let refreshing: RefreshAttempt | null = null;
/** Bumped on every successful refresh; a 401 to a call sent before it just retries. */
let generation = 0;

function postRefresh(): Promise<boolean> {
  return fetch('/api/auth/refresh', {
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
    const verify = await fetch('/api/auth/login/verify', {
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

/** A request as it was sent (its body is spent by then), and the session it was sent in. */
interface Sent {
  copy: Request;
  generation: number;
}

/**
 * A 401 gets one shared refresh of the session, then exactly one retry of
 * the call: a second 401 is final, whatever it says. When the session cannot
 * be refreshed the user is sent to the login page, unless `redirectOnExpiry`
 * is false (background calls: the user is only marked logged out).
 */
function sessionRefresh(redirectOnExpiry: boolean): Middleware {
  const sent = new WeakMap<Request, Sent>();
  return {
    onRequest({ request, schemaPath }) {
      // A copy, so the retry sends the same body (a form, a file) again.
      if (!NO_REFRESH.has(schemaPath as keyof paths)) {
        sent.set(request, { copy: request.clone(), generation });
      }
    },
    async onResponse({ request, response, schemaPath, options }) {
      if (response.status !== 401) return undefined;
      if (LOGS_OUT_ON_401.has(schemaPath)) markLoggedOut();
      const original = sent.get(request);
      if (!original) return undefined;
      // Another call refreshed the session while this one was under way: just retry.
      if (original.generation === generation) {
        const refresh = refreshSession();
        if (!(await refresh.promise)) {
          if (redirectOnExpiry) sendToLogin(refresh);
          throw await errorFrom(response, true);
        }
      }
      try {
        return await options.fetch(original.copy);
      } catch (cause) {
        throw noAnswer(cause);
      }
    },
  };
}

// --- the clients -------------------------------------------------------------

function createApiClient({ redirectOnExpiry }: { redirectOnExpiry: boolean }) {
  const client = createClient<paths>({
    // Absolute: a Request outside a browser (the tests) has no page to resolve against.
    // A server render (src/first-screen) makes no calls: any origin does there.
    baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    // Looked up per call, not once, so that whatever wraps fetch later (MSW in tests) sees the calls.
    fetch: (request) => globalThis.fetch(request),
  });
  // The answer passes the middleware last to first: the refresh sees a 401 before it becomes an error.
  client.use(errors, locale, sessionRefresh(redirectOnExpiry));
  return client;
}

/** Calls made for the user: when the session has ended they go to the login page. */
export const api = createApiClient({ redirectOnExpiry: true });

/**
 * Calls the user did not ask for (status checks, side panels): an ended
 * session only marks them logged out, the page decides what to show.
 */
export const backgroundApi = createApiClient({ redirectOnExpiry: false });

/**
 * The data of a call. The middleware has already thrown every failure as an
 * ApiError, so the answer here is a success; its data is undefined for a 204.
 */
export async function dataOf<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> {
  const { data } = await call;
  return data as Data;
}

/**
 * A file where the generated types say `string`: openapi-typescript writes a
 * `format: binary` part or body as string, while the browser sends the Blob.
 */
export function binary(file: Blob): string {
  return file as unknown as string;
}

/** Sends a file body as it is (the default would write it as JSON). */
export const asIs = (body: unknown) => body;

/** Sends an object of parts as a multipart form; the browser sets its boundary. */
export function asForm(parts: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts as Record<string, unknown>)) {
    if (value instanceof File) form.append(name, value, value.name);
    else if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}
