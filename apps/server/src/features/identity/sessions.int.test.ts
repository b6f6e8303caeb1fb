import { describe, expect, it } from 'vitest';
import { activeSessionListSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { buildAccount, cookieHeader, TEST_PASSWORD } from '../../../test/factories';
import { client, expectDocumented, expectError } from '../../../test/http';
import { describeUserAgent } from './user-agent';

const { app } = await buildTestApp();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function loginWith(username: string, userAgent: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res);
}

async function twoDevices() {
  const account = await buildAccount(app, { password: TEST_PASSWORD });
  const laptop = await loginWith(account.username ?? '', FIREFOX_LINUX);
  const phone = await loginWith(account.username ?? '', SAFARI_IPHONE);
  return { account, laptop, phone };
}

describe('describeUserAgent', () => {
  it('names browser, OS and device, and nothing for an unknown agent', () => {
    expect(describeUserAgent(FIREFOX_LINUX)).toEqual({
      browser: 'Firefox 128',
      os: 'Linux',
      device: 'desktop',
    });
    expect(describeUserAgent(SAFARI_IPHONE)).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS 17.5',
      device: 'mobile',
    });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: null });
    expect(describeUserAgent('curl-ish')).toMatchObject({ os: null });
  });
});

describe('GET /api/account/sessions', () => {
  it('lists the live sessions with browser and OS, marking this device', async () => {
    const { phone } = await twoDevices();
    const res = await client(app).get('/api/account/sessions', { cookie: phone });
    expect(res.statusCode, res.body).toBe(200);
    const sessions = activeSessionListSchema.parse(res.json());
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current);
    expect(current).toMatchObject({ browser: 'Safari 17', device: 'mobile' });
    expect(sessions.find((s) => !s.current)).toMatchObject({ browser: 'Firefox 128', os: 'Linux' });
  });

  it("never lists another account's sessions", async () => {
    await twoDevices();
    const { laptop } = await twoDevices();
    const res = await client(app).get('/api/account/sessions', { cookie: laptop });
    expect(res.json()).toHaveLength(2);
  });

  it('answers 401 without a session', async () => {
    expectError(await client(app).get('/api/account/sessions'), 401);
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('logs that device out at once', async () => {
    const { laptop, phone } = await twoDevices();
    const list = activeSessionListSchema.parse(
      (await client(app).get('/api/account/sessions', { cookie: laptop })).json(),
    );
    const phoneSession = list.find((s) => !s.current);
    const res = await client(app).delete(`/api/account/sessions/${phoneSession?.id}`, {
      cookie: laptop,
    });
    expect(res.statusCode, res.body).toBe(204);
    expectError(await client(app).get('/api/account', { cookie: phone }), 401);
    expect((await client(app).get('/api/account', { cookie: laptop })).statusCode).toBe(200);
  });

  it("answers 404 for another account's session and leaves it alone", async () => {
    const { laptop } = await twoDevices();
    const other = await twoDevices();
    const theirs = activeSessionListSchema.parse(
      (await client(app).get('/api/account/sessions', { cookie: other.laptop })).json(),
    );
    const res = await client(app).delete(`/api/account/sessions/${theirs[0]?.id}`, {
      cookie: laptop,
    });
    expectError(res, 404, 'session_not_found');
    expect((await client(app).get('/api/account', { cookie: other.laptop })).statusCode).toBe(200);
    expect((await client(app).get('/api/account', { cookie: other.phone })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { laptop } = await twoDevices();
    expectError(
      await client(app).delete(`/api/account/sessions/${crypto.randomUUID()}`, { cookie: laptop }),
      404,
    );
    expectError(
      await client(app).delete('/api/account/sessions/not-a-uuid', { cookie: laptop }),
      400,
      'validation',
    );
  });

  it('answers 401 without a session', async () => {
    expectError(await client(app).delete(`/api/account/sessions/${crypto.randomUUID()}`), 401);
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it('logs out everywhere else, keeping this device', async () => {
    const { account, laptop, phone } = await twoDevices();
    const tablet = await loginWith(account.username ?? '', SAFARI_IPHONE);
    const res = await client(app).post('/api/account/sessions/revoke-others', undefined, {
      cookie: laptop,
    });
    expect(res.statusCode, res.body).toBe(204);
    expectError(await client(app).get('/api/account', { cookie: phone }), 401);
    expectError(await client(app).get('/api/account', { cookie: tablet }), 401);
    const left = activeSessionListSchema.parse(
      (await client(app).get('/api/account/sessions', { cookie: laptop })).json(),
    );
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it('answers 401 without a session', async () => {
    expectError(await client(app).post('/api/account/sessions/revoke-others'), 401);
  });
});

describe('OpenAPI', () => {
  it('documents the session routes', async () => {
    await expectDocumented(app, [
      'GET /api/account/sessions',
      'DELETE /api/account/sessions/{id}',
      'POST /api/account/sessions/revoke-others',
    ]);
  });
});
