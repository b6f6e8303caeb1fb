import {
  CV_DESIGN_IDS,
  defaultCvSettings,
  type CvDesign,
  type CvDocument,
  type CvDocumentPreview,
  type CvSettings,
  type ErrorCode,
} from '@cv/shared';
import { http, HttpResponse } from 'msw';
import { errorBody, type Answer, type StubCall } from '../../../test/api';
import { server } from '../../../test/server';

/** The CV routes this fake answers; every other /api call goes on to the next handler. */
const OWN = /^\/api\/(cvs(\/.*)?|cv\/.*|account)$/;

export const DESIGNS: CvDesign[] = CV_DESIGN_IDS.map((id) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  description: `The ${id} design.`,
  previewUrl: `/api/cv/designs/${id}/preview.png?lang=en`,
}));

/** A CV document as the server answers it; overrides win. */
export function buildCv(
  overrides: Omit<Partial<CvDocument>, 'settings'> & { settings?: Partial<CvSettings> } = {},
): CvDocument {
  const { settings, ...rest } = overrides;
  return {
    id: '0b7e3a52-8d1c-4f4e-9a43-5b1f2f0c9d10',
    name: 'Engineering roles',
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-14T10:32:00.000Z',
    ...rest,
    settings: { ...defaultCvSettings('en'), ...settings },
  };
}

/** One page per call, with the settings in it, so two renders of different settings differ. */
function defaultPreview(cv: CvDocument): CvDocumentPreview {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${JSON.stringify(cv.settings)}</desc></svg>`;
  return { pages: [svg, svg], fit: { status: 'off', spacing: 1, fontScale: 1 }, checks: [] };
}

interface Failure {
  status: number;
  code: ErrorCode;
}

const json = (status: number, body?: unknown) =>
  body === undefined
    ? new HttpResponse(null, { status })
    : HttpResponse.json(body as object, { status });

/**
 * `/api/cvs…` for component tests (and the CV page's other calls: the
 * account summary, the designs, the quick preview), answering from fixtures.
 * The CVs are kept as a list that creating adds to and deleting removes
 * from, so that the list shows them; a save (PATCH) answers what the test
 * says the server answers (`answerNext`): no rule of the server is copied.
 * Installed after fakeProfileApi, it answers its own routes and lets the
 * profile's through. Every call is recorded; `failNext` makes the next
 * matching call fail.
 */
export function fakeCvApi(initial: CvDocument[] = [buildCv()]) {
  let documents = structuredClone(initial);
  let nextId = 1;
  const newId = () => `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`;
  const calls: StubCall[] = [];
  const failures = new Map<string, Failure[]>();
  const answers = new Map<string, Answer[]>();
  let preview: (cv: CvDocument) => CvDocumentPreview = defaultPreview;
  /** Held answers: a test releases them to look at the state in between. */
  let hold: Promise<void> | null = null;

  function answer(call: StubCall, request: Request): Response {
    const { method, path, body } = call;
    const failure = failures.get(`${method} ${path}`)?.shift();
    if (failure)
      return json(failure.status, errorBody(failure.status, failure.code, 'The server says no'));
    const given = answers.get(`${method} ${path}`)?.shift();
    if (given) {
      const answer = typeof given === 'function' ? given(call, request) : given;
      return answer instanceof Response ? answer : json(answer.status, answer.body);
    }
    if (path === '/api/account') return json(200, { username: 'ada' });
    if (path === '/api/cv/designs') return json(200, DESIGNS);
    if (path === '/api/cv/preview') {
      return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        status: 200,
        headers: { 'Content-Type': 'image/svg+xml', 'X-Cv-Pages': '1' },
      });
    }
    if (path === '/api/cvs' && method === 'GET') return json(200, documents);
    if (path === '/api/cvs' && method === 'POST') {
      // The new CV as the server would answer it; the limit and what a copy
      // takes over are the server's rules (a test gives `failNext` for the limit).
      const input = body as { name: string; settings?: Partial<CvSettings> };
      const created = buildCv({
        id: newId(),
        name: input.name,
        createdAt: '2025-04-01T08:00:00.000Z',
        updatedAt: '2025-04-01T08:00:00.000Z',
        settings: input.settings,
      });
      documents = [...documents, created];
      return json(201, created);
    }
    const match = /^\/api\/cvs\/([^/]+)(\/preview|\/pdf)?$/.exec(path);
    const cv = match && documents.find((doc) => doc.id === match[1]);
    if (!match || !cv) return json(404, errorBody(404, 'cv_not_found', 'This CV does not exist'));
    if (match[2] === '/preview') return json(200, preview(cv));
    if (match[2] === '/pdf') {
      return new HttpResponse('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="Ada-Lovelace-CV.pdf"',
        },
      });
    }
    if (method === 'GET') return json(200, cv);
    if (method === 'DELETE') {
      documents = documents.filter((doc) => doc.id !== cv.id);
      return json(204);
    }
    // A save the test gave no answer for (answerNext) is a mistake in the test.
    return json(500, errorBody(500, 'internal', `No answer given for ${method} ${path}`));
  }

  server.use(
    http.all('/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (!OWN.test(path)) return undefined;
      const type = request.headers.get('content-type') ?? '';
      const body: unknown = type.includes('application/json')
        ? await request.clone().json()
        : undefined;
      const call = { method: request.method, path, body };
      calls.push(call);
      if (hold && request.method === 'PATCH') await hold;
      return answer(call, request);
    }),
  );

  return {
    calls,
    /** The bodies of the saves of one CV, in order. */
    patches: (id = buildCv().id) =>
      calls.filter((c) => c.method === 'PATCH' && c.path === `/api/cvs/${id}`).map((c) => c.body),
    previews: (id = buildCv().id) =>
      calls.filter((c) => c.method === 'GET' && c.path === `/api/cvs/${id}/preview`).length,
    documents: () => documents,
    failNext(method: string, path: string, status: number, code: ErrorCode = 'internal') {
      failures.set(`${method} ${path}`, [
        ...(failures.get(`${method} ${path}`) ?? []),
        { status, code },
      ]);
    },
    /** The server's answer to the next such call; several queue up in order. */
    answerNext(method: string, path: string, answer: Answer) {
      answers.set(`${method} ${path}`, [...(answers.get(`${method} ${path}`) ?? []), answer]);
    },
    /** The server's answers to the next saves of a CV, in order: the CV as it is stored then. */
    answerSaves(...saved: CvDocument[]) {
      for (const cv of saved)
        this.answerNext('PATCH', `/api/cvs/${cv.id}`, { status: 200, body: cv });
    },
    setPreview(make: (cv: CvDocument) => CvDocumentPreview) {
      preview = make;
    },
    /** Holds every PATCH until the returned function is called. */
    holdSaves(): () => void {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
}

export type FakeCvApi = ReturnType<typeof fakeCvApi>;
