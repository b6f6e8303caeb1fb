import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@cv/shared';
import { buildTestApp } from '../../test/app';
import { expectError } from '../../test/http';
import { AppError } from './errors';

/**
 * Every non-2xx carries the error body (status, error, code, message),
 * localized, even when Fastify or Node answers before our routes run.
 */
const { app } = await buildTestApp(
  {},
  {
    beforeReady(app) {
      app.get('/api/probe/busy', async () => {
        // What a plugin does when it sheds load: an error with a 5xx status.
        throw Object.assign(new Error('pool exhausted'), { statusCode: 503 });
      });
      app.get('/api/probe/gateway', async () => {
        throw Object.assign(new Error('upstream said no'), { statusCode: 502 });
      });
      app.get('/api/probe/set-then-throw', async (_request, reply) => {
        reply.code(503);
        throw new Error('not ready');
      });
      app.get('/api/probe/upstream-status', async () => {
        // A client library's error that carries an upstream's status: still our bug, a 500.
        throw Object.assign(new Error('upstream 404'), { status: 404 });
      });
      app.get('/api/probe/domain-busy', async () => {
        throw new AppError(503, 'service_unavailable', { headers: { 'retry-after': '5' } });
      });
    },
  },
);

const LONG_USERNAME = 'a'.repeat(150);

describe("Fastify's router errors", () => {
  it.each([
    ['en', 'This address is too long'],
    ['de', 'Diese Adresse ist zu lang'],
  ])('answers an over-long path parameter with 414 and the error body (%s)', async (lang, text) => {
    const res = await app.inject({
      url: `/api/public/profile/${LONG_USERNAME}`,
      headers: { 'accept-language': lang },
    });
    const body = expectError(res, 414, 'uri_too_long');
    expect(body.message).toBe(text);
    expect(res.body).not.toContain(LONG_USERNAME);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['en', 'This address is not valid'],
    ['de', 'Diese Adresse ist ungültig'],
  ])('answers a malformed percent-encoding with 400 bad_url (%s)', async (lang, text) => {
    const res = await app.inject({
      url: '/api/public/profile/%E0%A4%A<script>',
      headers: { 'accept-language': lang },
    });
    const body = expectError(res, 400, 'bad_url');
    expect(body.message).toBe(text);
    expect(res.body).not.toContain('script');
    expect(res.body).not.toContain('%E0');
  });
});

describe('5xx raised on purpose', () => {
  it.each([
    ['en', 'The service is busy, please try again shortly'],
    ['de', 'Der Dienst ist ausgelastet, bitte versuchen Sie es gleich noch einmal'],
  ])('keeps a plugin’s 503 a 503 (%s)', async (lang, text) => {
    const res = await app.inject({ url: '/api/probe/busy', headers: { 'accept-language': lang } });
    const body = expectError(res, 503, 'service_unavailable');
    expect(body.message).toBe(text);
    expect(res.body).not.toContain('pool exhausted');
  });

  it('keeps a 502 a 502 and hides its detail', async () => {
    const res = await app.inject({ url: '/api/probe/gateway' });
    expectError(res, 502, 'service_unavailable');
    expect(res.body).not.toContain('upstream');
  });

  it('keeps a 503 the route set before it threw', async () => {
    const res = await app.inject({ url: '/api/probe/set-then-throw' });
    expectError(res, 503, 'service_unavailable');
    expect(res.body).not.toContain('not ready');
  });

  it('answers an error carrying an upstream status as a 500', async () => {
    expectError(await app.inject({ url: '/api/probe/upstream-status' }), 500, 'internal');
  });

  it('keeps a domain 503 with its headers', async () => {
    const res = await app.inject({ url: '/api/probe/domain-busy' });
    expectError(res, 503, 'service_unavailable');
    expect(res.headers['retry-after']).toBe('5');
  });
});

/** Errors of Node's HTTP parser happen before inject could see them: a real socket. */
describe("Node's HTTP parser errors", () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.server.close());

  function get(headers: Record<string, string>) {
    return new Promise<{ status: number; body: string; contentType: string | undefined }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/health', headers },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body,
                contentType: res.headers['content-type'],
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
  }

  it.each([
    ['en', 'The request headers are too large'],
    ['de', 'Die Kopfzeilen der Anfrage sind zu groß'],
  ])('answers headers over the limit with 431 and the error body (%s)', async (lang, text) => {
    const res = await get({ 'accept-language': lang, 'x-filler': 'x'.repeat(20 * 1024) });
    expect(res.status).toBe(431);
    expect(res.contentType).toContain('application/json');
    const body = errorBodySchema.parse(JSON.parse(res.body));
    expect(body).toEqual({
      status: 431,
      error: 'Request Header Fields Too Large',
      code: 'headers_too_large',
      message: text,
    });
  });

  /** What the server answers to raw bytes, up to the connection's end. */
  function raw(request: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
  }

  it.each([
    ['en', 'The request is malformed'],
    ['de', 'Die Anfrage ist fehlerhaft'],
  ])(
    'answers an HTTP/1.1 request without Host with 400 and the error body (%s)',
    async (lang, text) => {
      const received = await raw(`GET /api/health HTTP/1.1\r\nAccept-Language: ${lang}\r\n\r\n`);
      expect(received).toMatch(/^HTTP\/1\.1 400 /);
      expect(received).toMatch(/content-type: application\/json/i);
      const body = errorBodySchema.parse(
        JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)),
      );
      expect(body).toEqual({
        status: 400,
        error: 'Bad Request',
        code: 'bad_request',
        message: text,
      });
    },
  );

  it('still answers HTTP/1.0 without Host, which needs none', async () => {
    const received = await raw('GET /api/health HTTP/1.0\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('still answers normal requests on the same server', async () => {
    const res = await get({});
    expect(res.status).toBe(200);
  });
});
