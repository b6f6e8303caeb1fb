import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  binListSchema,
  currentSnapshotSchema,
  cvDocumentSchema,
  profileSchema,
  profileSnapshotSchema,
  restoreResultSchema,
  versionListSchema,
  versionSchema,
  versionSummarySchema,
  type DocQuery,
} from '@cv/shared';
import { sql } from 'drizzle-orm';
import { binItems, versions } from '../../db/schema';
import { createHistoryService } from './history.service';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { apiCall, expectAnswer, expectError } from '../../../test/http';
import { accountWithProfile, postProfile } from '../../../test/profile-helpers';

const { app } = await buildTestApp();

const call = apiCall(app, {});

/** Adds a custom section shown on the public page and in print; answers its id. */
const shownSection = async (cookie: string, title: string) =>
  (
    await call(cookie, 'POST', '/profile/custom-section', { title, public: true, print: true })
  ).json() as { id: string };

const job = (description: string, id?: string) => ({
  ...(id ? { id } : {}),
  jobTitle: 'Engineer',
  company: 'Analytical Engines Ltd',
  positionStart: '2020-01-01',
  description,
});

async function saveJob(cookie: string, description: string, id?: string): Promise<string> {
  const res = await call(cookie, 'POST', '/profile/work-experience', job(description, id));
  expect([200, 201], res.body).toContain(res.statusCode);
  return (res.json() as { id: string }).id;
}

const query = (doc: DocQuery) =>
  new URLSearchParams(Object.entries(doc).filter(([, v]) => v) as [string, string][]).toString();

async function versionsOf(cookie: string, doc: DocQuery = { type: 'profile' }) {
  const res = await call(cookie, 'GET', `/history/versions?${query(doc)}`);
  return expectAnswer(res, 200, versionListSchema).versions;
}

async function head(cookie: string, doc: DocQuery = { type: 'profile' }) {
  const res = await call(cookie, 'POST', '/history/head', doc);
  return expectAnswer(res, 200, versionSummarySchema);
}

async function restore(cookie: string, id: string, pick: object = {}) {
  const res = await call(cookie, 'POST', `/history/versions/${id}/restore`, pick);
  return expectAnswer(res, 200, restoreResultSchema).version;
}

async function jobDescription(cookie: string): Promise<string | null | undefined> {
  const profile = profileSchema.parse((await call(cookie, 'GET', '/profile')).json());
  return profile.workExperiences[0]?.description;
}

/** Every version row of the account, oldest first (the list coalesces; this does not). */
async function allRows(accountId: string) {
  const rows = await app.db.select().from(versions);
  return rows.filter((r) => r.accountId === accountId).sort((a, b) => a.seq - b.seq);
}

describe('versions of the profile', () => {
  it('records every change; the list shows the edits of a few minutes as one', async () => {
    const { account, cookie } = await accountWithProfile(app);
    const id = await saveJob(cookie, 'Built the mill');
    await saveJob(cookie, 'Built the mill and the store', id);
    await saveJob(cookie, 'Designed the mill and the store', id);

    const rows = await allRows(account.id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.docType === 'profile' && r.docId === account.id)).toBe(true);
    const listed = await versionsOf(cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.id).toBe(rows.at(-1)?.id);
    const version = versionSchema.parse(
      (await call(cookie, 'GET', `/history/versions/${listed[0]!.id}`)).json(),
    );
    const snap = profileSnapshotSchema.parse(version.snapshot);
    expect(snap.entries[0]?.data.description).toBe('Designed the mill and the store');
    expect(snap.general.jobTitle).toBe('Engineer');
  });

  it('names a version, which the list then shows beside the newer edits', async () => {
    const { cookie } = await accountWithProfile(app);
    const id = await saveJob(cookie, 'First');
    const named = await head(cookie);
    const res = await call(cookie, 'PATCH', `/history/versions/${named.id}`, {
      name: '  sent to ACME ',
    });
    expect(expectAnswer(res, 200, versionSummarySchema).name).toBe('sent to ACME');
    await saveJob(cookie, 'Second', id);
    const listed = await versionsOf(cookie);
    expect(listed.map((v) => v.name)).toEqual([null, 'sent to ACME']);

    const unnamed = await call(cookie, 'PATCH', `/history/versions/${named.id}`, { name: null });
    expect(versionSummarySchema.parse(unnamed.json()).name).toBeNull();
  });

  it('restores one field of an entry as a new change, which can itself be undone and redone', async () => {
    const { cookie } = await accountWithProfile(app);
    const id = await saveJob(cookie, 'Old words here');
    const old = await head(cookie);
    await call(cookie, 'POST', '/profile/work-experience', {
      ...job('New words here', id),
      jobTitle: 'Lead engineer',
    });
    const afterEdit = await head(cookie);

    const restored = await restore(cookie, old.id, { entryId: id, field: 'description' });
    expect(restored.reason).toBe('restore');
    const profile = profileSchema.parse((await call(cookie, 'GET', '/profile')).json());
    expect(profile.workExperiences[0]).toMatchObject({
      description: 'Old words here',
      jobTitle: 'Lead engineer',
    });

    // Undo: back to the version before the restore; redo: the restore's version again.
    await restore(cookie, afterEdit.id);
    expect(await jobDescription(cookie)).toBe('New words here');
    await restore(cookie, restored.id);
    expect(await jobDescription(cookie)).toBe('Old words here');
  });

  it('restores a whole version: entries added since go, deleted ones come back, the picture flags stay', async () => {
    const { cookie } = await accountWithProfile(app, { jobTitle: 'Engineer' });
    const keep = await saveJob(cookie, 'Kept');
    const base = await head(cookie);
    await call(cookie, 'DELETE', `/profile/work-experience/${keep}`);
    await saveJob(cookie, 'Added later');
    await postProfile(app, cookie, { data: { displayName: 'Ada', jobTitle: 'Director' } });

    await restore(cookie, base.id);
    const profile = profileSchema.parse((await call(cookie, 'GET', '/profile')).json());
    expect(profile.workExperiences.map((w) => w.id)).toEqual([keep]);
    expect(profile.jobTitle).toBe('Engineer');
    expect(profile.displayName).toBe('Ada Lovelace');
  });

  it('restores one general field and one custom section alone', async () => {
    const { cookie } = await accountWithProfile(app, { bio: 'Old bio' });
    const section = await shownSection(cookie, 'Teaching');
    const base = await head(cookie);
    await postProfile(app, cookie, {
      data: { displayName: 'Ada Lovelace', bio: 'New bio', jobTitle: 'CTO' },
    });
    await call(cookie, 'DELETE', `/profile/custom-section/${section.id}`);

    await restore(cookie, base.id, { field: 'bio' });
    await restore(cookie, base.id, { entryId: section.id });
    const profile = profileSchema.parse((await call(cookie, 'GET', '/profile')).json());
    expect(profile.bio).toBe('Old bio');
    expect(profile.jobTitle).toBe('CTO');
    expect(profile.customSections.map((s) => s.title)).toEqual(['Teaching']);
  });

  it('undoes an import completely: the profile is again what it was before', async () => {
    const { cookie } = await accountWithProfile(app, { jobTitle: 'Engineer', bio: 'Mine' });
    await saveJob(cookie, 'My own job');
    const before = currentSnapshotSchema.parse(
      (await call(cookie, 'GET', '/history/current?type=profile')).json(),
    ).snapshot;

    const file = Buffer.from(
      JSON.stringify({
        basics: { name: 'Someone Else', label: 'Imported title', summary: 'Imported bio' },
        work: [{ name: 'Imported GmbH', position: 'Importer', startDate: '2019-03' }],
        skills: [{ name: 'Importing' }],
      }),
    );
    const imported = await app.inject({
      method: 'POST',
      url: '/api/import?mode=replace',
      headers: { cookie, 'content-type': 'application/json' },
      payload: file,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const listed = await versionsOf(cookie);
    expect(listed.map((v) => v.reason).slice(0, 2)).toEqual(['edit', 'before_import']);

    await restore(cookie, listed[1]!.id);
    const after = currentSnapshotSchema.parse(
      (await call(cookie, 'GET', '/history/current?type=profile')).json(),
    ).snapshot;
    expect(after).toEqual(before);
  });

  it('keeps both tabs\u2019 changes when two edit at once', async () => {
    const { account, cookie } = await accountWithProfile(app);
    const [a, b] = await Promise.all([
      saveJob(cookie, 'From tab one'),
      saveJob(cookie, 'From tab two'),
    ]);
    const rows = await allRows(account.id);
    const last = profileSnapshotSchema.parse(rows.at(-1)!.snapshot);
    expect(last.entries.map((e) => e.id).sort()).toEqual([a, b].sort());
    const descriptions = rows.flatMap((r) =>
      profileSnapshotSchema.parse(r.snapshot).entries.map((e) => e.data.description),
    );
    expect(descriptions).toEqual(expect.arrayContaining(['From tab one', 'From tab two']));
  });

  it('records a version before a language swap', async () => {
    const { cookie } = await accountWithProfile(app, {
      contentLanguage: 'en',
      jobTitle: 'Engineer',
    });
    await postProfile(app, cookie, {
      data: { displayName: 'Ada', jobTitle: 'Engineer', contentLanguage: 'de' },
    });
    const listed = await versionsOf(cookie);
    expect(listed.map((v) => v.reason).slice(0, 2)).toEqual(['edit', 'before_language']);
    const swapped = versionSchema.parse(
      (await call(cookie, 'GET', `/history/versions/${listed[0]!.id}`)).json(),
    );
    const before = versionSchema.parse(
      (await call(cookie, 'GET', `/history/versions/${listed[1]!.id}`)).json(),
    );
    expect(profileSnapshotSchema.parse(before.snapshot).general.contentLanguage).toBe('en');
    expect(profileSnapshotSchema.parse(swapped.snapshot).general.contentLanguage).toBe('de');
  });
});

describe('versions of a CV', () => {
  it('records changes, restores one setting and never touches the profile', async () => {
    const { cookie } = await accountWithProfile(app, { jobTitle: 'Engineer' });
    const cv = cvDocumentSchema.parse(
      (await call(cookie, 'POST', '/cvs', { name: 'Backend' })).json(),
    );
    const first = await head(cookie, { type: 'cv', id: cv.id });
    await call(cookie, 'PATCH', `/cvs/${cv.id}`, {
      name: 'Backend 2',
      settings: { design: 'modern', paper: 'letter' },
    });
    await postProfile(app, cookie, { data: { displayName: 'Ada', jobTitle: 'CTO' } });

    await restore(cookie, first.id, { field: 'design' });
    const now = cvDocumentSchema.parse((await call(cookie, 'GET', `/cvs/${cv.id}`)).json());
    expect(now.name).toBe('Backend 2');
    expect(now.settings.design).toBe(cv.settings.design);
    expect(now.settings.paper).toBe('letter');
    await restore(cookie, first.id);
    const whole = cvDocumentSchema.parse((await call(cookie, 'GET', `/cvs/${cv.id}`)).json());
    expect(whole.name).toBe('Backend');
    expect(whole.settings.paper).toBe(cv.settings.paper);
    const profile = profileSchema.parse((await call(cookie, 'GET', '/profile')).json());
    expect(profile.jobTitle).toBe('CTO');
    expect((await versionsOf(cookie, { type: 'cv', id: cv.id })).length).toBeGreaterThan(1);
  });
});

describe('the bin', () => {
  it('keeps a deleted CV with its history and brings it back under its id', async () => {
    const { cookie } = await accountWithProfile(app);
    const cv = cvDocumentSchema.parse(
      (await call(cookie, 'POST', '/cvs', { name: 'For ACME' })).json(),
    );
    expect((await call(cookie, 'DELETE', `/cvs/${cv.id}`)).statusCode).toBe(204);
    expect((await call(cookie, 'GET', `/cvs/${cv.id}`)).statusCode).toBe(404);

    const { items } = binListSchema.parse((await call(cookie, 'GET', '/bin')).json());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cv', itemId: cv.id, label: 'For ACME' });
    expect(Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.deletedAt)).toBe(30 * 86_400_000);

    const res = await call(cookie, 'POST', `/bin/${items[0]!.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    const back = cvDocumentSchema.parse((await call(cookie, 'GET', `/cvs/${cv.id}`)).json());
    expect(back).toMatchObject({ name: 'For ACME', settings: cv.settings });
    expect(binListSchema.parse((await call(cookie, 'GET', '/bin')).json()).items).toEqual([]);
    const reasons = (await versionsOf(cookie, { type: 'cv', id: cv.id })).map((v) => v.reason);
    expect(reasons).toContain('edit');
  });

  it('keeps deleted entries and custom sections with their entries', async () => {
    const { cookie } = await accountWithProfile(app);
    const entry = await saveJob(cookie, 'Deleted job');
    const section = await shownSection(cookie, 'Patents');
    const custom = await call(cookie, 'POST', '/profile/custom-entry', {
      sectionId: section.id,
      title: 'Gear train',
    });
    expect(custom.statusCode, custom.body).toBe(201);
    await call(cookie, 'DELETE', `/profile/work-experience/${entry}`);
    await call(cookie, 'DELETE', `/profile/custom-section/${section.id}`);

    const { items } = binListSchema.parse((await call(cookie, 'GET', '/bin')).json());
    expect(items.map((i) => [i.kind, i.label])).toEqual([
      ['custom_section', 'Patents'],
      ['entry', 'Engineer'],
    ]);
    for (const item of items) {
      const res = await call(cookie, 'POST', `/bin/${item.id}/restore`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const profile = profileSchema.parse((await call(cookie, 'GET', '/profile')).json());
    expect(profile.workExperiences.map((w) => w.id)).toEqual([entry]);
    expect(profile.customSections.map((s) => [s.id, s.entries.length])).toEqual([[section.id, 1]]);
  });

  it('refuses an entry whose custom section is gone with a 409, and keeps it in the bin', async () => {
    const { cookie } = await accountWithProfile(app);
    const section = await shownSection(cookie, 'Talks');
    const entry = (
      await call(cookie, 'POST', '/profile/custom-entry', {
        sectionId: section.id,
        title: 'Keynote',
      })
    ).json() as { id: string };
    await call(cookie, 'DELETE', `/profile/custom-entry/${entry.id}`);
    await call(cookie, 'DELETE', `/profile/custom-section/${section.id}`);
    const { items } = binListSchema.parse((await call(cookie, 'GET', '/bin')).json());
    const binned = items.find((i) => i.kind === 'entry')!;
    const body = expectError(
      await call(cookie, 'POST', `/bin/${binned.id}/restore`, undefined, {
        'accept-language': 'de',
      }),
      409,
      'bin_restore_conflict',
    );
    expect(body.message).toContain('Abschnitt');
    expect(binListSchema.parse((await call(cookie, 'GET', '/bin')).json()).items).toHaveLength(2);
  });

  it('deletes for good, and the purge runs once however many instances ask', async () => {
    const { account, cookie } = await accountWithProfile(app);
    const cv = cvDocumentSchema.parse((await call(cookie, 'POST', '/cvs', { name: 'Old' })).json());
    await call(cookie, 'DELETE', `/cvs/${cv.id}`);
    const [item] = binListSchema.parse((await call(cookie, 'GET', '/bin')).json()).items;
    expect((await call(cookie, 'DELETE', `/bin/${item!.id}`)).statusCode).toBe(204);
    expectError(await call(cookie, 'DELETE', `/bin/${item!.id}`), 404, 'bin_item_not_found');

    const other = cvDocumentSchema.parse(
      (await call(cookie, 'POST', '/cvs', { name: 'Older' })).json(),
    );
    await call(cookie, 'DELETE', `/cvs/${other.id}`);
    await app.db.execute(
      sql`update ${binItems} set deleted_at = now() - interval '31 days' where account_id = ${account.id}`,
    );
    await app.db.execute(sql`delete from job_runs where name = 'history-purge'`);
    // Four instances ask at once.
    const instances = Array.from({ length: 4 }, () =>
      createHistoryService({ db: app.db, log: app.log }),
    );
    const runs = await Promise.all(instances.map((history) => history.purge(60 * 60_000)));
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(binListSchema.parse((await call(cookie, 'GET', '/bin')).json()).items).toEqual([]);
  });

  it('coalesces old steps and keeps named versions when it purges', async () => {
    const { account, cookie } = await accountWithProfile(app);
    const id = await saveJob(cookie, 'one');
    await saveJob(cookie, 'two', id);
    const named = await head(cookie);
    await call(cookie, 'PATCH', `/history/versions/${named.id}`, { name: 'keep me' });
    await saveJob(cookie, 'three', id);
    await saveJob(cookie, 'four', id);
    const before = await allRows(account.id);
    await app.db.execute(
      sql`update ${versions} set created_at = date_trunc('hour', now()) - interval '2 days' where account_id = ${account.id}`,
    );
    await app.db.execute(sql`delete from job_runs where name = 'history-purge'`);
    const history = createHistoryService({ db: app.db, log: app.log });
    expect((await history.purge(60 * 60_000)).ran).toBe(true);
    const after = await allRows(account.id);
    expect(after.length).toBeLessThan(before.length);
    expect(after.map((r) => r.name)).toContain('keep me');
    expect(profileSnapshotSchema.parse(after.at(-1)!.snapshot).entries[0]?.data.description).toBe(
      'four',
    );
  });
});

describe('bad input, foreign ids, no login', () => {
  it('answers another account\u2019s version, document and bin item with 404', async () => {
    const owner = await accountWithProfile(app);
    await saveJob(owner.cookie, 'Mine');
    const version = await head(owner.cookie);
    const cv = cvDocumentSchema.parse(
      (await call(owner.cookie, 'POST', '/cvs', { name: 'x' })).json(),
    );
    await call(owner.cookie, 'DELETE', `/cvs/${cv.id}`);
    const [binned] = binListSchema.parse((await call(owner.cookie, 'GET', '/bin')).json()).items;

    const { cookie } = await accountWithProfile(app);
    expectError(
      await call(cookie, 'GET', `/history/versions/${version.id}`),
      404,
      'version_not_found',
    );
    expectError(
      await call(cookie, 'PATCH', `/history/versions/${version.id}`, { name: 'x' }),
      404,
      'version_not_found',
    );
    expectError(
      await call(cookie, 'POST', `/history/versions/${version.id}/restore`, {}),
      404,
      'version_not_found',
    );
    const foreign = expectError(
      await call(cookie, 'GET', `/history/versions?type=cv&id=${cv.id}`),
      404,
      'restore_target_not_found',
    );
    expect(foreign.message).toContain('does not exist');
    expectError(
      await call(cookie, 'POST', `/bin/${binned!.id}/restore`),
      404,
      'bin_item_not_found',
    );
    expectError(await call(cookie, 'DELETE', `/bin/${binned!.id}`), 404, 'bin_item_not_found');
    expect(
      binListSchema.parse((await call(owner.cookie, 'GET', '/bin')).json()).items,
    ).toHaveLength(1);
  });

  it('answers an entry or field the version does not hold with 404', async () => {
    const { cookie } = await accountWithProfile(app);
    await saveJob(cookie, 'Mine');
    const version = await head(cookie);
    for (const pick of [
      { entryId: randomUUID() },
      { field: 'passwordHash' },
      { field: 'accountId' },
    ]) {
      expectError(
        await call(cookie, 'POST', `/history/versions/${version.id}/restore`, pick),
        404,
        'restore_target_not_found',
      );
    }
  });

  it('refuses malformed JSON, wrong types, hostile text and oversize bodies with a 4xx in the request\u2019s language', async () => {
    const { cookie } = await accountWithProfile(app);
    await saveJob(cookie, 'Mine');
    const version = await head(cookie);
    const url = `/history/versions/${version.id}`;
    const de = { 'accept-language': 'de' };
    const malformed = await app.inject({
      method: 'PATCH',
      url: `/api${url}`,
      headers: { cookie, 'content-type': 'application/json', ...de },
      payload: '{"name": ',
    });
    expect(expectError(malformed, 400, 'malformed_json').message).not.toMatch(/Unexpected|JSON at/);
    expectError(await call(cookie, 'PATCH', url, { name: 42 }, de), 400, 'validation');
    expectError(await call(cookie, 'PATCH', url, { name: 'a'.repeat(200) }, de), 400, 'validation');
    expect((await call(cookie, 'PATCH', url, { name: 'a\u0000b' }, de)).statusCode).toBe(400);
    expect((await call(cookie, 'PATCH', url, { name: 'a\ud800b' }, de)).statusCode).toBe(400);
    const big = await call(cookie, 'PATCH', url, { name: 'x'.repeat(10_000) }, de);
    expect(big.statusCode).toBe(413);
    expectError(
      await call(cookie, 'POST', `${url}/restore`, { field: 'a b' }, de),
      400,
      'validation',
    );
    expectError(await call(cookie, 'POST', `${url}/restore`, { extra: 1 }, de), 400, 'validation');
    expectError(
      await call(cookie, 'GET', '/history/versions/not-a-uuid', undefined, de),
      400,
      'validation',
    );
    expectError(
      await call(cookie, 'GET', '/history/versions?type=cv', undefined, de),
      400,
      'validation',
    );
    expectError(
      await call(cookie, 'GET', '/history/versions?type=poem', undefined, de),
      400,
      'validation',
    );
    expect(versionSchema.parse((await call(cookie, 'GET', url)).json()).name).toBeNull();
  });

  it('needs a login and a verified account', async () => {
    expectError(await call(null, 'GET', '/history/versions?type=profile'), 401, 'unauthorized');
    expectError(await call(null, 'GET', '/bin'), 401, 'unauthorized');
    const { cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
    expect((await call(cookie, 'GET', '/bin')).statusCode).toBe(403);
  });
});
