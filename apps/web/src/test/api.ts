import type { ErrorBody, ErrorCode } from '@cv/shared';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { server } from './server';

/** One request the app sent, as the fake server saw it. */
export interface StubCall {
  method: string;
  /** Without the query. */
  path: string;
  /** Parsed JSON, the FormData of a multipart body, or undefined. */
  body: unknown;
}

export interface StubAnswer {
  status: number;
  /** JSON; none means an empty body. */
  body?: unknown;
}

/**
 * A fixed answer, or one made per call; a function may build any Response
 * (headers, SVG, PDF) and look at the whole request (its query).
 */
export type Answer = StubAnswer | ((call: StubCall, request: Request) => StubAnswer | Response);

/** A route table: 'METHOD /api/path' (query ignored) to its answer. */
export type Routes = Record<string, Answer>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The server's error body. */
export function errorBody(
  status: number,
  code: ErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ErrorBody {
  const error = STATUS_TEXT[status] ?? 'Error';
  return { status, error, code, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** The server refusing a call: the status with its error body. */
export function refusal(
  status: number,
  code: ErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
): StubAnswer {
  return { status, body: errorBody(status, code, message, fieldErrors) };
}

/** The server refusing one field, the field's message standing for the whole error too. */
export function fieldRefusal(
  status: number,
  code: ErrorCode,
  field: string,
  message: string,
): StubAnswer {
  return refusal(status, code, message, { [field]: [message] });
}

/** An answer as a response: JSON when it has a body. */
function respond(answer: StubAnswer | Response): Response {
  if (answer instanceof Response) return answer;
  const { status, body } = answer;
  return body === undefined
    ? new HttpResponse(null, { status })
    : HttpResponse.json(body as JsonBodyType, { status });
}

/** What the server answers for a path it does not have. */
export const NOT_FOUND: StubAnswer = {
  status: 404,
  body: errorBody(404, 'not_found', 'Not found'),
};

/** The request as the tests look at it: method, path and decoded body. */
export async function recordCall(request: Request): Promise<StubCall> {
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.includes('application/json')) body = await request.clone().json();
  else if (type.includes('multipart/form-data')) body = await request.clone().formData();
  return { method: request.method, path: new URL(request.url).pathname, body };
}

/**
 * One handler for everything under /api: `answer` decides for each recorded
 * call. Installed last, it wins over what was installed before.
 */
export function apiHandler(
  calls: StubCall[],
  answer: (call: StubCall, request: Request) => StubAnswer | Response,
): HttpHandler {
  return http.all('/api/*', async ({ request }) => {
    const call = await recordCall(request);
    calls.push(call);
    return respond(answer(call, request));
  });
}

/**
 * Answers the API from a route table; any other call gets the server's 404.
 * Returns the calls, in order. A later `stubApi` in the same test replaces
 * the table.
 */
export function stubApi(routes: Routes): StubCall[] {
  const calls: StubCall[] = [];
  server.use(
    apiHandler(calls, (call, request) => {
      const route = routes[`${call.method} ${call.path}`];
      if (!route) return NOT_FOUND;
      return typeof route === 'function' ? route(call, request) : route;
    }),
  );
  return calls;
}
