import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  applicationListSchema,
  applicationSchema,
  calendarFeedCreatedSchema,
  matchReportSchema,
  type ApplicationCreate,
} from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { apiCall, expectError } from '../../../test/http';
import { unzip } from '../../../test/zip';
import { accountWithProfile, addToProfile, postProfile } from '../../../test/profile-helpers';
import { ENGLISH_POSTING, GERMAN_POSTING } from './match/postings.fixture';

const { app } = await buildTestApp();

const call = apiCall(app);

async function json<T>(res: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return JSON.parse(answer.body) as T;
}

/** A profile with an English CV: TypeScript as a skill, and a Kafka project this CV leaves out. */
async function owner() {
  const { cookie } = await accountWithProfile(app, {
    jobTitle: 'Backend engineer',
    bio: 'I build backend services.',
    translations: {
      de: { jobTitle: 'Backend-Entwicklerin', bio: 'Ich baue Backend-Dienste und Datenbanken.' },
    },
  });
  const skill = await addToProfile(app, cookie, 'skill', {
    name: 'TypeScript',
    type: 'Languages',
    level: 4,
  });
  const project = await addToProfile(app, cookie, 'project', {
    name: 'Event pipeline',
    description: 'Streamed orders through Apache Kafka.',
  });
  const cv = await json<{ id: string }>(
    call(cookie, 'POST', '/cvs', { name: 'Backend', settings: { excludedEntries: [project.id] } }),
    201,
  );
  return { cookie, skill, project, cv };
}

const createApplication = (cookie: string, body: ApplicationCreate) =>
  json<unknown>(call(cookie, 'POST', '/applications', body), 201).then((a) =>
    applicationSchema.parse(a),
  );

/** The application's match report; `query` picks another CV. */
const matchReport = async (cookie: string, applicationId: string, query = '') =>
  matchReportSchema.parse(
    await json(call(cookie, 'GET', `/applications/${applicationId}/match${query}`)),
  );

/** An application for the posting with the owner's CV, and its match report. */
async function matchedPosting(
  cookie: string,
  cvId: string,
  posting: Pick<ApplicationCreate, 'company' | 'role' | 'postingText'>,
) {
  const application = await createApplication(cookie, { ...posting, cvId });
  return { application, report: await matchReport(cookie, application.id) };
}

describe('the match report of an application', () => {
  it('names covered and missing terms and the hidden entry that has one', async () => {
    const { cookie, project, cv } = await owner();
    const { application, report } = await matchedPosting(cookie, cv.id, {
      company: 'Northwind Pay',
      role: 'Backend engineer',
      postingText: ENGLISH_POSTING,
    });
    const term = (name: string) => report.terms.find((t) => (t.canonical ?? t.term) === name);
    expect(term('TypeScript')?.covered).toBe(true);
    expect(term('Kafka')).toMatchObject({
      covered: false,
      hidden: [{ section: 'project', entryId: project.id, label: 'Event pipeline' }],
    });
    expect(term('Terraform')).toMatchObject({ covered: false, hidden: [] });

    // One click: the CV includes the entry, and the report covers the term.
    await json(call(cookie, 'PATCH', `/cvs/${cv.id}`, { settings: { excludedEntries: [] } }));
    const again = await matchReport(cookie, application.id, `?cvId=${cv.id}`);
    expect(again.terms.find((t) => t.term === 'Kafka')?.covered).toBe(true);
    expect(again.score.value).toBeGreaterThan(report.score.value);
  });

  it("matches a German posting against the profile's German translations", async () => {
    const { cookie, cv } = await owner();
    const { report } = await matchedPosting(cookie, cv.id, {
      company: 'Stadtwerke',
      role: 'Entwickler',
      postingText: GERMAN_POSTING,
    });
    expect(report).toMatchObject({ postingLang: 'de', cvLang: 'en' });
    const databases = report.terms.find((t) => t.canonical === 'Datenbank');
    expect(databases?.places).toEqual([
      { section: 'general', entryId: null, label: 'Backend engineer' },
    ]);
  });

  it('answers 409 without a posting or a CV, and 404 for a foreign CV', async () => {
    const { cookie, cv } = await owner();
    const stranger = await owner();
    const bare = await createApplication(cookie, { company: 'A', role: 'B' });
    expectError(
      await call(cookie, 'GET', `/applications/${bare.id}/match`),
      409,
      'application_no_posting',
    );
    const noCv = await createApplication(cookie, {
      company: 'A',
      role: 'B',
      postingText: 'TypeScript',
    });
    expectError(
      await call(cookie, 'GET', `/applications/${noCv.id}/match`),
      409,
      'application_cv_not_found',
    );
    expectError(
      await call(cookie, 'GET', `/applications/${noCv.id}/match?cvId=${stranger.cv.id}`),
      404,
      'cv_not_found',
    );
    expect(cv.id).toBeTruthy();
  });
});

describe('what was sent stays as it was', () => {
  it('freezes the CV and the letter when the application is marked applied; profile edits never change the download', async () => {
    const { cookie, cv } = await owner();
    const letter = await json<{ id: string }>(
      call(cookie, 'POST', '/letters', { name: 'To Northwind' }),
      201,
    );
    const application = await createApplication(cookie, {
      company: 'Northwind Pay',
      role: 'Backend engineer',
      cvId: cv.id,
      letterId: letter.id,
    });
    expectError(
      await call(cookie, 'GET', `/applications/${application.id}/sent/cv`),
      404,
      'sent_document_not_found',
    );

    const applied = applicationSchema.parse(
      await json(
        call(cookie, 'POST', `/applications/${application.id}/stage`, { stage: 'applied' }),
      ),
    );
    expect(applied.sent).toEqual([
      expect.objectContaining({
        kind: 'cv',
        sourceId: cv.id,
        name: 'Backend',
        fileName: 'Ada-Lovelace-CV.pdf',
      }),
      expect.objectContaining({ kind: 'letter', sourceId: letter.id, name: 'To Northwind' }),
    ]);
    const sentLetter = await call(cookie, 'GET', `/applications/${application.id}/sent/letter`);
    expect(sentLetter.statusCode).toBe(200);
    expect(sentLetter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const first = await call(cookie, 'GET', `/applications/${application.id}/sent/cv`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain('Ada-Lovelace-CV.pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The profile changes, the CV is deleted: what was sent does not.
    const edited = await postProfile(app, cookie, {
      data: { displayName: 'Ada Lovelace', jobTitle: 'Chief engineer', bio: 'Changed.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await call(cookie, 'POST', `/applications/${application.id}/stage`, { stage: 'interview' });
    expect((await call(cookie, 'DELETE', `/cvs/${cv.id}`)).statusCode).toBe(204);
    const later = await call(cookie, 'GET', `/applications/${application.id}/sent/cv`);
    expect(Buffer.compare(later.rawPayload, first.rawPayload)).toBe(0);
    const after = applicationSchema.parse(
      await json(call(cookie, 'GET', `/applications/${application.id}`)),
    );
    expect(after.sent.map((d) => [d.kind, d.sourceId])).toEqual([
      ['cv', cv.id],
      ['letter', letter.id],
    ]);
    expect(after.cvId).toBeNull();

    // The account archive holds the applications and what was sent.
    const archive = await unzip((await call(cookie, 'GET', '/export/archive')).rawPayload);
    const exported = JSON.parse(archive.get('applications.json')!.toString()) as {
      applications: { id: string; history: unknown[] }[];
      sent: { kind: string; data: { settings?: unknown } }[];
    };
    expect(exported.applications.map((a) => [a.id, a.history.length])).toEqual([
      [application.id, 3],
    ]);
    expect(exported.sent.map((d) => d.kind)).toEqual(['cv', 'letter']);
    expect(
      Buffer.compare(archive.get('applications/01-Northwind-Pay-cv.pdf')!, first.rawPayload),
    ).toBe(0);
    expect(archive.has('applications/01-Northwind-Pay-letter.pdf')).toBe(true);

    // Deleted, it waits in the bin and comes back whole: history, letter, the PDFs as sent.
    expect((await call(cookie, 'DELETE', `/applications/${application.id}`)).statusCode).toBe(204);
    expectError(
      await call(cookie, 'GET', `/applications/${application.id}`),
      404,
      'application_not_found',
    );
    const { items } = (await json(call(cookie, 'GET', '/bin'))) as {
      items: { id: string; kind: string; label: string }[];
    };
    const binned = items.find((item) => item.kind === 'application');
    expect(binned?.label).toBe('Backend engineer – Northwind Pay');
    expect((await call(cookie, 'POST', `/bin/${binned!.id}/restore`)).statusCode).toBe(200);
    const back = applicationSchema.parse(
      await json(call(cookie, 'GET', `/applications/${application.id}`)),
    );
    expect(back.history.map((step) => step.to)).toEqual(['saved', 'applied', 'interview']);
    expect(back.letterId).toBe(letter.id);
    expect(back.sent.map((d) => d.kind)).toEqual(['cv', 'letter']);
    const restored = await call(cookie, 'GET', `/applications/${application.id}/sent/cv`);
    expect(Buffer.compare(restored.rawPayload, first.rawPayload)).toBe(0);
  });

  it('refuses a foreign application and an unknown kind on the download', async () => {
    const { cookie } = await owner();
    const stranger = await loggedInAccount(app);
    const application = await createApplication(cookie, { company: 'A', role: 'B' });
    expectError(
      await call(stranger.cookie, 'GET', `/applications/${application.id}/sent/cv`),
      404,
      'application_not_found',
    );
    expectError(
      await call(cookie, 'GET', `/applications/${application.id}/sent/photo`),
      400,
      'validation',
    );
  });
});

describe('the calendar feed', () => {
  it('serves follow-ups as iCalendar behind a secret address that a new one or turning it off revokes', async () => {
    const { cookie } = await loggedInAccount(app);
    expect(await json(call(cookie, 'GET', '/applications/calendar'))).toEqual({
      active: false,
      createdAt: null,
    });
    await createApplication(cookie, {
      company: 'Northwind; Pay, "Ltd"',
      role: 'Backend engineer',
      followUpOn: '2026-12-03',
      nextStep: 'Call Dana',
    });
    await createApplication(cookie, { company: 'No date', role: 'Engineer' });
    const feed = calendarFeedCreatedSchema.parse(
      await json(call(cookie, 'POST', '/applications/calendar'), 201),
    );
    const path = new URL(feed.url).pathname;
    expect(path).toMatch(/^\/api\/applications\/calendar\/[\w-]+\.ics$/);

    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe('Follow up: Backend engineer at Northwind; Pay, "Ltd"');
    expect(events[0]!.description).toBe('Next step: Call Dana');
    expect(events[0]!.startDate.toString()).toBe('2026-12-03');
    expect(events[0]!.startDate.isDate).toBe(true);

    const renewed = calendarFeedCreatedSchema.parse(
      await json(call(cookie, 'POST', '/applications/calendar'), 201),
    );
    expectError(await app.inject({ method: 'GET', url: path }), 404, 'calendar_feed_not_found');
    const newPath = new URL(renewed.url).pathname;
    expect((await app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    expect((await call(cookie, 'DELETE', '/applications/calendar')).statusCode).toBe(204);
    expectError(await app.inject({ method: 'GET', url: newPath }), 404, 'calendar_feed_not_found');
    expectError(
      await call(cookie, 'DELETE', '/applications/calendar'),
      404,
      'calendar_feed_not_found',
    );
    expectError(
      await app.inject({ method: 'GET', url: '/api/applications/calendar/x' }),
      404,
      'calendar_feed_not_found',
    );
  });
});

describe('CSV export and import', () => {
  it('exports every application and imports the file back as new ones', async () => {
    const { cookie } = await loggedInAccount(app);
    await createApplication(cookie, {
      company: '=HYPERLINK("x")',
      role: 'Engineer, "senior"',
      salaryMin: 50000,
      salaryMax: 60000,
      salaryCurrency: 'EUR',
      contacts: [{ name: 'Dana', email: 'dana@example.com' }],
      notes: 'Line one\nline two',
      archived: true,
    });
    const res = await call(cookie, 'GET', '/applications/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);

    const imported = await json<{ imported: number }>(
      call(cookie, 'POST', '/applications/import', { csv: res.body }),
      201,
    );
    expect(imported).toEqual({ imported: 1 });
    const all = applicationListSchema.parse(
      await json(call(cookie, 'GET', '/applications?archived=true')),
    );
    expect(all).toHaveLength(2);
    const copy = applicationSchema.parse(
      await json(call(cookie, 'GET', `/applications/${all[0]!.id}`)),
    );
    expect(copy).toMatchObject({
      company: '=HYPERLINK("x")',
      role: 'Engineer, "senior"',
      salaryMin: 50000,
      archived: true,
      notes: 'Line one\nline two',
      contacts: [{ name: 'Dana', email: 'dana@example.com' }],
    });
  });

  it('imports a hand-made file with only company and role, and refuses a bad row naming it', async () => {
    const { cookie } = await loggedInAccount(app);
    const ok = await json<{ imported: number }>(
      call(cookie, 'POST', '/applications/import', {
        csv: 'company,role,stage\nACME,Engineer,applied\nInitech,Analyst,\n',
      }),
      201,
    );
    expect(ok.imported).toBe(2);
    const bad = expectError(
      await call(cookie, 'POST', '/applications/import', {
        csv: 'company,role,stage\nACME,Engineer,hired\n',
      }),
      400,
      'applications_csv_invalid',
    );
    expect(bad.message).toContain('Row 2');
    expectError(
      await call(cookie, 'POST', '/applications/import', { csv: 'name,title\nA,B\n' }),
      400,
      'applications_csv_invalid',
    );
    expectError(
      await call(cookie, 'POST', '/applications/import', { csv: 'company,role\n"unclosed,B\n' }),
      400,
      'applications_csv_invalid',
    );
    expect(
      applicationListSchema.parse(await json(call(cookie, 'GET', '/applications'))),
    ).toHaveLength(2);
  });
});
