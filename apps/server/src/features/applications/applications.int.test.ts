import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LIMITS,
  applicationListSchema,
  applicationSchema,
  dueFollowUpListSchema,
  type ApplicationCreate,
} from '@cv/shared';
import { applications } from '../../db/schema';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { apiCall, expectAnswer, expectError } from '../../../test/http';

const { app } = await buildTestApp();

const call = apiCall(app);

const posting = (overrides: Partial<ApplicationCreate> = {}): ApplicationCreate => ({
  company: 'ACME GmbH',
  role: 'Backend engineer',
  location: 'Berlin',
  workMode: 'hybrid',
  salaryMin: 60000,
  salaryMax: 75000,
  salaryCurrency: 'eur',
  source: 'Job board',
  postingUrl: 'https://jobs.example.com/acme/42',
  postingText: 'We look for a TypeScript engineer with PostgreSQL and Kubernetes.',
  contacts: [
    { name: 'Dana Park', role: 'Recruiter', email: 'dana@acme.example', phone: '+49 30 1234' },
  ],
  notes: 'Met them at **JSConf**.',
  ...overrides,
});

async function created(cookie: string, payload: ApplicationCreate = posting()) {
  const res = await call(cookie, 'POST', '/applications', payload);
  return expectAnswer(res, 201, applicationSchema);
}

describe('applications: create, list, change, delete', () => {
  it('creates an application in `saved` with its first history entry, and lists it', async () => {
    const { cookie } = await loggedInAccount(app);
    const application = await created(cookie);
    expect(application).toMatchObject({
      company: 'ACME GmbH',
      role: 'Backend engineer',
      stage: 'saved',
      salaryCurrency: 'EUR',
      archived: false,
      sent: [],
      contacts: [{ name: 'Dana Park', role: 'Recruiter', email: 'dana@acme.example' }],
    });
    expect(application.history.map((h) => [h.from, h.to])).toEqual([[null, 'saved']]);

    const list = applicationListSchema.parse((await call(cookie, 'GET', '/applications')).json());
    expect(list.map((a) => a.id)).toEqual([application.id]);
    expect(list[0]).not.toHaveProperty('postingText');
  });

  it('changes named fields only, clears with blank, and keeps archived ones out of the list unless asked', async () => {
    const { cookie } = await loggedInAccount(app);
    const application = await created(cookie);
    const res = await call(cookie, 'PATCH', `/applications/${application.id}`, {
      location: '',
      nextStep: 'Call Dana',
      followUpOn: '2026-12-03',
      archived: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      company: 'ACME GmbH',
      location: null,
      nextStep: 'Call Dana',
      followUpOn: '2026-12-03',
      archived: true,
    });
    expect((await call(cookie, 'GET', '/applications')).json()).toEqual([]);
    expect((await call(cookie, 'GET', '/applications?archived=true')).json()).toHaveLength(1);
  });

  it('deletes an application and answers 404 for it afterwards', async () => {
    const { cookie } = await loggedInAccount(app);
    const application = await created(cookie);
    expect((await call(cookie, 'DELETE', `/applications/${application.id}`)).statusCode).toBe(204);
    expectError(
      await call(cookie, 'GET', `/applications/${application.id}`),
      404,
      'application_not_found',
    );
  });

  it('keeps versions: one field of a named version comes back as a new change', async () => {
    const { cookie } = await loggedInAccount(app);
    const application = await created(cookie);
    await call(cookie, 'PATCH', `/applications/${application.id}`, { nextStep: 'Call Dana' });
    const doc = `type=application&id=${application.id}`;
    const [first] = (await call(cookie, 'GET', `/history/versions?${doc}`)).json().versions as {
      id: string;
    }[];
    const named = await call(cookie, 'PATCH', `/history/versions/${first!.id}`, { name: 'Sent' });
    expect(named.statusCode, named.body).toBe(200);
    await call(cookie, 'PATCH', `/applications/${application.id}`, {
      nextStep: 'Wait',
      role: 'Lead engineer',
    });

    const restored = await call(cookie, 'POST', `/history/versions/${first!.id}/restore`, {
      field: 'nextStep',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call(cookie, 'GET', `/applications/${application.id}`)).json()).toMatchObject({
      nextStep: 'Call Dana',
      role: 'Lead engineer',
    });
    const unknown = await call(cookie, 'POST', `/history/versions/${first!.id}/restore`, {
      field: 'stage',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists follow-ups due within the days asked, overdue ones first, archived ones never', async () => {
    const { cookie } = await loggedInAccount(app);
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await created(cookie, posting({ company: 'Later', followUpOn: inDays(20) }));
    await created(cookie, posting({ company: 'Overdue', followUpOn: inDays(-3) }));
    await created(cookie, posting({ company: 'Today', followUpOn: today, nextStep: 'Ask' }));
    await created(cookie, posting({ company: 'Archived', followUpOn: today, archived: true }));
    const due = dueFollowUpListSchema.parse(
      (await call(cookie, 'GET', '/applications/due')).json(),
    );
    expect(due.map((d) => d.company)).toEqual(['Overdue', 'Today']);
    const more = (await call(cookie, 'GET', '/applications/due?days=30')).json() as unknown[];
    expect(more).toHaveLength(3);
  });
});

describe('applications: bad input', () => {
  it('answers malformed JSON, wrong types and hostile text with 400 and the standard body in German', async () => {
    const { cookie } = await loggedInAccount(app);
    const german = { 'accept-language': 'de' };
    expectError(
      await call(cookie, 'POST', '/applications', '{"company":', german),
      400,
      'malformed_json',
    );
    const wrong = expectError(
      await call(
        cookie,
        'POST',
        '/applications',
        { company: 42, role: ['x'], stage: 'hired' },
        german,
      ),
      400,
      'validation',
    );
    expect(Object.keys(wrong.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['company', 'role', 'stage']),
    );
    expect(wrong.message).not.toMatch(/invalid|expected/i);
    expectError(
      await call(cookie, 'POST', '/applications', { company: 'A\u0000B', role: 'x' }, german),
      400,
      'validation',
    );
    expectError(
      await call(cookie, 'POST', '/applications', { company: 'A\ud800', role: 'x' }, german),
      400,
      'validation',
    );
    const long = expectError(
      await call(cookie, 'POST', '/applications', { company: 'x'.repeat(10_000), role: 'x' }),
      400,
      'validation',
    );
    expect(long.fieldErrors?.company).toBeDefined();
    expectError(
      await call(cookie, 'POST', '/applications', posting({ salaryMin: 9, salaryMax: 1 })),
      400,
      'validation',
    );
    expectError(
      await call(cookie, 'POST', '/applications', posting({ postingUrl: 'javascript:alert(1)' })),
      400,
      'validation',
    );
    expectError(
      await call(cookie, 'POST', '/applications', { company: 'A', role: 'B', extra: 1 }),
      400,
      'validation',
    );
  });

  it('refuses too many contacts, a too long posting and an oversize body', async () => {
    const { cookie } = await loggedInAccount(app);
    const contacts = Array.from({ length: APPLICATION_LIMITS.contactsMax + 1 }, (_, i) => ({
      name: `Person ${i}`,
    }));
    expectError(
      await call(cookie, 'POST', '/applications', posting({ contacts })),
      400,
      'validation',
    );
    expectError(
      await call(
        cookie,
        'POST',
        '/applications',
        posting({ postingText: 'word '.repeat(APPLICATION_LIMITS.postingTextMax / 5 + 1) }),
      ),
      400,
      'validation',
    );
    expectError(
      await call(cookie, 'POST', '/applications', posting({ notes: 'x'.repeat(400 * 1024) })),
      413,
      'payload_too_large',
    );
  });

  it('answers a malformed id with 400 and a stage move to an unknown stage with 400', async () => {
    const { cookie } = await loggedInAccount(app);
    expectError(await call(cookie, 'GET', '/applications/not-a-uuid'), 400, 'validation');
    const application = await created(cookie);
    expectError(
      await call(cookie, 'POST', `/applications/${application.id}/stage`, { stage: 'hired' }),
      400,
      'validation',
    );
  });
});

describe('applications: sessions and foreign ids', () => {
  it('answers 401 without a session', async () => {
    expectError(await call(null, 'GET', '/applications'), 401, 'unauthorized');
    expectError(await call(null, 'POST', '/applications', posting()), 401, 'unauthorized');
  });

  it("answers 404 for another account's application on every route, and changes nothing", async () => {
    const owner = await loggedInAccount(app);
    const stranger = await loggedInAccount(app);
    const application = await created(owner.cookie);
    const id = application.id;
    for (const [method, url, body] of [
      ['GET', `/applications/${id}`],
      ['PATCH', `/applications/${id}`, { company: 'Mine' }],
      ['DELETE', `/applications/${id}`],
      ['POST', `/applications/${id}/stage`, { stage: 'applied' }],
      ['GET', `/applications/${id}/sent/cv`],
      ['GET', `/applications/${id}/match`],
    ] as const) {
      expectError(await call(stranger.cookie, method, url, body), 404, 'application_not_found');
    }
    expectError(
      await call(owner.cookie, 'GET', `/applications/${randomUUID()}`),
      404,
      'application_not_found',
    );
    expect((await call(owner.cookie, 'GET', `/applications/${id}`)).json()).toEqual(application);
  });

  it("refuses another account's CV as the application's CV", async () => {
    const owner = await loggedInAccount(app);
    const stranger = await loggedInAccount(app);
    const cv = await call(stranger.cookie, 'POST', '/cvs', { name: 'Theirs' });
    const cvId = (cv.json() as { id: string }).id;
    expectError(
      await call(owner.cookie, 'POST', '/applications', posting({ cvId })),
      404,
      'application_cv_not_found',
    );
    const application = await created(owner.cookie);
    expectError(
      await call(owner.cookie, 'PATCH', `/applications/${application.id}`, { cvId }),
      404,
      'application_cv_not_found',
    );
    expectError(
      await call(owner.cookie, 'PATCH', `/applications/${application.id}`, {
        letterId: randomUUID(),
      }),
      404,
      'application_letter_not_found',
    );
  });
});

describe('applications: limits', () => {
  it('refuses a new application beyond the limit with 409 and a message naming it', async () => {
    const { account, cookie } = await loggedInAccount(app);
    await app.db.insert(applications).values(
      Array.from({ length: APPLICATION_LIMITS.applicationsMax }, (_, i) => ({
        accountId: account.id,
        company: `Company ${i}`,
        role: 'Role',
      })),
    );
    const body = expectError(
      await call(cookie, 'POST', '/applications', posting()),
      409,
      'application_limit',
    );
    expect(body.message).toContain(String(APPLICATION_LIMITS.applicationsMax));
  });

  it('lets two concurrent creates at the limit pass only one', async () => {
    const { account, cookie } = await loggedInAccount(app);
    await app.db.insert(applications).values(
      Array.from({ length: APPLICATION_LIMITS.applicationsMax - 1 }, (_, i) => ({
        accountId: account.id,
        company: `Company ${i}`,
        role: 'Role',
      })),
    );
    const answers = await Promise.all([
      call(cookie, 'POST', '/applications', posting()),
      call(cookie, 'POST', '/applications', posting()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('applications: moving between stages', () => {
  it('keeps a dated history of every move and sets the applied date when it is sent', async () => {
    const { cookie } = await loggedInAccount(app);
    const application = await created(cookie);
    const move = (stage: string, from?: string) =>
      call(cookie, 'POST', `/applications/${application.id}/stage`, {
        stage,
        ...(from ? { from } : {}),
      });
    expect((await move('applied', 'saved')).statusCode).toBe(200);
    const res = await move('interview');
    const moved = applicationSchema.parse(res.json());
    expect(moved.stage).toBe('interview');
    expect(moved.appliedOn).toBe(new Date().toISOString().slice(0, 10));
    expect(moved.firstAnswerAt).not.toBeNull();
    expect(moved.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'saved'],
      ['saved', 'applied'],
      ['applied', 'interview'],
    ]);
    const stale = expectError(await move('offer', 'saved'), 409, 'application_stage_conflict');
    expect(stale.message).toContain('Interview');

    // Rejected after the interview, the list still tells every stage it got to.
    await move('rejected');
    const [listed] = applicationListSchema.parse(
      (await call(cookie, 'GET', '/applications')).json(),
    );
    expect(listed?.reached).toEqual(['saved', 'applied', 'interview', 'rejected']);
  });

  it('two tabs moving one card from the same stage: one wins, the other gets 409, one history', async () => {
    const { cookie } = await loggedInAccount(app);
    const application = await created(cookie);
    const url = `/applications/${application.id}/stage`;
    const answers = await Promise.all([
      call(cookie, 'POST', url, { stage: 'screening', from: 'saved' }),
      call(cookie, 'POST', url, { stage: 'rejected', from: 'saved' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = applicationSchema.parse(
      (await call(cookie, 'GET', `/applications/${application.id}`)).json(),
    );
    expect(after.history).toHaveLength(2);
    expect(after.history[1]!.to).toBe(after.stage);
  });

  it('many moves at once without `from` leave one unbroken chain ending at the stage', async () => {
    const { cookie } = await loggedInAccount(app);
    const application = await created(cookie);
    const url = `/applications/${application.id}/stage`;
    await Promise.all(
      (['screening', 'interview', 'offer', 'rejected', 'withdrawn'] as const).map((stage) =>
        call(cookie, 'POST', url, { stage }),
      ),
    );
    const after = applicationSchema.parse(
      (await call(cookie, 'GET', `/applications/${application.id}`)).json(),
    );
    for (let i = 1; i < after.history.length; i++) {
      expect(after.history[i]!.from).toBe(after.history[i - 1]!.to);
    }
    expect(after.history.at(-1)!.to).toBe(after.stage);
  });
});
