import { describe, expect, it } from 'vitest';
import { cvDataSchema } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { jpeg } from '../../../test/images';
import { expectError } from '../../../test/http';
import {
  accountWithProfile,
  picturePart,
  postProfile,
  postToProfile,
} from '../../../test/profile-helpers';
import { inspectPdf } from '../../../test/pdf-inspect';

const { app } = await buildTestApp();

const addJob = (cookie: string, jobTitle: string, positionStart: string) =>
  postToProfile(app, cookie, 'work-experience', {
    jobTitle,
    company: 'Analytical Engines',
    positionStart,
  });

describe('GET /api/cv/pdf (whole app: profile → CV)', () => {
  it("renders the owner's profile with their contact data and picture", async () => {
    const { account, cookie } = await loggedInAccount(app, {
      firstName: 'Jürgen',
      lastName: 'Groß',
      phone: '+49 30 1234',
      country: 'AT',
    });
    const saved = await postProfile(app, cookie, {
      data: { displayName: 'Jürgen Groß', jobTitle: 'Ingenieur', publicAccess: false },
      profilePicture: picturePart(await jpeg()),
    });
    expect(saved.statusCode).toBe(201);
    expect((await addJob(cookie, 'Leitender Entwickler', '2020-01-01')).statusCode).toBe(201);

    const res = await app.inject({
      url: '/api/cv/pdf?design=classic&lang=de',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain('CV.pdf');
    const pdf = await inspectPdf(res.rawPayload);
    expect(pdf.text).toContain('Jürgen Groß');
    expect(pdf.text).toContain('Leitender Entwickler');
    // The owner's own CV prints contact data the public profile would hide.
    expect(pdf.text).toContain(account.email!);
    expect(pdf.text).toContain('Österreich');
  });

  it('answers 404 with a clear message before a profile exists', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await app.inject({ url: '/api/cv/pdf?design=modern', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an unknown design with 400', async () => {
    const { cookie } = await accountWithProfile(app);
    expectError(
      await app.inject({ url: '/api/cv/pdf?design=nope', headers: { cookie } }),
      400,
      'validation',
    );
  });

  it('requires a login and a verified account', async () => {
    const anonymous = await app.inject({ url: '/api/cv/pdf?design=classic' });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await loggedInAccount(app, { status: 'UNVERIFIED' });
    const unverified = await app.inject({ url: '/api/cv/pdf?design=classic', headers: { cookie } });
    expect(unverified.statusCode).toBe(403);
  });

  it('serves an SVG preview of the own CV', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await app.inject({
      url: '/api/cv/preview?design=modern&lang=en&page=1',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});

describe('toCvData', () => {
  it('builds data the CV contract accepts from a stored profile', async () => {
    const { cookie, account } = await accountWithProfile(app);
    await addJob(cookie, 'Analyst', '2019-05-01');
    const { createCvDataLoader } = await import('./profile-cv');
    const { createMediaStorage } = await import('../platform/storage');
    const loadCvData = createCvDataLoader({ db: app.db, storage: createMediaStorage(app.config) });
    const loaded = await loadCvData(account.id, 'en');
    expect(loaded).not.toBeNull();
    const data = cvDataSchema.parse(loaded!.data);
    expect(data.workExperiences).toEqual([
      expect.objectContaining({
        jobTitle: 'Analyst',
        positionStart: '2019-05-01',
      }),
    ]);
    expect(data.workExperiences[0]).not.toHaveProperty('positionEnd');
    expect(JSON.stringify(data)).not.toContain(account.id);
  });
});
