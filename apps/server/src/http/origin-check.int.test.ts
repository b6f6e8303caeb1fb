import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { expectError } from '../../test/http';
import { accountWithProfile } from '../../test/profile-helpers';

/**
 * State-changing requests are refused unless they come from the configured
 * public origin (PUBLIC_URL), whatever path spelling or Host they use.
 */
const { app } = await buildTestApp({ PUBLIC_URL: 'https://cv.example.org' });

const skill = { name: 'Typst', type: 'Tools', level: 4 };

async function postSkill(url: string, headers: Record<string, string>) {
  const { cookie } = await accountWithProfile(app);
  return app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload: skill });
}

describe('origin check', () => {
  it.each([
    '/%61pi/profile/skill',
    '/%41PI/profile/skill',
    '/api/%70rofile/skill',
    '//api/profile/skill',
    '/api/profile/skill',
  ])('refuses POST %s from a foreign Origin with 403', async (url) => {
    const res = await postSkill(url, { origin: 'https://evil.example' });
    expectError(res, 403, 'forbidden');
  });

  it('refuses an Origin that merely equals the request’s own Host', async () => {
    const res = await postSkill('/api/profile/skill', {
      host: 'evil.example',
      origin: 'http://evil.example',
    });
    expectError(res, 403, 'forbidden');
  });

  it.each(['null', 'https://cv.example.org.evil.example', 'http://cv.example.org'])(
    'refuses the look-alike Origin %s',
    async (origin) => {
      expectError(await postSkill('/api/profile/skill', { origin }), 403, 'forbidden');
    },
  );

  it('refuses a browser’s cross-site request that carries no Origin', async () => {
    const res = await postSkill('/api/profile/skill', { 'sec-fetch-site': 'cross-site' });
    expectError(res, 403, 'forbidden');
  });

  it('answers in German', async () => {
    const res = await postSkill('/api/profile/skill', {
      origin: 'https://evil.example',
      'accept-language': 'de',
    });
    expect(expectError(res, 403, 'forbidden').message).toBe('Das ist Ihnen nicht erlaubt');
  });

  it('accepts the configured public origin', async () => {
    const res = await postSkill('/api/profile/skill', { origin: 'https://cv.example.org' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts a request without Origin (curl, server to server)', async () => {
    const res = await postSkill('/api/profile/skill', {});
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lets reads from anywhere through', async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
