import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPreviewSchema, importResultSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { ownProfile } from '../../../test/profile-helpers';
import { loggedInAccount } from '../../../test/factories';

/** PDF and Word files of other programs through the API: preview, changes, import. */

const { app } = await buildTestApp();

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/cv-import', name));

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function post(cookie: string, url: string, file: Buffer, type: string) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { cookie, 'content-type': type, 'accept-language': 'en' },
    payload: file,
  });
}

describe('importing a PDF or Word CV', { timeout: 60_000 }, () => {
  it('previews a two-column PDF: name, contact, jobs with their dates', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await post(cookie, '/import/preview', fixture('two-columns.pdf'), PDF);
    expect(res.statusCode, res.body).toBe(200);
    const preview = importPreviewSchema.parse(res.json());
    expect(preview).toMatchObject({
      format: 'pdf',
      language: null,
      general: { displayName: 'Tom Becker', jobTitle: 'Product Designer' },
      contact: { email: 'tom.becker@example.org', phone: '+1 415 555 0132' },
    });
    const jobs = preview.sections.find((s) => s.kind === 'work-experience');
    expect(jobs?.entries[0]).toEqual({
      title: 'Senior Product Designer',
      subtitle: 'Lumen Health Inc',
      dates: '2020-03 – present',
      start: '2020-03-01',
      end: null,
    });
  });

  it('imports with the preview’s changes: an entry left out, a title and dates corrected', async () => {
    const { cookie } = await loggedInAccount(app);
    const preview = importPreviewSchema.parse(
      (await post(cookie, '/import/preview', fixture('one-column.pdf'), PDF)).json(),
    );
    const jobs = preview.sections.findIndex((s) => s.kind === 'work-experience');
    const changes = JSON.stringify([
      { section: jobs, entry: 3, drop: true },
      { section: jobs, entry: 0, title: 'Head of Data Engineering' },
      // Read as ongoing; it ended, and it began a month earlier.
      { section: jobs, entry: 1, start: '2016-12-01', end: '2019-06-01' },
    ]);
    const res = await post(
      cookie,
      `/import?mode=replace&changes=${encodeURIComponent(changes)}`,
      fixture('one-column.pdf'),
      PDF,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(importResultSchema.parse(res.json()).added).toBe(preview.total - 1);
    const profile = await ownProfile(app, cookie);
    expect(profile.workExperiences.map((job) => job.jobTitle)).toEqual([
      'Head of Data Engineering',
      'Data Engineer',
      'Business Intelligence Developer',
    ]);
    expect(profile.displayName).toBe('Jane Miller');
    const corrected = profile.workExperiences.find((job) => job.jobTitle === 'Data Engineer');
    expect(corrected).toMatchObject({ positionStart: '2016-12-01', positionEnd: '2019-06-01' });
  });

  it('refuses changes that are no list of changes or break a rule, and writes nothing', async () => {
    const { cookie } = await loggedInAccount(app);
    const preview = importPreviewSchema.parse(
      (await post(cookie, '/import/preview', fixture('one-column.pdf'), PDF)).json(),
    );
    const jobs = preview.sections.findIndex((s) => s.kind === 'work-experience');
    for (const changes of [
      '{',
      '[{"section":-1,"entry":0}]',
      '[{"section":0,"entry":0,"title":"\\u0000"}]',
      `[{"section":${jobs},"entry":0,"start":"2020-02-30"}]`,
      // An end before its start breaks the entry's rules.
      `[{"section":${jobs},"entry":0,"start":"2020-01-01","end":"2019-01-01"}]`,
    ]) {
      const res = await post(
        cookie,
        `/import?mode=add&changes=${encodeURIComponent(changes)}`,
        fixture('one-column.pdf'),
        PDF,
      );
      expect(res.statusCode, `${changes}: ${res.body}`).toBe(400);
    }
    expect((await app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(404);
  });

  it('imports a Word file made with LibreOffice like its PDF', async () => {
    const { cookie } = await loggedInAccount(app);
    const fromWord = importPreviewSchema.parse(
      (await post(cookie, '/import/preview', fixture('one-column.docx'), DOCX)).json(),
    );
    const fromPdf = importPreviewSchema.parse(
      (await post(cookie, '/import/preview', fixture('one-column.pdf'), PDF)).json(),
    );
    expect(fromWord.format).toBe('docx');
    expect(fromWord.sections).toEqual(fromPdf.sections);
    expect(fromWord.general).toEqual(fromPdf.general);
    const res = await post(cookie, '/import?mode=add', fixture('one-column.docx'), DOCX);
    expect(res.statusCode, res.body).toBe(200);
    expect((await ownProfile(app, cookie)).educations.map((e) => e.institution)).toEqual([
      'University of Edinburgh',
      'University of Leeds',
    ]);
  });
});
