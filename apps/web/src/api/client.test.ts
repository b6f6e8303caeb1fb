import { STORAGE_KEYS, type AccountStatus } from '@cv/shared';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { markLoggedIn } from '../app/session';
import { server } from '../test/server';
import { api, apiUpload, apiUrl, ApiError, configureApiClient } from './client';

type Handler = () => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const unauthorized = () =>
  json(401, { status: 401, error: 'Unauthorized', code: 'unauthorized', message: 'Log in' });

/**
 * A fake server: answers `METHOD path` (query included) from the table, the
 * n-th call with the n-th handler of a list; anything else fails like a lost
 * connection. Every call is recorded as the client made it.
 */
function mockFetch(routes: Record<string, Handler | Handler[]>) {
  const counters = new Map<string, number>();
  server.use(
    http.all('*', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const key = `${request.method} ${pathname}${search}`;
      const route = routes[key];
      if (!route) return HttpResponse.error();
      const n = counters.get(key) ?? 0;
      counters.set(key, n + 1);
      const handler = Array.isArray(route)
        ? (route[Math.min(n, route.length - 1)] as Handler)
        : route;
      return handler();
    }),
  );
  // Only watches: the calls still go through to the handlers above.
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const calls = () =>
    fetchSpy.mock.calls.map(([input, init = {}]) => ({ url: String(input), init }));
  return {
    get calls() {
      return calls();
    },
    count: (key: string) =>
      calls().filter((c) => `${c.init.method ?? 'GET'} ${c.url}` === key).length,
  };
}

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate.mockReset();
  configureApiClient({ navigate });
  window.history.replaceState(null, '', '/ui/account/profile/edit?tab=skills');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('apiUrl', () => {
  it('adds the /api prefix when it is missing', () => {
    expect(apiUrl('/account/status')).toBe('/api/account/status');
    expect(apiUrl('account')).toBe('/api/account');
  });

  it('keeps a single /api prefix', () => {
    expect(apiUrl('/api/account')).toBe('/api/account');
    expect(apiUrl('/api')).toBe('/api');
  });

  it('normalises a doubled /api/api prefix', () => {
    expect(apiUrl('/api/api/profile')).toBe('/api/profile');
    expect(apiUrl('/api/api/api/profile?x=1')).toBe('/api/profile?x=1');
  });

  it('does not mistake paths that merely start with "api" for the prefix', () => {
    expect(apiUrl('/apiary')).toBe('/api/apiary');
  });
});

describe('api requests', () => {
  it('sends Accept-Language with the current locale', async () => {
    const server = mockFetch({ 'GET /api/account': () => json(200, { username: 'ada' }) });
    await i18n.changeLanguage('de');
    await expect(api.get('/account')).resolves.toEqual({ username: 'ada' });
    const headers = server.calls[0]?.init.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('de');
  });

  it('sends same-origin credentials', async () => {
    const server = mockFetch({ 'GET /api/account': () => json(200, {}) });
    await api.get('/account');
    expect(server.calls[0]?.init.credentials).toBe('same-origin');
  });

  it('sets the JSON content type on JSON bodies only', async () => {
    const server = mockFetch({
      'POST /api/profile/skill': () => json(200, { id: '1' }),
      'POST /api/profile': () => new Response(null, { status: 204 }),
    });
    await api.post('/profile/skill', { name: 'TypeScript', type: 'Language', level: 4 });
    const form = new FormData();
    form.append('data', JSON.stringify({ jobTitle: 'Dev' }));
    await api.post('/profile', form);

    const [jsonCall, formCall] = server.calls;
    expect((jsonCall?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(jsonCall?.init.body).toBe('{"name":"TypeScript","type":"Language","level":4}');
    // The browser must set multipart's content type, boundary included.
    expect((formCall?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(formCall?.init.body).toBe(form);
  });

  it('turns a non-2xx answer into an ApiError carrying status and server body', async () => {
    const body = {
      status: 400,
      error: 'Bad Request',
      code: 'validation',
      message: 'Some fields are not valid',
      fieldErrors: { 'workExperiences.0.jobTitle': ['Job title must not be blank'] },
    };
    mockFetch({ 'POST /api/profile/work-experience': () => json(400, body) });
    const error = await api
      .post('/profile/work-experience', { jobTitle: '', company: 'ACME', positionStart: '2024-01' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, code: 'validation', message: body.message });
    expect((error as ApiError).fieldErrors).toEqual(body.fieldErrors);
  });

  it('still raises an ApiError when the error body is not JSON', async () => {
    mockFetch({
      'GET /api/profile': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const error = await api.get('/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: undefined });
  });

  it('raises an ApiError with status 0 when the call cannot be made', async () => {
    server.use(http.all('*', () => HttpResponse.error()));
    const error = await api.get('/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('returns undefined for an empty answer', async () => {
    mockFetch({ 'DELETE /api/profile/skill/1': () => new Response(null, { status: 204 }) });
    await expect(
      api.delete('/profile/skill/{id}', { params: { path: { id: '1' } } }),
    ).resolves.toBeUndefined();
  });

  it('hands over the raw response for downloads that need its headers', async () => {
    mockFetch({
      'GET /api/cv/pdf?design=classic': () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Ada-CV.pdf"' },
        }),
    });
    const response = await api.get('/cv/pdf', {
      params: { query: { design: 'classic' } },
      responseType: 'response',
    });
    expect(response.headers.get('Content-Disposition')).toContain('Ada-CV.pdf');
    expect(await response.text()).toBe('%PDF-1.7');
  });
});

describe('raw uploads', () => {
  it('sends the file as the whole body with its content type, and again after a refresh', async () => {
    const server = mockFetch({
      'POST /api/import/preview?format=linkedin': [unauthorized, () => json(200, { total: 3 })],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    const file = new File(['PK\u0003\u0004'], 'export.zip', { type: 'application/zip' });
    await expect(
      apiUpload('/import/preview?format=linkedin', file, 'application/zip'),
    ).resolves.toEqual({ total: 3 });

    const uploads = server.calls.filter((c) => c.url === '/api/import/preview?format=linkedin');
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect(upload.init.method).toBe('POST');
      expect(upload.init.body).toBe(file);
      const headers = upload.init.headers as Record<string, string>;
      expect(headers['Content-Type']).toBe('application/zip');
      expect(headers.Accept).toBe('application/json');
    }
    expect(server.count('POST /api/auth/refresh')).toBe(1);
  });

  it('turns an error answer into an ApiError with the server body', async () => {
    const body = {
      status: 400,
      error: 'Bad Request',
      code: 'import_unreadable',
      message: 'This file is not a JSON document.',
    };
    mockFetch({ 'POST /api/import/preview': () => json(400, body) });
    const error = await apiUpload('/import/preview', new Blob(['nope']), 'application/json').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'import_unreadable', message: body.message });
  });
});

describe('typed calls', () => {
  it('fills in path parameters, encoded', async () => {
    const server = mockFetch({
      'DELETE /api/account/passkeys/a%2Fb%20c': () => new Response(null, { status: 204 }),
    });
    await api.delete('/account/passkeys/{id}', {
      params: { path: { id: 'a/b c' } },
      responseType: 'none',
    });
    expect(server.count('DELETE /api/account/passkeys/a%2Fb%20c')).toBe(1);
  });

  it('sends the query parameters that have a value', async () => {
    const server = mockFetch({
      'GET /api/cv/preview?design=classic&page=2': () => new Response('<svg/>'),
    });
    const response = await api.get('/cv/preview', {
      params: { query: { design: 'classic', lang: undefined, page: 2 } },
      responseType: 'response',
    });
    expect(await response.text()).toBe('<svg/>');
    expect(server.calls[0]?.url).toBe('/api/cv/preview?design=classic&page=2');
  });

  it('types answers by path and method, and refuses what the API does not have', () => {
    // Checked by the type checker, never sent.
    const unsent = () => {
      expectTypeOf(api.get('/account/status')).resolves.toEqualTypeOf<{
        status: AccountStatus;
      }>();
      expectTypeOf(api.post('/auth/logout')).resolves.toEqualTypeOf<undefined>();
      expectTypeOf(
        api.get('/cv/pdf', { params: { query: { design: 'classic' } }, responseType: 'response' }),
      ).resolves.toEqualTypeOf<Response>();
      // @ts-expect-error: no such path
      void api.get('/acount');
      // @ts-expect-error: the password is missing
      void api.post('/auth/login', { username: 'ada' });
      // @ts-expect-error: the status is only read
      void api.post('/account/status');
      // @ts-expect-error: {id} needs a value
      void api.delete('/account/passkeys/{id}');
      // @ts-expect-error: not a design
      void api.get('/cv/pdf', { params: { query: { design: 'fancy' } } });
    };
    expect(unsent).toBeTypeOf('function');
  });
});

describe('401 handling', () => {
  it('refreshes the session once and retries the call once', async () => {
    const server = mockFetch({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    await expect(api.get('/account')).resolves.toEqual({ username: 'ada' });
    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.count('GET /api/account')).toBe(2);
    const refresh = server.calls.find((c) => c.url === '/api/auth/refresh');
    expect(refresh?.init.credentials).toBe('same-origin');
  });

  it('does not loop when the retried call is 401 again', async () => {
    const server = mockFetch({
      'GET /api/account': unauthorized,
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    await expect(api.get('/account')).rejects.toMatchObject({ status: 401 });
    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.count('GET /api/account')).toBe(2);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = mockFetch({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'GET /api/profile': [unauthorized, () => json(200, { jobTitle: 'Dev' })],
      'GET /api/account/status': [unauthorized, () => json(200, { status: 'VERIFIED' })],
      'POST /api/auth/refresh': async () => {
        await refreshGate;
        return new Response(null, { status: 204 });
      },
    });
    const all = Promise.all([api.get('/account'), api.get('/profile'), api.get('/account/status')]);
    await vi.waitFor(() => expect(server.count('POST /api/auth/refresh')).toBe(1));
    releaseRefresh();
    await expect(all).resolves.toEqual([
      { username: 'ada' },
      { jobTitle: 'Dev' },
      { status: 'VERIFIED' },
    ]);
    expect(server.count('POST /api/auth/refresh')).toBe(1);
  });

  it('retries without a new refresh when another call refreshed meanwhile', async () => {
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const server = mockFetch({
      'GET /api/account': [unauthorized, () => json(200, {})],
      'GET /api/profile': [
        async () => {
          await slowGate;
          return unauthorized();
        },
        () => json(200, {}),
      ],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    const slow = api.get('/profile');
    await api.get('/account');
    releaseSlow();
    await slow;
    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.count('GET /api/profile')).toBe(2);
  });

  it('marks the user logged out and sends them to login with the current page when the refresh fails', async () => {
    markLoggedIn('VERIFIED');
    mockFetch({
      'GET /api/account': unauthorized,
      'POST /api/auth/refresh': unauthorized,
    });
    const error = await api.get('/account').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, sessionExpired: true });
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/ui/account/profile/edit?tab=skills')}`,
    );
  });

  it('redirects once for concurrent calls whose refresh failed', async () => {
    mockFetch({
      'GET /api/account': unauthorized,
      'GET /api/profile': unauthorized,
      'POST /api/auth/refresh': unauthorized,
    });
    await Promise.allSettled([api.get('/account'), api.get('/profile')]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('only marks the user logged out for background calls that opt out of the redirect', async () => {
    markLoggedIn('VERIFIED');
    mockFetch({ 'GET /api/account': unauthorized, 'POST /api/auth/refresh': unauthorized });
    await expect(api.get('/account', { redirectOnExpiry: false })).rejects.toMatchObject({
      sessionExpired: true,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  const credentials = { username: 'ada', password: 'x' };
  it.each([
    ['/auth/login', () => api.post('/auth/login', credentials)],
    [
      '/auth/signup',
      () =>
        api.post('/auth/signup', {
          ...credentials,
          email: 'ada@example.com',
          confirmPassword: 'x',
        }),
    ],
  ])('does not refresh on a 401 from %s and marks the user logged out', async (path, call) => {
    markLoggedIn('VERIFIED');
    const server = mockFetch({ [`POST /api${path}`]: unauthorized });
    await expect(call()).rejects.toMatchObject({
      status: 401,
      sessionExpired: false,
    });
    expect(server.count('POST /api/auth/refresh')).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes for the session check GET /auth/login/verify', async () => {
    const server = mockFetch({
      'GET /api/auth/login/verify': [unauthorized, () => new Response(null, { status: 200 })],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    await api.get('/auth/login/verify');
    expect(server.count('POST /api/auth/refresh')).toBe(1);
  });
});

describe('refresh across tabs', () => {
  /** A Web Locks stand-in: one holder at a time, like the browser's. */
  function stubLocks() {
    let tail = Promise.resolve();
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(callback);
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    return request;
  }

  it('skips its own refresh when another tab already renewed the shared cookies', async () => {
    const request = stubLocks();
    markLoggedIn();
    const server = mockFetch({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'GET /api/auth/login/verify': () => json(200, { username: 'ada' }),
      'POST /api/auth/refresh': () => json(200, {}),
    });
    await expect(api.get('/account')).resolves.toEqual({ username: 'ada' });
    expect(request).toHaveBeenCalledWith('cv-session-refresh', expect.any(Function));
    // The rotated refresh token was not sent a second time.
    expect(server.count('POST /api/auth/refresh')).toBe(0);
  });

  it('refreshes under the lock when the cookies are still expired', async () => {
    stubLocks();
    markLoggedIn();
    const server = mockFetch({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'GET /api/auth/login/verify': unauthorized,
      'POST /api/auth/refresh': () => json(200, {}),
    });
    await expect(api.get('/account')).resolves.toEqual({ username: 'ada' });
    expect(server.count('POST /api/auth/refresh')).toBe(1);
  });
});
