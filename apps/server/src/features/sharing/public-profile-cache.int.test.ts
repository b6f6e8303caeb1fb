import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { publicProfileSchema } from '@cv/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { fixtureWebDist } from '../../../test/app';
import { createTestDatabase } from '../../../test/db';
import { buildVerificationToken, loggedInAccount } from '../../../test/factories';
import { buildProfile } from '../../../test/profile-factories';
import { postProfile } from '../../../test/profile-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two instances of the app on one database, as behind a load balancer. */
async function twoInstances(
  env: Record<string, string>,
): Promise<[FastifyInstance, FastifyInstance]> {
  const database = await createTestDatabase();
  const build = async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'cv-test-')),
      WEB_DIST_DIR: fixtureWebDist,
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    return app;
  };
  const apps: [FastifyInstance, FastifyInstance] = [await build(), await build()];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.dispose();
  });
  return apps;
}

const view = (app: FastifyInstance, username: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/public/profile/${username}`, headers });

async function jobTitleOn(app: FastifyInstance, username: string) {
  return publicProfileSchema.parse((await view(app, username)).json()).jobTitle;
}

/** Polls `read` until it answers `expected`; how long that took (ms), or fails after `within`. */
async function timeUntil(read: () => Promise<unknown>, expected: unknown, within: number) {
  const start = Date.now();
  while ((await read()) !== expected) {
    if (Date.now() - start > within)
      throw new Error(`still not ${String(expected)} after ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - start;
}

async function publicProfile(app: FastifyInstance, jobTitle: string) {
  const { account, cookie } = await loggedInAccount(app);
  const res = await postProfile(app, cookie, { data: { jobTitle, publicAccess: true } });
  expect(res.statusCode, res.body).toBe(201);
  return { username: account.username!, cookie };
}

describe('the public profile cache across instances', () => {
  it('shows a save on one instance on the other within a second, through Redis', async () => {
    // A long lifetime: only the message from the other instance can refresh it.
    const [a, b] = await twoInstances({ REDIS_URL, PUBLIC_PROFILE_CACHE_MS: '600000' });
    const { username, cookie } = await publicProfile(a, 'Analyst');
    expect(await jobTitleOn(b, username)).toBe('Analyst');
    expect(await jobTitleOn(b, username)).toBe('Analyst');

    await postProfile(a, cookie, { data: { jobTitle: 'Engineer', publicAccess: true } });
    expect(await jobTitleOn(a, username)).toBe('Engineer');
    const took = await timeUntil(() => jobTitleOn(b, username), 'Engineer', 1000);
    expect(took).toBeLessThan(1000);

    // The server-rendered page follows the same version.
    await timeUntil(
      async () => (await b.inject({ url: `/ui/profile/${username}` })).body.includes('Engineer'),
      true,
      1000,
    );

    // Going private is a change too: the other instance stops showing the profile.
    await postProfile(a, cookie, { data: { jobTitle: 'Engineer', publicAccess: false } });
    await timeUntil(async () => (await view(b, username)).statusCode, 404, 1000);
  });

  it('shows a profile as soon as its owner verifies by the mailed link, logged in or not', async () => {
    const [a, b] = await twoInstances({ REDIS_URL, PUBLIC_PROFILE_CACHE_MS: '600000' });
    const { account } = await loggedInAccount(a, { status: 'UNVERIFIED' });
    await buildProfile(a, account.id, { jobTitle: 'Analyst', publicAccess: true });
    const username = account.username!;
    // Not verified yet: nothing to see, and that answer is cached on both instances.
    expect((await view(a, username)).statusCode).toBe(404);
    expect((await view(b, username)).statusCode).toBe(404);

    const token = await buildVerificationToken(a, account);
    const verified = await a.inject({
      method: 'POST',
      url: '/api/account/verification',
      payload: { id: account.id, token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await jobTitleOn(a, username)).toBe('Analyst');
    await timeUntil(async () => (await view(b, username)).statusCode, 200, 1000);
  });

  it('without Redis, a short lifetime bounds how long the other instance shows the old version', async () => {
    const [a, b] = await twoInstances({ PUBLIC_PROFILE_CACHE_MS: '500' });
    const { username, cookie } = await publicProfile(a, 'Analyst');
    expect(await jobTitleOn(b, username)).toBe('Analyst');
    await postProfile(a, cookie, { data: { jobTitle: 'Engineer', publicAccess: true } });
    // The instance that saved knows at once.
    expect(await jobTitleOn(a, username)).toBe('Engineer');
    await timeUntil(() => jobTitleOn(b, username), 'Engineer', 1000);
  });

  it('answers an unchanged profile with its ETag, 304 on revalidation, and lets a CDN keep it briefly', async () => {
    const [a] = await twoInstances({ PUBLIC_PROFILE_CACHE_MS: '600000' });
    const { username, cookie } = await publicProfile(a, 'Analyst');
    const first = await view(a, username);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    expect(first.headers.vary).toContain('Accept-Language');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await view(a, username, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another version.
    expect((await view(a, username, { 'accept-language': 'de' })).headers.etag).not.toBe(etag);

    await postProfile(a, cookie, { data: { jobTitle: 'Engineer', publicAccess: true } });
    expect((await view(a, username, { 'if-none-match': etag })).statusCode).toBe(200);

    await postProfile(a, cookie, { data: { jobTitle: 'Engineer', publicAccess: false } });
    const hidden = await view(a, username);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['cache-control']).toBe('no-store');
  });
});
