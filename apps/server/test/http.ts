import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorBodySchema, type ErrorBody } from '@cv/shared';
import { cookieHeader, TEST_PASSWORD, testIp } from './factories';

export interface RequestOptions {
  body?: unknown;
  cookie?: string;
  /** Accept-Language. */
  lang?: string;
  /** The client address; each client gets its own by default (rate limits count per IP). */
  ip?: string;
}

/**
 * A client of the app through `app.inject` with one address, so that rate
 * limits of one test do not spill into the next.
 */
export function client(app: FastifyInstance, ip = testIp()) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, options: RequestOptions = {}) =>
    app.inject({
      method,
      url,
      remoteAddress: options.ip ?? ip,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  return {
    ip,
    get: (url: string, options?: RequestOptions) => send('GET', url, options),
    post: (url: string, body?: unknown, options: RequestOptions = {}) =>
      send('POST', url, { ...options, body }),
    delete: (url: string, options?: RequestOptions) => send('DELETE', url, options),
  };
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call(cookie, method, url, payload, headers)`: a request under /api as a
 * logged-in owner (or nobody, with a null cookie), with `defaults` among its
 * headers (English unless told). A string payload goes as raw JSON text
 * (malformed bodies).
 */
export function apiCall(
  app: FastifyInstance,
  defaults: Record<string, string> = { 'accept-language': 'en' },
) {
  return (
    cookie: string | null,
    method: ApiMethod,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...defaults,
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as string | object } : {}),
    });
}

/** What the error checks read of an answer: `app.inject`'s, or one fetched over real HTTP. */
type AnswerText = Pick<LightMyRequestResponse, 'statusCode' | 'body'>;

/** Asserts the status and the standard error body (and its code, when given); returns the body. */
export function expectError(res: AnswerText, status: number, code?: string): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBodySchema.parse(JSON.parse(res.body));
  expect(body.status).toBe(status);
  if (code) expect(body.code).toBe(code);
  return body;
}

/**
 * Asserts a 400 `validation` error whose field errors are exactly `fieldErrors`
 * (`label` names the case in a failure); returns the body.
 */
export function expectFieldErrors(
  res: AnswerText,
  fieldErrors: ErrorBody['fieldErrors'],
  label?: string,
): ErrorBody {
  const body = expectError(res, 400, 'validation');
  expect(body.fieldErrors, label).toEqual(fieldErrors);
  return body;
}

/** Asserts the status of a successful answer, and returns its body as `schema` reads it. */
export function expectAnswer<T>(
  res: LightMyRequestResponse,
  status: number,
  schema: { parse(body: unknown): T },
): T {
  expect(res.statusCode, res.body).toBe(status);
  return schema.parse(res.json());
}

/** Logs in through the API: a real session with refresh token, as a browser has it. */
export async function logIn(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  const res = await client(app).post('/api/auth/login', { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return { res, cookie: cookieHeader(res) };
}

/** An operation of the OpenAPI document, as the tests read it. */
interface DocumentedOperation {
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

/** The paths of the app's OpenAPI document: each path's operations by method. */
export async function documentedPaths(
  app: FastifyInstance,
): Promise<Record<string, Record<string, DocumentedOperation>>> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  return doc.paths;
}

/** Asserts that the OpenAPI document describes each operation, written `METHOD /path`. */
export async function expectDocumented(app: FastifyInstance, operations: string[]) {
  const paths = await documentedPaths(app);
  for (const operation of operations) {
    const [method = '', path = ''] = operation.split(' ');
    expect(paths[path]?.[method.toLowerCase()], operation).toBeDefined();
  }
}
