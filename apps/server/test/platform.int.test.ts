import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createDatabase, pgPool } from '../src/db/client';
import { buildTestApp } from './app';
import { createTestDatabase, type TestDatabase } from './db';
import { expectError, expectFieldErrors } from './http';

const probeBody = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
});

const { app } = await buildTestApp(
  {},
  {
    beforeReady(app) {
      // Probes of the generic HTTP contract; real routes are tested per feature.
      app.post('/api/probe', { schema: { body: probeBody } }, async (request) => request.body);
      app.get('/api/probe/bug', async () => {
        throw new Error('secret internal detail');
      });
    },
  },
);

/** `POST /api/probe` with the given headers and payload (raw text or an object as JSON). */
const postProbe = (headers: Record<string, string>, payload: string | object) =>
  app.inject({ method: 'POST', url: '/api/probe', headers, payload });

describe('web app serving', () => {
  it('redirects / to /ui', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ui');
  });

  it.each(['/ui', '/ui/', '/ui/account/profile/edit', '/ui/no/such/page?x=1'])(
    'serves the SPA index for %s, uncached',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.inject({ url: '/ui/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await app.inject({ url: '/ui/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('sends browsers on other paths to the SPA, which shows its not-found page', async () => {
    const res = await app.inject({ url: '/elsewhere', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ui/elsewhere');
  });

  it('sets security headers with a CSP the SPA satisfies', async () => {
    const res = await app.inject({ url: '/ui' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API contract', () => {
  it('GET /api/health answers ok', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready answers ok when the database answers', async () => {
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('gives every response a request id', async () => {
    const a = await app.inject({ url: '/api/health' });
    const b = await app.inject({ url: '/api/nope' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it.each([
    ['en', 'There is nothing at this address'],
    ['de-DE,de;q=0.9,en;q=0.5', 'Unter dieser Adresse gibt es nichts'],
  ])('answers an unknown /api path with a 404 body (%s)', async (lang, message) => {
    const res = await app.inject({
      url: '/api/does-not-exist',
      headers: { 'accept-language': lang },
    });
    expect(expectError(res, 404, 'route_not_found').message).toBe(message);
  });

  it.each([
    {
      refused: 'malformed JSON',
      contentType: 'application/json',
      body: '{"name": "x",',
      status: 400,
      code: 'malformed_json',
      messages: {
        en: 'The request body is not valid JSON',
        de: 'Der Inhalt der Anfrage ist kein gültiges JSON',
      },
    },
    {
      refused: 'an unsupported content type',
      contentType: 'application/xml',
      body: '<name/>',
      status: 415,
      code: 'unsupported_media_type',
      messages: {
        en: 'This content type is not supported',
        de: 'Dieser Inhaltstyp wird nicht unterstützt',
      },
    },
    {
      refused: 'a body over the limit',
      contentType: 'application/json',
      body: JSON.stringify({ name: 'x'.repeat(300 * 1024), email: 'a@b.de' }),
      status: 413,
      code: 'payload_too_large',
      messages: { en: 'The request is too large', de: 'Die Anfrage ist zu groß' },
    },
  ])(
    'answers $refused with $status, in English and German',
    async ({ contentType, body, status, code, messages }) => {
      for (const [lang, message] of Object.entries(messages)) {
        const res = await postProbe({ 'content-type': contentType, 'accept-language': lang }, body);
        expect(expectError(res, status, code).message, lang).toBe(message);
      }
    },
  );

  it.each([
    ['en', 'Name must not be blank', 'E-Mail is not valid'],
    ['de', 'Name darf nicht leer sein', 'E-Mail ist ungültig'],
  ])('answers schema violations with localized field errors (%s)', async (lang, blank, email) => {
    const res = await postProbe({ 'accept-language': lang }, { name: '  ', email: 'nope' });
    expectFieldErrors(res, { name: [blank], email: [email] });
  });

  it('answers wrong types with 400, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe', payload: [1, 2, 3] });
    expectError(res, 400, 'validation');
  });

  it('hides the details of a bug behind a generic 500', async () => {
    const res = await app.inject({ url: '/api/probe/bug' });
    const body = expectError(res, 500, 'internal');
    expect(res.body).not.toContain('secret internal detail');
    expect(body.message).toBe('An unexpected error occurred');
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const foreign = await postProbe(
      { origin: 'https://evil.example' },
      { name: 'a', email: 'a@b.de' },
    );
    expectError(foreign, 403, 'forbidden');
    const own = await postProbe(
      { origin: 'http://localhost:8080' },
      { name: 'a', email: 'a@b.de' },
    );
    expect(own.statusCode).toBe(200);
  });

  it('publishes an OpenAPI document and a browsable reference', async () => {
    const doc = await app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/health/ready');
    const ui = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database is unreachable', async () => {
    let unreachable: TestDatabase;
    if (inject('dbKind') === 'pglite') {
      // A closed embedded database: every query fails.
      unreachable = await createTestDatabase();
      await unreachable.close();
    } else {
      // Nothing listens on port 1: every connection attempt is refused.
      const handle = createDatabase({
        kind: 'postgres',
        pool: pgPool('postgres://postgres@127.0.0.1:1/none'),
      });
      unreachable = { ...handle, dispose: () => handle.close() };
    }
    // Signing keys from the environment: the app need not read them from the database.
    const key = 'k'.repeat(32);
    const { app: down } = await buildTestApp(
      { JWT_SECRET: key, COOKIE_SECRET: key },
      { database: unreachable },
    );
    const res = await down.inject({
      url: '/api/health/ready',
      headers: { 'accept-language': 'de' },
    });
    expect(expectError(res, 503, 'service_unavailable').message).toContain('vorübergehend');
    const live = await down.inject({ url: '/api/health' });
    expect(live.statusCode).toBe(200);
  });
});
