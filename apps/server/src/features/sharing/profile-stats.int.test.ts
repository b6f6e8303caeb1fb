import { describe, expect, it } from 'vitest';
import { profileStatsSchema, shareLinkCreatedSchema, shareLinkListSchema } from '@cv/shared';
import { profileViewDays, profileViewVisitors } from '../../db/schema';
import { RATE_LIMITS } from '../../security/rate-limit';
import { rowsOfAccount } from '../../../test/account-rows';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount, testIp } from '../../../test/factories';
import { client } from '../../../test/http';
import { buildProfile } from '../../../test/profile-factories';

const { app } = await buildTestApp();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

interface Visit {
  ip: string;
  userAgent?: string;
  cookie?: string;
}

/** The page's beacon, as navigator.sendBeacon sends it: JSON in a text/plain body. */
function beacon(body: object, visit: Visit) {
  return app.inject({
    method: 'POST',
    url: '/api/public/views',
    remoteAddress: visit.ip,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      ...(visit.userAgent === undefined ? {} : { 'user-agent': visit.userAgent }),
      ...(visit.cookie ? { cookie: visit.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
}

async function owner(profile: Parameters<typeof buildProfile>[2] = {}) {
  const { account, cookie } = await loggedInAccount(app);
  await buildProfile(app, account.id, profile);
  return { account, cookie };
}

async function statsOf(cookie: string) {
  const res = await client(app).get('/api/account/stats', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const stats = profileStatsSchema.parse(res.json());
  const today = stats.days.at(-1)!;
  return { stats, today };
}

describe('counting views', () => {
  it('counts a view per visitor and page once in a visit, each visitor once a day', async () => {
    const { account, cookie } = await owner();
    const key = { kind: 'public', key: account.username };
    const first = { ip: testIp(), userAgent: FIREFOX };
    // Reloads of the page within the visit are one view.
    for (const visit of [first, first, first, { ip: testIp(), userAgent: SAFARI }]) {
      const res = await beacon(key, visit);
      expect(res.statusCode, res.body).toBe(204);
    }
    // The same address with another browser is another visitor.
    await beacon(key, { ip: first.ip, userAgent: SAFARI });

    const { stats, today } = await statsOf(cookie);
    expect(stats.days).toHaveLength(90);
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ publicViews: 3, shareViews: 0, pdfDownloads: 0, visitors: 3 });
    expect(stats.days.slice(0, -1).every((day) => day.publicViews === 0)).toBe(true);
  });

  it('answers every beacon with 204 and counts one address only so often, whatever browser it claims', async () => {
    const { account, cookie } = await owner();
    const key = { kind: 'public', key: account.username };
    const ip = testIp();
    const { max } = RATE_LIMITS.views.pair;
    const statuses = new Set<number>();
    for (let i = 0; i < max + 10; i++) {
      const res = await beacon(key, { ip, userAgent: `${FIREFOX} Build/${i}` });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([204]);
    expect((await statsOf(cookie)).today).toMatchObject({ publicViews: max, visitors: max });
    // Another address still counts.
    await beacon(key, { ip: testIp(), userAgent: FIREFOX });
    expect((await statsOf(cookie)).today.publicViews).toBe(max + 1);
  });

  it('does not count an address that sends more beacons than any reader would, and says nothing', async () => {
    const { account, cookie } = await owner();
    const ip = testIp();
    for (let i = 0; i < RATE_LIMITS.views.ip.max; i++) {
      const res = await beacon({ kind: 'public', key: `nobody-${i}` }, { ip, userAgent: FIREFOX });
      expect(res.statusCode).toBe(204);
    }
    const key = { kind: 'public', key: account.username };
    const limited = await beacon(key, { ip, userAgent: FIREFOX });
    expect(limited.statusCode, limited.body).toBe(204);
    expect(limited.headers['retry-after']).toBeUndefined();
    await beacon(key, { ip: testIp(), userAgent: FIREFOX });
    expect((await statsOf(cookie)).today).toMatchObject({ publicViews: 1, visitors: 1 });
  });

  it('leaves out known bots, link unfurlers, requests without a browser and the owner', async () => {
    const { account, cookie } = await owner();
    const key = { kind: 'public', key: account.username };
    for (const userAgent of [GOOGLEBOT, SLACK, '', undefined]) {
      expect((await beacon(key, { ip: testIp(), userAgent })).statusCode).toBe(204);
    }
    // The owner looking at their own page, logged in.
    expect((await beacon(key, { ip: testIp(), userAgent: FIREFOX, cookie })).statusCode).toBe(204);

    const { today } = await statsOf(cookie);
    expect(today.publicViews).toBe(0);
    expect(today.visitors).toBe(0);
  });

  it('counts nothing for a private profile, an unknown name or a made-up share link', async () => {
    const { account, cookie } = await owner({ publicAccess: false });
    const visit = { ip: testIp(), userAgent: FIREFOX };
    for (const body of [
      { kind: 'public', key: account.username },
      { kind: 'public', key: 'nobody-has-this-name' },
      { kind: 'share', key: '00000000-0000-4000-8000-000000000000' },
      { kind: 'share', key: 'not-a-uuid' },
    ]) {
      expect((await beacon(body, visit)).statusCode).toBe(204);
    }
    expect((await statsOf(cookie)).today.publicViews).toBe(0);
    expect(await rowsOfAccount(app, profileViewDays, account.id)).toEqual([]);
  });

  it('counts share link views per link, and visitor PDF downloads', async () => {
    const { cookie } = await owner({ publicAccess: false });
    const created = await client(app).post(
      '/api/account/share-links',
      { label: 'ACME' },
      { cookie },
    );
    const link = shareLinkCreatedSchema.parse(created.json());
    const visit = { ip: testIp(), userAgent: SAFARI };
    await beacon({ kind: 'share', key: link.id }, visit);
    await beacon({ kind: 'share', key: link.id }, visit);
    const token = link.url.slice(link.url.lastIndexOf('/') + 1);
    const pdf = await app.inject({
      url: `/api/public/share/${token}/pdf`,
      remoteAddress: visit.ip,
      headers: { 'user-agent': visit.userAgent },
    });
    expect(pdf.statusCode).toBe(200);

    const { stats, today } = await statsOf(cookie);
    // One view of the link (the second beacon is the same visit), and the PDF from the same
    // visitor: two sources, one visitor.
    expect(today).toMatchObject({ publicViews: 0, shareViews: 1, pdfDownloads: 1, visitors: 1 });
    expect(stats.shareLinks).toEqual([{ id: link.id, label: 'ACME', views: 1 }]);

    const list = await client(app).get('/api/account/share-links', { cookie });
    const [listed] = shareLinkListSchema.parse(list.json());
    expect(listed).toMatchObject({ views: 1, lastViewedAt: today.day });
  });

  it('stores neither the address nor the browser of a visitor', async () => {
    const { account } = await owner();
    const ip = testIp();
    await beacon({ kind: 'public', key: account.username }, { ip, userAgent: FIREFOX });
    const rows = await rowsOfAccount(app, profileViewVisitors, account.id);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain('Firefox');
    expect(rows[0]?.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a malformed beacon with 400 and the statistics without a login with 401', async () => {
    const visit = { ip: testIp(), userAgent: FIREFOX };
    expect((await beacon({ kind: 'elsewhere', key: 'x' }, visit)).statusCode).toBe(400);
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/public/views',
      remoteAddress: visit.ip,
      headers: { 'content-type': 'text/plain', 'user-agent': FIREFOX },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect((await client(app).get('/api/account/stats')).statusCode).toBe(401);
  });
});
