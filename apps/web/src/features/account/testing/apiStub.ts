import type { Account, ErrorBody } from '@cv/shared';
import { vi } from 'vitest';

/** One recorded call to the stubbed API. */
export interface StubCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer =
  { status: number; body?: unknown } | ((call: StubCall) => { status: number; body?: unknown });

/**
 * Stubs fetch with answers per 'METHOD /api/path' (the query is ignored).
 * Anything else answers 404 with the DESIGN.md error body. Returns the calls.
 */
export function stubApi(routes: Record<string, Answer>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: StubCall = {
        method,
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? route(call) : route;
      if (!answer) return json(404, errorBody(404, 'not_found', 'Not found'));
      if (answer.body === undefined) return new Response(null, { status: answer.status });
      return json(answer.status, answer.body);
    }),
  );
  return calls;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorBody(
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ErrorBody {
  const error =
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      404: 'Not Found',
      409: 'Conflict',
      429: 'Too Many Requests',
    }[status] ?? 'Error';
  return { status, error, code, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

export function buildAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '3f9a6c1e-2b7d-4c5e-9a8f-1d2e3f4a5b6c',
    username: 'ada',
    email: 'ada@example.com',
    status: 'VERIFIED',
    phone: '+44 20 7946 0958',
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1985-12-10',
    street: 'St James Square',
    houseNumber: '12',
    postcode: 'SW1Y 4JH',
    city: 'London',
    country: 'GB',
    hasPassword: true,
    createdAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}
