import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CV_DOCUMENT_LIMITS,
  CV_LAYOUT_AS_DRAWN,
  CV_LAYOUT_FACTORS,
  cvDocumentListSchema,
  cvDocumentSchema,
  defaultCvSettings,
  type CvDocument,
} from '@cv/shared';
import { cvs } from '../../db/schema';
import { buildTestApp } from '../../../test/app';
import { documentRoutes } from '../../../test/document-routes';
import { loggedInAccount } from '../../../test/factories';
import { apiCall, expectAnswer, expectError } from '../../../test/http';

const { app } = await buildTestApp();

const call = apiCall(app);
const cvRoutes = documentRoutes(app, '/cvs', cvDocumentSchema, 'cv_not_found');
const { created } = cvRoutes;

/** Changes the CV's settings; the answer holds the stored ones with the change merged in. */
async function expectSettingsMerged(cookie: string, cv: CvDocument, change: object) {
  const res = await call(cookie, 'PATCH', `/cvs/${cv.id}`, { settings: change });
  expect(expectAnswer(res, 200, cvDocumentSchema).settings).toEqual({
    ...cv.settings,
    ...change,
  });
}

/** Each of the settings is refused (400) as a change to the CV. */
async function expectSettingsRefused(cookie: string, id: string, refused: object[]) {
  for (const settings of refused) {
    const res = await call(cookie, 'PATCH', `/cvs/${id}`, { settings });
    expect(res.statusCode, JSON.stringify(settings)).toBe(400);
  }
}

/** A CV stored straight in the database, as an older version saved it, read back through the API. */
async function storedCv(name: string, settings: Record<string, unknown>) {
  const { account, cookie } = await loggedInAccount(app);
  const [row] = await app.db
    .insert(cvs)
    .values({ accountId: account.id, name, settings })
    .returning();
  const cv = await cvRoutes.read(cookie, row!.id);
  return { cookie, cv };
}

describe('CV documents: create, list, change, copy, delete', () => {
  it("creates a CV with today's defaults in the request's language", async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'Backend roles – DE' }, 'de');
    expect(cv.name).toBe('Backend roles – DE');
    expect(cv.settings).toEqual(defaultCvSettings('de'));

    const list = cvDocumentListSchema.parse((await call(cookie, 'GET', '/cvs')).json());
    expect(list.map((c) => c.id)).toEqual([cv.id]);
    expect((await call(cookie, 'GET', `/cvs/${cv.id}`)).json()).toEqual(cv);
  });

  it('merges changed settings into the stored ones and renames', async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'One' });
    const excluded = randomUUID();
    await call(cookie, 'PATCH', `/cvs/${cv.id}`, { settings: { paper: 'letter', fitPages: 1 } });
    const res = await call(cookie, 'PATCH', `/cvs/${cv.id}`, {
      name: 'Two',
      settings: {
        sectionOrder: ['education', 'work-experience', `custom:${randomUUID()}`],
        hiddenSections: ['skill'],
        excludedEntries: [excluded],
        accentColor: '#0b7285',
      },
    });
    const changed = expectAnswer(res, 200, cvDocumentSchema);
    expect(changed.name).toBe('Two');
    expect(changed.settings).toMatchObject({
      paper: 'letter',
      fitPages: 1,
      hiddenSections: ['skill'],
      excludedEntries: [excluded],
      accentColor: '#0b7285',
      design: 'classic',
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(cv.updatedAt));
  });

  it('keeps both of two concurrent changes of different settings', async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'Tabs' });
    await Promise.all([
      call(cookie, 'PATCH', `/cvs/${cv.id}`, { settings: { design: 'modern' } }),
      call(cookie, 'PATCH', `/cvs/${cv.id}`, { settings: { lang: 'de' } }),
      call(cookie, 'PATCH', `/cvs/${cv.id}`, { settings: { photo: false } }),
    ]);
    const { settings } = cvDocumentSchema.parse(
      (await call(cookie, 'GET', `/cvs/${cv.id}`)).json(),
    );
    expect(settings).toMatchObject({ design: 'modern', lang: 'de', photo: false });
  });

  it('duplicates a CV with its settings, and the copy changes on its own', async () => {
    const { cookie } = await loggedInAccount(app);
    const original = await created(cookie, {
      name: 'EN',
      settings: { design: 'elegant', dateFormat: 'iso', hiddenSections: ['project'] },
    });
    const copy = await created(cookie, { name: 'EN (copy)', copyOf: original.id });
    expect(copy.id).not.toBe(original.id);
    expect(copy.settings).toEqual(original.settings);

    await call(cookie, 'PATCH', `/cvs/${copy.id}`, { settings: { design: 'bold' } });
    const again = await cvRoutes.read(cookie, original.id);
    expect(again.settings.design).toBe('elegant');
  });

  it('deletes a CV: 204, then 404 for it', async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'Gone' });
    await cvRoutes.expectDeleted(cookie, cv.id);
    expect((await call(cookie, 'GET', '/cvs')).json()).toEqual([]);
  });

  it('reads stored settings field by field: an unknown or broken value falls back to its default', async () => {
    const { cv } = await storedCv('Old', {
      design: 'modern',
      paper: 'a3',
      fitPages: 7,
      someday: true,
    });
    expect(cv.settings).toEqual({ ...defaultCvSettings(), design: 'modern' });
  });

  it('reads a CV saved before the layout settings with the designs’ own look, nothing else lost', async () => {
    const saved = {
      design: 'timeline',
      lang: 'de',
      paper: 'letter',
      font: 'inter',
      accentColor: '#0b7285',
      dateFormat: 'numeric',
      sectionOrder: ['education'],
      hiddenSections: ['skill'],
      excludedEntries: [randomUUID()],
      photo: false,
      qrCode: true,
      fitPages: 2,
    };
    const { cv } = await storedCv('Before layout settings', saved);
    expect(cv.settings).toEqual({
      ...saved,
      ...CV_LAYOUT_AS_DRAWN,
      newPageSections: [],
      keptTogetherSections: [],
    });
  });

  it('keeps the page breaks the owner sets per section, and refuses keys of no section', async () => {
    // A CV saved before page breaks existed: it breaks pages wherever the content leads.
    const { cookie, cv: old } = await storedCv('Before page breaks', { design: 'bold' });
    expect(old.settings).toMatchObject({ newPageSections: [], keptTogetherSections: [] });

    const breaks = {
      newPageSections: ['education', `custom:${randomUUID()}`],
      keptTogetherSections: ['project'],
    };
    await expectSettingsMerged(cookie, old, breaks);
    await expectSettingsRefused(cookie, old.id, [
      { newPageSections: ['nonsense'] },
      { keptTogetherSections: 'project' },
      { newPageSections: Array.from({ length: 100 }, () => 'education') },
    ]);
    const kept = await cvRoutes.read(cookie, old.id);
    expect(kept.settings).toEqual({ ...old.settings, ...breaks });
  });

  it('keeps the layout settings the owner changes, and refuses values beyond their bounds', async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'Layout' });
    const layout = {
      typeScale: CV_LAYOUT_FACTORS.typeScale.min,
      lineHeight: CV_LAYOUT_FACTORS.lineHeight.max,
      margins: CV_LAYOUT_FACTORS.margins.min,
      sectionSpacing: CV_LAYOUT_FACTORS.sectionSpacing.max,
      entrySpacing: CV_LAYOUT_FACTORS.entrySpacing.min,
      pageNumbers: false,
      photoShape: 'square',
      photoSize: 'large',
    } as const;
    await expectSettingsMerged(cookie, cv, layout);
    await expectSettingsRefused(cookie, cv.id, [
      { typeScale: CV_LAYOUT_FACTORS.typeScale.min - 0.1 },
      { margins: CV_LAYOUT_FACTORS.margins.max + 0.5 },
      { photoShape: 'hexagon' },
      { photoSize: 'huge' },
    ]);
    const copy = await created(cookie, { name: 'Copy', copyOf: cv.id });
    expect(copy.settings).toMatchObject(layout);
  });

  it('keeps the side column, date position, contact layout and colours the owner chooses, and refuses what is no such choice', async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'Side column' });
    const chosen = {
      design: 'modern',
      sidebarSections: ['education', `custom:${randomUUID()}`],
      sidebarWidth: 'narrow',
      sidebarSide: 'right',
      datePosition: 'below',
      contactLayout: 'list',
      headingColor: '#b71c1c',
      sidebarColor: '#1B2A4A',
      sidebarTextColor: '#ffffff',
    } as const;
    await expectSettingsMerged(cookie, cv, chosen);
    // Back to the design's own, and none in the side column at all.
    const reset = { sidebarSections: [], sidebarSide: null, headingColor: null } as const;
    const back = await call(cookie, 'PATCH', `/cvs/${cv.id}`, { settings: reset });
    expect(cvDocumentSchema.parse(back.json()).settings).toMatchObject(reset);
    await expectSettingsRefused(cookie, cv.id, [
      { sidebarSections: ['nonsense'] },
      { sidebarWidth: 'huge' },
      { sidebarSide: 'top' },
      { datePosition: 'middle' },
      { contactLayout: 'footer' },
      { headingColor: 'red' },
      { sidebarColor: '#12345' },
      { sidebarTextColor: 0 },
    ]);
    const copy = await created(cookie, { name: 'Copy', copyOf: cv.id });
    expect(copy.settings).toMatchObject({ ...chosen, ...reset });
  });
});

describe('CV documents: bad input', () => {
  it('answers 401 without a login and 403 before the e-mail is verified', async () => {
    await cvRoutes.expectLoginRequired();
  });

  it("answers another account's CV with 404 on every route, and changes nothing", async () => {
    const owner = await loggedInAccount(app);
    const cv = await created(owner.cookie, { name: 'Mine' });
    const { cookie } = await loggedInAccount(app);
    for (const [method, url, payload] of [
      ['GET', `/cvs/${cv.id}`],
      ['PATCH', `/cvs/${cv.id}`, { name: 'Stolen' }],
      ['DELETE', `/cvs/${cv.id}`],
      ['GET', `/cvs/${cv.id}/pdf`],
      ['GET', `/cvs/${cv.id}/preview`],
      ['POST', '/cvs', { name: 'Copy', copyOf: cv.id }],
    ] as const) {
      expectError(await call(cookie, method, url, payload), 404, 'cv_not_found');
    }
    expect((await call(owner.cookie, 'GET', `/cvs/${cv.id}`)).json()).toEqual(cv);
  });

  it('refuses malformed JSON, wrong shapes and hostile names with 400 and the field', async () => {
    const { cookie } = await loggedInAccount(app);
    await cvRoutes.expectBadCreatesRefused(cookie);
    expectError(await call(cookie, 'POST', '/cvs', { name: 'x', extra: 1 }), 400, 'validation');
    expectError(
      await call(cookie, 'POST', '/cvs', { name: 'x', copyOf: 'nope' }),
      400,
      'validation',
    );
    expectError(await call(cookie, 'GET', '/cvs/not-a-uuid'), 400, 'validation');
    expect((await call(cookie, 'GET', '/cvs')).json()).toEqual([]);
  });

  it("refuses an oversize body with 413 in the reader's language, and keeps the CV as it was", async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'Small' });
    const huge = { name: 'x'.repeat(300 * 1024) };
    const en = await call(cookie, 'POST', '/cvs', huge, { 'accept-language': 'en' });
    expect(expectError(en, 413, 'payload_too_large').message).toBe('The request is too large');
    const de = await call(cookie, 'PATCH', `/cvs/${cv.id}`, huge, { 'accept-language': 'de' });
    expect(expectError(de, 413, 'payload_too_large').message).toBe('Die Anfrage ist zu groß');
    expect((await call(cookie, 'GET', '/cvs')).json()).toEqual([cv]);
  });

  it('refuses each setting with a wrong value, naming it, and keeps the CV as it was', async () => {
    const { cookie } = await loggedInAccount(app);
    const cv = await created(cookie, { name: 'Strict' });
    const wrong: Record<string, unknown[]> = {
      design: ['fancy', 1, null],
      lang: ['fr', true],
      paper: ['a3', ''],
      font: ['comic-sans', 3],
      accentColor: ['red', '#12345', '#1234567'],
      dateFormat: ['dd.mm', null],
      sectionOrder: ['skill', ['bogus'], ['custom:not-an-id'], Array(60).fill('skill')],
      hiddenSections: [['work experience'], [1]],
      excludedEntries: [['not-a-uuid'], 'x', Array(1001).fill(randomUUID())],
      photo: ['yes', 1],
      fitPages: [0, 3, '1', 1.5],
      unknownSetting: [true],
    };
    for (const [setting, values] of Object.entries(wrong)) {
      for (const value of values) {
        const res = await call(cookie, 'PATCH', `/cvs/${cv.id}`, {
          settings: { [setting]: value },
        });
        const body = expectError(res, 400, 'validation');
        expect(
          JSON.stringify(body.fieldErrors ?? {}),
          `${setting}=${JSON.stringify(value)}`,
        ).toMatch(setting === 'unknownSetting' ? /settings/ : new RegExp(setting));
      }
    }
    expect((await call(cookie, 'GET', `/cvs/${cv.id}`)).json()).toEqual(cv);
  });

  it('refuses more than the limit with 409, also when creates race, with a German message', async () => {
    const { account, cookie } = await loggedInAccount(app);
    const max = CV_DOCUMENT_LIMITS.documentsMax;
    await app.db.insert(cvs).values(
      Array.from({ length: max - 2 }, (_, i) => ({
        accountId: account.id,
        name: `CV ${i}`,
        settings: defaultCvSettings(),
      })),
    );
    await cvRoutes.expectCreatesStopAtLimit(
      cookie,
      'cv_limit',
      `Sie können höchstens ${max} Lebensläufe anlegen. Löschen Sie zuerst einen, den Sie nicht mehr brauchen.`,
    );
    expect((await call(cookie, 'GET', '/cvs')).json()).toHaveLength(max);
  });
});
