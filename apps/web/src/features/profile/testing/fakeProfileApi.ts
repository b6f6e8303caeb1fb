import {
  DEFAULT_THEME,
  resolveSectionSettings,
  type CustomSection,
  type EntryItem,
  type EntryKind,
  type Profile,
} from '@cv/shared';
import {
  apiHandler,
  errorBody,
  NOT_FOUND,
  type StubAnswer,
  type StubCall,
} from '../../../test/api';
import { server } from '../../../test/server';

/** A profile as the server answers it; overrides win. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    displayName: 'Ada Lovelace',
    jobTitle: 'Software Engineer',
    location: 'London',
    bio: null,
    website: null,
    publicAccess: false,
    showEmail: false,
    showPhone: false,
    showAddress: false,
    hideDescriptions: false,
    pictureUrl: null,
    thumbnailUrl: null,
    theme: { ...DEFAULT_THEME },
    contentLanguage: 'en',
    translations: {},
    workExperiences: [],
    educations: [],
    skills: [],
    projects: [],
    links: [],
    languages: [],
    certificates: [],
    awards: [],
    publications: [],
    volunteering: [],
    interests: [],
    references: [],
    customSections: [],
    sectionSettings: resolveSectionSettings(null),
    ...overrides,
  };
}

type EntryFields<K extends EntryKind> = Omit<EntryItem<K>, 'position' | 'translations'> &
  Partial<Pick<EntryItem<K>, 'position' | 'translations'>>;

/** An entry of kind K as the profile lists it: first in its list and untranslated unless it says otherwise. */
export function buildEntry<K extends EntryKind>(entry: EntryFields<K>): EntryItem<K> {
  return { position: 0, translations: {}, ...entry } as EntryItem<K>;
}

type WorkExperience = EntryItem<'work-experience'>;

/** A work experience as the profile lists it; overrides win. */
export function buildWorkExperience(overrides: Partial<WorkExperience> = {}): WorkExperience {
  return buildEntry<'work-experience'>({
    id: '00000000-0000-4000-8000-0000000000b1',
    jobTitle: 'Lead Engineer',
    company: 'Analytical Engines Ltd',
    location: 'London',
    positionStart: '2020-03-01',
    positionEnd: null,
    description: null,
    highlights: [],
    ...overrides,
  });
}

/** A custom section as the server answers it; overrides win. */
export function buildCustomSection(overrides: Partial<CustomSection> = {}): CustomSection {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    title: 'Teaching',
    position: 0,
    public: true,
    print: true,
    translations: {},
    entries: [],
    ...overrides,
  };
}

interface Failure {
  status: number;
  body?: Record<string, unknown>;
}

interface Given {
  /** The server's answer; absent: the usual answer to an accepted write. */
  answer?: StubAnswer;
  /** What GET /api/profile answers from then on: the server's profile after the write. */
  then?: Profile;
}

const json = (status: number, body?: unknown): StubAnswer => ({ status, body });

const PROFILE_NOT_FOUND = json(
  404,
  errorBody(
    404,
    'profile_not_found',
    'Not Found - We could not find the profile you are looking for.',
  ),
);

/**
 * The answer to an accepted write when the test gives none: the data as it
 * was sent, a new item with a new id (201), nothing for a DELETE (204). The
 * general data's multipart save answers the profile with that data.
 */
function accepted(
  method: string,
  path: string,
  body: unknown,
  profile: Profile | null,
  newId: () => string,
) {
  if (method === 'DELETE') return json(204);
  if (path === '/api/profile') {
    const data = JSON.parse(String((body as FormData).get('data'))) as Partial<Profile>;
    const before = profile ?? buildProfile({ displayName: null, jobTitle: null, location: null });
    return json(profile ? 200 : 201, { ...before, ...data });
  }
  const sent = body as { id?: string };
  return sent.id || method !== 'POST' ? json(200, sent) : json(201, { ...sent, id: newId() });
}

/**
 * The profile API for component tests, answering from fixtures. GET
 * /api/profile answers the profile the test gave (the server's 404 while it
 * is null). A write answers what the test says the server answers
 * (`answerNext`, `failNext`), else the data as it was sent (`accepted`).
 * Nothing of the server's bookkeeping is copied: where the editor reloads
 * the profile after a write, the test gives the profile the server has then
 * (`answerNext(…, { then })`). Every call is recorded.
 */
export function fakeProfileApi(initial: Profile | null = buildProfile()) {
  /** What GET /api/profile answers; null: no profile yet. */
  let current: Profile | null = initial && structuredClone(initial);
  let nextId = 1;
  const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  const calls: StubCall[] = [];
  const failures = new Map<string, Failure>();
  const given = new Map<string, Given>();

  function handle({ method, path, body }: StubCall): StubAnswer {
    const key = `${method} ${path}`;
    const failure = failures.get(key);
    if (failure) {
      failures.delete(key);
      return json(failure.status, {
        ...errorBody(failure.status, 'internal', 'The server says no'),
        ...failure.body,
      });
    }
    if (method === 'GET') {
      if (path !== '/api/profile') return NOT_FOUND;
      return current ? json(200, current) : PROFILE_NOT_FOUND;
    }
    const next = given.get(key);
    given.delete(key);
    const answer = next?.answer ?? accepted(method, path, body, current, newId);
    if (next?.then) current = structuredClone(next.then);
    return answer;
  }

  server.use(apiHandler(calls, handle));

  // The editor's undo asks which version holds the profile after each save
  // (POST /api/history/head): a look-up, not a change of the profile.
  const writes = () =>
    calls.filter((call) => call.method !== 'GET' && !call.path.startsWith('/api/history/'));
  return {
    calls,
    /** The calls that changed something. */
    writes,
    /** The general data the n-th write sent (the JSON part of POST /api/profile). */
    sentData: (index: number) =>
      JSON.parse(String((writes()[index]?.body as FormData).get('data'))) as Record<
        string,
        unknown
      >,
    failNext(method: string, path: string, status: number, body?: Record<string, unknown>) {
      failures.set(`${method} ${path}`, { status, body });
    },
    /** What the server does on the next such call (see `Given`). */
    answerNext(method: string, path: string, next: Given) {
      given.set(`${method} ${path}`, next);
    },
    /** The next new entry of `kind` is `added` (201), and the profile is `then` afterwards. */
    answerAdded(kind: string, added: unknown, then?: Profile) {
      given.set(`POST /api/profile/${kind}`, { answer: json(201, added), then });
    },
  };
}
