import { DEFAULT_THEME, ENTRY_KINDS, type EntryKind, type Profile } from '@cv/shared';
import {
  apiHandler,
  errorBody,
  NOT_FOUND,
  type StubAnswer,
  type StubCall,
} from '../../../test/api';
import { server } from '../../../test/server';
import { ENTRY_LIST_KEYS } from '../profile.queries';

/** A profile as the server answers it; overrides win. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    displayName: 'Ada Lovelace',
    jobTitle: 'Software Engineer',
    location: 'London',
    bio: null,
    publicAccess: false,
    showEmail: false,
    showPhone: false,
    showAddress: false,
    hideDescriptions: false,
    pictureUrl: null,
    thumbnailUrl: null,
    theme: { ...DEFAULT_THEME },
    workExperiences: [],
    educations: [],
    skills: [],
    projects: [],
    ...overrides,
  };
}

interface Failure {
  status: number;
  body?: Record<string, unknown>;
}

const json = (status: number, body?: unknown): StubAnswer => ({ status, body });

/**
 * A stateful stand-in for the profile API: entries are saved, deleted and
 * ordered like the server does it, every call is recorded, and `failNext`
 * makes the next matching call fail. Any other call gets the server's 404.
 */
export function fakeProfileApi(initial: Profile | null = buildProfile()) {
  /** null until created, as on the server. */
  let current: Profile | null = initial && structuredClone(initial);
  let nextId = 1;
  const calls: StubCall[] = [];
  const failures = new Map<string, Failure>();

  function handle({ method, path, body }: StubCall): StubAnswer {
    const failure = failures.get(`${method} ${path}`);
    if (failure) {
      failures.delete(`${method} ${path}`);
      return json(failure.status, {
        ...errorBody(failure.status, 'internal', 'The server says no'),
        ...failure.body,
      });
    }
    if (path === '/api/profile' && method === 'POST') {
      const created = current === null;
      const form = body as FormData;
      const data = JSON.parse(String(form.get('data'))) as Partial<Profile>;
      const picture = form.get('profilePicture') ? '/api/media/a/picture.jpg' : undefined;
      current = {
        ...(current ?? buildProfile({ displayName: null, jobTitle: null, location: null })),
        ...data,
        ...(picture ? { pictureUrl: picture, thumbnailUrl: picture } : {}),
      };
      return json(created ? 201 : 200, current);
    }
    if (current === null) {
      return json(
        404,
        errorBody(
          404,
          'profile_not_found',
          'Not Found - We could not find the profile you are looking for.',
        ),
      );
    }
    const profile = current;
    if (method === 'GET' && path === '/api/profile') return json(200, profile);
    if (method === 'POST' && path === '/api/profile/theme') {
      current = { ...profile, theme: body as Profile['theme'] };
      return json(200, current.theme);
    }
    const entry = /^\/api\/profile\/([a-z-]+)(?:\/(.+))?$/.exec(path);
    const kind = entry?.[1] as EntryKind | undefined;
    if (entry && kind && (ENTRY_KINDS as readonly string[]).includes(kind)) {
      const key = ENTRY_LIST_KEYS[kind];
      const items = profile[key] as { id: string; position: number }[];
      if (method === 'POST') {
        const input = body as { id?: string };
        const saved = {
          position: 0,
          ...input,
          id: input.id ?? `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
        };
        const exists = items.some((item) => item.id === saved.id);
        current = {
          ...profile,
          [key]: exists
            ? items.map((item) => (item.id === saved.id ? saved : item))
            : [saved, ...items],
        };
        return json(exists ? 200 : 201, saved);
      }
      if (method === 'DELETE') {
        current = { ...profile, [key]: items.filter((item) => item.id !== entry[2]) };
        return json(204);
      }
      if (method === 'PUT' && entry[2] === 'order') {
        const { ids } = body as { ids: string[] };
        const ordered = ids.flatMap((id) => items.filter((item) => item.id === id));
        current = { ...profile, [key]: ordered };
        return json(200, ordered);
      }
    }
    return NOT_FOUND;
  }

  server.use(apiHandler(calls, handle));

  return {
    calls,
    /** The calls that changed something. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    profile: () => current,
    failNext(method: string, path: string, status: number, body?: Record<string, unknown>) {
      failures.set(`${method} ${path}`, { status, body });
    },
  };
}
