import { STORAGE_KEYS, type AccountStatus } from '@cv/shared';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { markLoggedIn } from '../app/session';
import { server } from '../test/server';
import {
  api,
  ApiError,
  asForm,
  asIs,
  backgroundApi,
  binary,
  configureApiClient,
  dataOf,
} from './client';

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
 * connection. Every request is kept as the server received it.
 */
function fakeServer(routes: Record<string, Handler | Handler[]>) {
  const received: { key: string; request: Request }[] = [];
  server.use(
    http.all('*', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const key = `${request.method} ${pathname}${search}`;
      received.push({ key, request: request.clone() });
      const route = routes[key];
      if (!route) return HttpResponse.error();
      const n = received.filter((r) => r.key === key).length - 1;
      const handler = Array.isArray(route)
        ? (route[Math.min(n, route.length - 1)] as Handler)
        : route;
      return handler();
    }),
  );
  return {
    requests: (key: string) => received.filter((r) => r.key === key).map((r) => r.request),
    count: (key: string) => received.filter((r) => r.key === key).length,
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

describe('api requests', () => {
  it('sends Accept-Language with the current locale, and accepts JSON', async () => {
    const server = fakeServer({ 'GET /api/account': () => json(200, { username: 'ada' }) });
    await i18n.changeLanguage('de');
    await expect(dataOf(api.GET('/api/account'))).resolves.toEqual({ username: 'ada' });
    const [request] = server.requests('GET /api/account');
    expect(request?.headers.get('Accept-Language')).toBe('de');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('sends same-origin credentials', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    fakeServer({ 'GET /api/account': () => json(200, {}) });
    await api.GET('/api/account');
    expect((spy.mock.calls[0]?.[0] as Request).credentials).toBe('same-origin');
  });

  it('sends JSON bodies as JSON and forms as multipart with the browser’s boundary', async () => {
    const server = fakeServer({
      'POST /api/profile/skill': () => json(200, { id: '1' }),
      'POST /api/profile': () => new Response(null, { status: 204 }),
    });
    await api.POST('/api/profile/skill', {
      body: { name: 'TypeScript', type: 'Language', level: 4 },
    });
    const picture = new File(['jpeg'], 'picture.jpg', { type: 'image/jpeg' });
    await api.POST('/api/profile', {
      body: { data: '{"jobTitle":"Dev"}', profilePicture: binary(picture) },
      bodySerializer: asForm,
    });

    const [jsonCall] = server.requests('POST /api/profile/skill');
    expect(jsonCall?.headers.get('Content-Type')).toBe('application/json');
    expect(await jsonCall?.text()).toBe('{"name":"TypeScript","type":"Language","level":4}');
    const [formCall] = server.requests('POST /api/profile');
    expect(formCall?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formCall?.formData();
    expect(form?.get('data')).toBe('{"jobTitle":"Dev"}');
    expect(form?.has('profilePicture')).toBe(true);
  });

  it('writes a file part of a form under its file name', () => {
    const picture = new File(['jpeg'], 'picture.jpg', { type: 'image/jpeg' });
    const form = asForm({ data: '{}', profilePicture: picture, removed: undefined });
    expect((form.get('profilePicture') as File).name).toBe('picture.jpg');
    expect([...form.keys()]).toEqual(['data', 'profilePicture']);
  });

  it('sends PATCH', async () => {
    const server = fakeServer({ 'PATCH /api/cvs/7': () => json(200, { id: '7', name: 'New' }) });
    await expect(
      dataOf(api.PATCH('/api/cvs/{id}', { params: { path: { id: '7' } }, body: { name: 'New' } })),
    ).resolves.toEqual({ id: '7', name: 'New' });
    expect(await server.requests('PATCH /api/cvs/7')[0]?.json()).toEqual({ name: 'New' });
  });

  it('turns a non-2xx answer into an ApiError carrying status and server body', async () => {
    const body = {
      status: 400,
      error: 'Bad Request',
      code: 'validation',
      message: 'Some fields are not valid',
      fieldErrors: { 'workExperiences.0.jobTitle': ['Job title must not be blank'] },
    };
    fakeServer({ 'POST /api/profile/work-experience': () => json(400, body) });
    const error = await api
      .POST('/api/profile/work-experience', {
        body: { jobTitle: '', company: 'ACME', positionStart: '2024-01' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, code: 'validation', message: body.message });
    expect((error as ApiError).fieldErrors).toEqual(body.fieldErrors);
  });

  it('still raises an ApiError when the error body is not JSON', async () => {
    fakeServer({
      'GET /api/profile': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const error = await api.GET('/api/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: undefined, code: 'unknown' });
  });

  it('raises an ApiError when a 2xx answer is not the JSON it should be', async () => {
    fakeServer({ 'GET /api/profile': () => new Response('<html>Welcome</html>') });
    const error = await api.GET('/api/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: i18n.t('errors.call.extractBody') });
  });

  it('raises an ApiError with status 0 when the call cannot be made', async () => {
    server.use(http.all('*', () => HttpResponse.error()));
    const error = await api.GET('/api/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('leaves an aborted call an AbortError', async () => {
    fakeServer({ 'GET /api/profile': () => new Promise<Response>(() => {}) });
    const controller = new AbortController();
    const call = api.GET('/api/profile', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('resolves with undefined for an empty answer', async () => {
    fakeServer({ 'DELETE /api/profile/skill/1': () => new Response(null, { status: 204 }) });
    await expect(
      dataOf(api.DELETE('/api/profile/skill/{id}', { params: { path: { id: '1' } } })),
    ).resolves.toBeUndefined();
  });

  it('hands over a file with the answer, for downloads that need its headers', async () => {
    fakeServer({
      'GET /api/cv/pdf?design=classic': () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Ada-CV.pdf"' },
        }),
    });
    const { data, response } = await api.GET('/api/cv/pdf', {
      params: { query: { design: 'classic' } },
      parseAs: 'blob',
    });
    expect(response.headers.get('Content-Disposition')).toContain('Ada-CV.pdf');
    expect(await data?.text()).toBe('%PDF-1.7');
  });

  it('fills in path parameters, encoded', async () => {
    const server = fakeServer({
      'DELETE /api/account/passkeys/a%2Fb%20c': () => new Response(null, { status: 204 }),
    });
    await api.DELETE('/api/account/passkeys/{id}', { params: { path: { id: 'a/b c' } } });
    expect(server.count('DELETE /api/account/passkeys/a%2Fb%20c')).toBe(1);
  });

  it('sends the query parameters that have a value', async () => {
    const server = fakeServer({
      'GET /api/cv/preview?design=classic&page=2': () => new Response('<svg/>'),
    });
    const { data } = await api.GET('/api/cv/preview', {
      params: { query: { design: 'classic', lang: undefined, page: 2 } },
      parseAs: 'text',
    });
    expect(data).toBe('<svg/>');
    expect(server.count('GET /api/cv/preview?design=classic&page=2')).toBe(1);
  });

  it('types answers by path and method, and refuses what the API does not have', () => {
    // Checked by the type checker, never sent.
    const unsent = () => {
      expectTypeOf(dataOf(api.GET('/api/account/status'))).resolves.toEqualTypeOf<{
        status: AccountStatus;
      }>();
      expectTypeOf(dataOf(api.POST('/api/auth/logout'))).resolves.toEqualTypeOf<undefined>();
      expectTypeOf(
        dataOf(
          api.GET('/api/cv/pdf', { params: { query: { design: 'classic' } }, parseAs: 'blob' }),
        ),
      ).resolves.toEqualTypeOf<Blob>();
      // @ts-expect-error: no such path
      void api.GET('/api/acount');
      // @ts-expect-error: the password is missing
      void api.POST('/api/auth/login', { body: { username: 'ada' } });
      // @ts-expect-error: the status is only read
      void api.POST('/api/account/status');
      // @ts-expect-error: {id} needs a value
      void api.DELETE('/api/account/passkeys/{id}');
      // @ts-expect-error: not a design
      void api.GET('/api/cv/pdf', { params: { query: { design: 'fancy' } } });
    };
    expect(unsent).toBeTypeOf('function');
  });
});

describe('raw uploads', () => {
  it('sends the file as the whole body with its content type, and again after a refresh', async () => {
    const server = fakeServer({
      'POST /api/import/preview?format=linkedin': [unauthorized, () => json(200, { total: 3 })],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    // A Blob of Node's fetch (jsdom's File is not one it can read); the browser sends any.
    const file = await new Response('PK\u0003\u0004').blob();
    await expect(
      dataOf(
        api.POST('/api/import/preview', {
          params: { query: { format: 'linkedin' } },
          body: binary(file),
          bodySerializer: asIs,
          headers: { 'Content-Type': 'application/zip' },
        }),
      ),
    ).resolves.toEqual({ total: 3 });

    const uploads = server.requests('POST /api/import/preview?format=linkedin');
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect(upload.headers.get('Content-Type')).toBe('application/zip');
      expect(upload.headers.get('Accept')).toBe('application/json');
      expect(await upload.text()).toBe('PK\u0003\u0004');
    }
    expect(server.count('POST /api/auth/refresh')).toBe(1);
  });
});

describe('401 handling', () => {
  it('refreshes the session once and retries the call once', async () => {
    const server = fakeServer({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    await expect(dataOf(api.GET('/api/account'))).resolves.toEqual({ username: 'ada' });
    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.count('GET /api/account')).toBe(2);
  });

  it('retries with the same body', async () => {
    const server = fakeServer({
      'POST /api/profile/skill': [unauthorized, () => json(200, { id: '1' })],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    const body = { name: 'TypeScript', type: 'Language', level: 4 };
    await expect(dataOf(api.POST('/api/profile/skill', { body }))).resolves.toEqual({ id: '1' });
    const sent = await Promise.all(server.requests('POST /api/profile/skill').map((r) => r.json()));
    expect(sent).toEqual([body, body]);
  });

  it('does not loop when the retried call is 401 again', async () => {
    const server = fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    await expect(api.GET('/api/account')).rejects.toMatchObject({
      status: 401,
      sessionExpired: false,
    });
    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.count('GET /api/account')).toBe(2);
  });

  it('raises a network ApiError when the retry gets no answer', async () => {
    const server = fakeServer({
      'GET /api/account': [unauthorized, () => HttpResponse.error()],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    await expect(api.GET('/api/account')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(server.count('GET /api/account')).toBe(2);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = fakeServer({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'GET /api/profile': [unauthorized, () => json(200, { jobTitle: 'Dev' })],
      'GET /api/account/status': [unauthorized, () => json(200, { status: 'VERIFIED' })],
      'POST /api/auth/refresh': async () => {
        await refreshGate;
        return new Response(null, { status: 204 });
      },
    });
    const all = Promise.all([
      dataOf(api.GET('/api/account')),
      dataOf(api.GET('/api/profile')),
      dataOf(api.GET('/api/account/status')),
    ]);
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
    const server = fakeServer({
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
    const slow = api.GET('/api/profile');
    await api.GET('/api/account');
    releaseSlow();
    await slow;
    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.count('GET /api/profile')).toBe(2);
  });

  it('marks the user logged out and sends them to login with the current page when the refresh fails', async () => {
    markLoggedIn('VERIFIED');
    fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/auth/refresh': unauthorized,
    });
    const error = await api.GET('/api/account').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, sessionExpired: true, code: 'unauthorized' });
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/ui/account/profile/edit?tab=skills')}`,
    );
  });

  it('redirects once for concurrent calls whose refresh failed', async () => {
    fakeServer({
      'GET /api/account': unauthorized,
      'GET /api/profile': unauthorized,
      'POST /api/auth/refresh': unauthorized,
    });
    await Promise.allSettled([api.GET('/api/account'), api.GET('/api/profile')]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('only marks the user logged out for background calls', async () => {
    markLoggedIn('VERIFIED');
    fakeServer({ 'GET /api/account': unauthorized, 'POST /api/auth/refresh': unauthorized });
    await expect(backgroundApi.GET('/api/account')).rejects.toMatchObject({
      sessionExpired: true,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  const credentials = { username: 'ada', password: 'x' };
  it.each([
    ['/api/auth/login', () => api.POST('/api/auth/login', { body: credentials })],
    [
      '/api/auth/signup',
      () =>
        api.POST('/api/auth/signup', {
          body: { ...credentials, email: 'ada@example.com', confirmPassword: 'x' },
        }),
    ],
  ])('does not refresh on a 401 from %s and marks the user logged out', async (path, call) => {
    markLoggedIn('VERIFIED');
    const server = fakeServer({ [`POST ${path}`]: unauthorized });
    await expect(call()).rejects.toMatchObject({ status: 401, sessionExpired: false });
    expect(server.count('POST /api/auth/refresh')).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes for the session check GET /auth/login/verify', async () => {
    const server = fakeServer({
      'GET /api/auth/login/verify': [unauthorized, () => new Response(null, { status: 200 })],
      'POST /api/auth/refresh': () => new Response(null, { status: 204 }),
    });
    await api.GET('/api/auth/login/verify');
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
    const server = fakeServer({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'GET /api/auth/login/verify': () => json(200, { username: 'ada' }),
      'POST /api/auth/refresh': () => json(200, {}),
    });
    await expect(dataOf(api.GET('/api/account'))).resolves.toEqual({ username: 'ada' });
    expect(request).toHaveBeenCalledWith('cv-session-refresh', expect.any(Function));
    // The rotated refresh token was not sent a second time.
    expect(server.count('POST /api/auth/refresh')).toBe(0);
  });

  it('refreshes under the lock when the cookies are still expired', async () => {
    stubLocks();
    markLoggedIn();
    const server = fakeServer({
      'GET /api/account': [unauthorized, () => json(200, { username: 'ada' })],
      'GET /api/auth/login/verify': unauthorized,
      'POST /api/auth/refresh': () => json(200, {}),
    });
    await expect(dataOf(api.GET('/api/account'))).resolves.toEqual({ username: 'ada' });
    expect(server.count('POST /api/auth/refresh')).toBe(1);
  });
});
