import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_LIMITS, importPreviewSchema, profileSchema, type Translate } from '@cv/shared';
import { AppError } from '../../http/errors';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { zipOf } from '../../../test/fixtures/import/zip';
import { expectError } from '../../../test/http';
import { accountWithProfile } from '../../../test/profile-helpers';
import { ImportReaderPool } from './import-reader-pool';
import { createImportService } from './import.service';
import { createProfileReader } from '../profile/profile-reader';

/**
 * Hostile imports: files small on the wire that ask for a lot of work. Each is
 * cut or refused before the work is done, is read off the event loop, and one
 * account runs one import at a time. A probe tells when an import request
 * reaches its handler, so that another request is sent while it is in flight.
 */

const importStarted = new EventEmitter();
const { app } = await buildTestApp(
  {},
  {
    beforeReady: (instance) =>
      instance.addHook('preHandler', async (request) => {
        if (request.url.startsWith('/api/import')) importStarted.emit('started', request.url);
      }),
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const emptySkills = (count: number) => json({ skills: Array.from({ length: count }, () => ({})) });

interface Timed {
  statusCode: number;
  body: string;
  ms: number;
  /** When it finished, for ordering. */
  doneAt: number;
}

async function send(
  path: string,
  init: { cookie?: string; body?: Buffer; type?: string; lang?: string } = {},
): Promise<Timed> {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body ? { 'content-type': init.type ?? 'application/json' } : {}),
      'accept-language': init.lang ?? 'en',
    },
    ...(init.body ? { body: init.body } : {}),
  });
  const body = await res.text();
  const doneAt = performance.now();
  return { statusCode: res.status, body, ms: Math.round(doneAt - start), doneAt };
}

/** The RSS of this process (server and test) in MB, sampled until stopped. */
function rssSampler() {
  const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
  const before = mb();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, mb())), 10);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, mb());
      return { before, peak, growth: peak - before };
    },
  };
}

/**
 * Sends the hostile import and, from the moment it reached its handler until
 * it is answered, a visitor's requests for a public profile one after the
 * other; answers the import, the first visit and the slowest.
 */
async function whileImporting(cookie: string, file: Buffer, type = 'application/json') {
  const owner = await accountWithProfile(app, { publicAccess: true });
  const visitorPath = `/api/public/profile/${owner.account.username}`;
  const quiet: number[] = [];
  for (let i = 0; i < 10; i++) quiet.push((await send(visitorPath)).ms);

  const rss = rssSampler();
  const started = once(importStarted, 'started');
  let answered = false;
  const hostile = send('/api/import/preview', { cookie, body: file, type }).finally(
    () => (answered = true),
  );
  await started;
  const visits: Timed[] = [];
  do visits.push(await send(visitorPath));
  while (!answered);
  const attack = await hostile;
  const memory = rss.stop();
  const visitor = visits[0]!;
  const slowest = Math.max(...visits.map((visit) => visit.ms));
  expect(visits.every((visit) => visit.statusCode === 200)).toBe(true);
  const usual = quiet.sort((a, b) => a - b)[5]!;
  return { attack, visitor, visits: visits.length, slowest, usual, memory };
}

/** The figures of one hostile import, for the record. */
function report(what: string, file: Buffer, run: Awaited<ReturnType<typeof whileImporting>>) {
  const { attack, visits, slowest, usual, memory } = run;
  console.log(
    `${what} (${Math.round(file.length / 1024)} KB): ` +
      `import ${attack.statusCode} in ${attack.ms} ms (${attack.body.length} bytes); ` +
      `${visits} visitor requests meanwhile, slowest ${slowest} ms (${usual} ms without it); ` +
      `RSS ${memory.before} → ${memory.peak} MB (+${memory.growth} MB)`,
  );
}

/** A LinkedIn export of 46 KB whose Positions.csv inflates to 19 MB: a million rows. */
async function inflatingLinkedInExport() {
  const header = 'Company Name,Title,Description,Location,Started On,Finished On\n';
  const row = 'Co,Dev,,,Jan 2020,\n';
  const positions = Buffer.from(header + row.repeat(1_000_000));
  return { zip: await zipOf({ 'Positions.csv': positions }), inflated: positions.length };
}

describe('hostile imports', () => {
  it('refuses a LinkedIn ZIP whose CSV inflates past the limit, without stalling others', async () => {
    const { cookie } = await accountWithProfile(app);
    const { zip, inflated } = await inflatingLinkedInExport();
    const run = await whileImporting(cookie, zip, 'application/zip');
    report(`LinkedIn ZIP, Positions.csv of ${Math.round(inflated / 1024 / 1024)} MB`, zip, run);
    const { attack } = run;
    const error = expectError(attack, 400, 'import_unreadable');
    expect(error.message).toMatch(/MB unpacked/);
  });

  it('reads only as many CSV rows as the section holds, and says so', async () => {
    const { cookie } = await accountWithProfile(app);
    const header = 'Company Name,Title,Description,Location,Started On,Finished On\n';
    const rows = Array.from({ length: 5_000 }, (_, i) => `Co ${i},Dev,,,Jan 2020,\n`).join('');
    const zip = await zipOf({ 'Positions.csv': header + rows });
    const res = await send('/api/import/preview', { cookie, body: zip, type: 'application/zip' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = importPreviewSchema.parse(JSON.parse(res.body));
    const work = preview.sections.find((s) => s.kind === 'work-experience');
    expect(work?.entries).toHaveLength(ENTRY_LIMITS['work-experience']);
    expect(preview.skipped).toEqual([]);
    expect(preview.cut).toEqual([
      { source: 'Positions.csv', read: ENTRY_LIMITS['work-experience'] },
    ]);
  });

  it('cuts a JSON Resume with 100,000 empty skills to what the section holds', async () => {
    const { cookie } = await accountWithProfile(app);
    const file = emptySkills(100_000);
    const run = await whileImporting(cookie, file);
    report('JSON Resume, 100,000 empty skills', file, run);
    const { attack } = run;
    expect(attack.statusCode, attack.body.slice(0, 300)).toBe(200);
    const preview = importPreviewSchema.parse(JSON.parse(attack.body));
    expect(preview.cut).toEqual([{ source: 'skills', read: ENTRY_LIMITS.skill }]);
    // The skills read are reported one by one (no name); the rest were never looked at.
    expect(preview.skipped).toHaveLength(ENTRY_LIMITS.skill);
    expect(preview.total).toBe(0);
  });

  it('answers another visitor while a million-entry file is being read', async () => {
    const { cookie } = await accountWithProfile(app);
    const file = emptySkills(1_000_000);
    const run = await whileImporting(cookie, file);
    report('JSON Resume, 1,000,000 empty skills', file, run);
    const { attack, visitor } = run;
    // The visitor sent after the import started is answered before it.
    expect(visitor.doneAt).toBeLessThan(attack.doneAt);
    expect(attack.statusCode, attack.body.slice(0, 300)).toBe(200);
    expect(importPreviewSchema.parse(JSON.parse(attack.body)).cut).toEqual([
      { source: 'skills', read: ENTRY_LIMITS.skill },
    ]);
  });

  it('runs one import per account at a time; other accounts go on', async () => {
    const { cookie } = await accountWithProfile(app);
    const other = await accountWithProfile(app);
    const small = json({ skills: [{ name: 'TypeScript' }] });

    const started = once(importStarted, 'started');
    const first = send('/api/import/preview', { cookie, body: emptySkills(1_000_000) });
    await started;
    const [second, german, others] = await Promise.all([
      send('/api/import?mode=add', { cookie, body: small }),
      send('/api/import/preview', { cookie, body: small, lang: 'de' }),
      send('/api/import/preview', { cookie: other.cookie, body: small }),
    ]);
    const firstDone = await first;

    expect(firstDone.statusCode).toBe(200);
    expect(others.statusCode, others.body).toBe(200);
    expect(expectError(second, 409, 'import_running').message).toMatch(/already running/);
    expect(expectError(german, 409, 'import_running').message).toMatch(/läuft bereits/);
    // Once it is done, the account may import again.
    expect((await send('/api/import/preview', { cookie, body: small })).statusCode).toBe(200);
  });
});

describe('an import with nothing to import', () => {
  const nothing = json({ basics: {}, skills: [{}], work: [{ name: 'No title, no start' }] });

  it('refuses to replace the profile with nothing, and changes nothing', async () => {
    const { cookie } = await accountWithProfile(app, { jobTitle: 'Analyst' });
    const added = await app.inject({
      method: 'POST',
      url: '/api/profile/skill',
      headers: { cookie },
      payload: { name: 'Go', type: 'Languages', level: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const profile = async () =>
      profileSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json(),
      );
    const before = await profile();

    const res = await send('/api/import?mode=replace', { cookie, body: nothing });
    const error = expectError(res, 422, 'import_empty');
    expect(error.message).toMatch(/nothing/i);
    const german = await send('/api/import?mode=replace', { cookie, body: nothing, lang: 'de' });
    expect(expectError(german, 422, 'import_empty').message).toMatch(/nichts/i);
    expect(await profile()).toEqual(before);
  });

  it('creates no profile for an account that has none', async () => {
    const { cookie } = await loggedInAccount(app);
    expectError(await send('/api/import?mode=add', { cookie, body: nothing }), 422, 'import_empty');
    const res = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });

  it('still previews such a file (the page says there is nothing to import)', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await send('/api/import/preview', { cookie, body: nothing });
    expect(res.statusCode, res.body).toBe(200);
    expect(importPreviewSchema.parse(JSON.parse(res.body)).total).toBe(0);
  });
});

describe("the reader's limits", () => {
  const t: Translate = (key) => key;
  /** A service over a reader with the given limits; the pool ends with the file. */
  function importsWith(options: ConstructorParameters<typeof ImportReaderPool>[0]) {
    const pool = new ImportReaderPool(options);
    afterAll(() => pool.close());
    return {
      pool,
      imports: createImportService({
        db: app.db,
        profiles: createProfileReader(app.db),
        readFile: pool.read,
      }),
    };
  }
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) =>
        error instanceof AppError ? { status: error.status, code: error.code } : error,
    );

  it('stops a file that takes longer than the time limit with 422', async () => {
    const { account } = await accountWithProfile(app);
    const { pool, imports } = importsWith({ timeoutMs: 1 });
    expect(await refusal(imports.preview(account.id, emptySkills(1_000_000), {}, t))).toEqual({
      status: 422,
      code: 'import_too_complex',
    });
    expect(pool.stats.timeouts).toBe(1);
  });

  it('stops a file that needs more memory than the limit with 422', async () => {
    const { account } = await accountWithProfile(app);
    const { pool, imports } = importsWith({ maxHeapMb: 48, timeoutMs: 60_000 });
    // Parsed, a million and a half empty objects take about 100 MB.
    expect(await refusal(imports.preview(account.id, emptySkills(1_600_000), {}, t))).toEqual({
      status: 422,
      code: 'import_too_complex',
    });
    expect(pool.stats.outOfMemory).toBe(1);
    // The worker was replaced: a normal file is read.
    const small = json({ skills: [{ name: 'TypeScript' }] });
    expect((await imports.preview(account.id, small, {}, t)).total).toBe(1);
    // Two reader starts (each loads the PDF and Word readers) and a heap filled on a busy machine.
  }, 60_000);

  it('answers 503 with Retry-After when every reader is busy and the queue is full', async () => {
    const [first, second] = await Promise.all([accountWithProfile(app), accountWithProfile(app)]);
    const { imports } = importsWith({ maxQueue: 0, retryAfterSeconds: 3 });
    const busy = imports.preview(first.account.id, emptySkills(1_000_000), {}, t);
    const refused = await imports
      .preview(second.account.id, json({ skills: [{ name: 'Go' }] }), {}, t)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'import_busy',
      options: { headers: { 'retry-after': '3' } },
    });
    expect((await busy).cut).toEqual([{ source: 'skills', read: ENTRY_LIMITS.skill }]);
  });
});
