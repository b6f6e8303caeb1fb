import { describe, expect, it } from 'vitest';
import { profileStatsSchema } from '@cv/shared';
import { RATE_LIMITS } from '../src/security/rate-limit';
import { buildTestApp } from './app';
import { buildAccount, loggedInAccount, TEST_PASSWORD, testIp } from './factories';
import { client } from './http';
import { buildProfile } from './profile-factories';

/**
 * Behind a proxy the client address is the one the last trusted proxy saw:
 * HAProxy's `option forwardfor` appends it to whatever X-Forwarded-For the
 * client sent, so only the right end of the header is the proxy's word.
 */
const PROXY = '127.0.0.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Answers the address the app took for the request. */
const ipProbe = {
  beforeReady(app: Awaited<ReturnType<typeof buildTestApp>>['app']) {
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
  },
};

const { app } = await buildTestApp({ TRUST_PROXY: '1' }, ipProbe);
const { app: listApp } = await buildTestApp({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, ipProbe);

/** A request as the proxy passes it on: `forwarded` is the whole X-Forwarded-For it sends. */
function throughProxy(
  target: typeof app,
  forwarded: string | undefined,
  request: { method?: 'GET' | 'POST'; url: string; payload?: object; headers?: object },
  from = PROXY,
) {
  return target.inject({
    method: request.method ?? 'GET',
    url: request.url,
    remoteAddress: from,
    headers: { ...request.headers, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

async function ipSeen(target: typeof app, forwarded: string | undefined, from = PROXY) {
  const res = await throughProxy(target, forwarded, { url: '/test/ip' }, from);
  return (res.json() as { ip: string }).ip;
}

describe('TRUST_PROXY=1: one proxy in front', () => {
  it('takes the address the proxy appended, not what the client wrote before it', async () => {
    expect(await ipSeen(app, '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(app, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(app, '1.1.1.1, 6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // Without the header: the connection's address.
    expect(await ipSeen(app, undefined)).toBe(PROXY);
  });

  it('lets no stranger lock the owner out by claiming the owner address', async () => {
    const owner = await buildAccount(app, { password: TEST_PASSWORD });
    const ownerIp = testIp();
    const strangerIp = testIp();
    const login = (forwarded: string, password: string) =>
      throughProxy(app, forwarded, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: owner.username, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.login.pair.max + 2; i++) {
      // The owner's address, then a new made-up one each time: the stranger's own address counts.
      const claimed = i % 2 ? ownerIp : testIp();
      statuses.push((await login(`${claimed}, ${strangerIp}`, 'Wrong-pass1')).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMITS.login.pair.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(RATE_LIMITS.login.pair.max)).toEqual([429, 429]);

    const res = await login(ownerIp, TEST_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('counts one view however many addresses a visitor makes up', async () => {
    const { account, cookie } = await loggedInAccount(app);
    await buildProfile(app, account.id);
    const visitor = testIp();
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const res = await throughProxy(app, `${testIp()}, ${visitor}`, {
        method: 'POST',
        url: '/api/public/views',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': FIREFOX },
        payload: { kind: 'public', key: account.username },
      });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([204]);
    const stats = profileStatsSchema.parse(
      (await client(app).get('/api/account/stats', { cookie })).json(),
    );
    expect(stats.days.at(-1)).toMatchObject({ publicViews: 1, visitors: 1 });
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  it('skips every listed proxy from the right and takes the first address before them', async () => {
    expect(await ipSeen(listApp, '6.6.6.6, 198.51.100.4, 10.1.2.3')).toBe('198.51.100.4');
    expect(await ipSeen(listApp, '198.51.100.4')).toBe('198.51.100.4');
  });

  it('believes no header from an address that is not listed', async () => {
    expect(await ipSeen(listApp, '198.51.100.4', '203.0.113.9')).toBe('203.0.113.9');
  });
});
