import { describe, expect, it } from 'vitest';
import { LIMITS } from '@cv/shared';
import { buildTestApp } from '../../../../test/app';

/**
 * A page address whatever its length: one that can name no profile or link
 * gets the very not-found page an unknown name or token gets, never an API
 * error and never the app shell.
 */
const { app } = await buildTestApp();

const page = (url: string, lang = 'en') =>
  app.inject({ url, headers: { accept: 'text/html', 'accept-language': lang } });

const LENGTHS = [LIMITS.usernameMax + 1, 64, 65, 100, 101, 500, 5000];

describe('GET /ui/profile/{username} with a name no account can have', () => {
  it.each(LENGTHS)('answers %i characters like an unknown user', async (length) => {
    for (const lang of ['en', 'de']) {
      const unknown = await page('/ui/profile/nobody-here', lang);
      const res = await page(`/ui/profile/${'a'.repeat(length)}`, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toBe(unknown.body);
    }
  });
});

describe('GET /ui/s/{token} with a token of any length', () => {
  it.each([43, 101, 500, 5000])('answers %i characters like a wrong token', async (length) => {
    const wrong = await page('/ui/s/wrong-token', 'de');
    const res = await page(`/ui/s/${'t'.repeat(length)}`, 'de');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
    for (const header of ['content-type', 'cache-control', 'x-robots-tag', 'referrer-policy']) {
      expect(res.headers[header], header).toBe(wrong.headers[header]);
    }
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toBe(wrong.body);
  });
});

describe('the app’s own pages beside them', () => {
  it.each(['/ui/profile', '/ui/profile/', '/ui/s', '/ui/s/'])(
    'leaves %s to the app shell',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('noindex');
    },
  );
});
