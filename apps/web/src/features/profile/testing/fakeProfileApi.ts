import { DEFAULT_THEME, ENTRY_KINDS, type EntryKind, type Profile } from '@cv/shared';
import { vi } from 'vitest';
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

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

interface Failure {
  status: number;
  body?: Record<string, unknown>;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/**
 * A stateful stand-in for the profile API behind `fetch`: entries are saved,
 * deleted and ordered like the server does it, every call is recorded, and
 * `failNext` makes the next matching call fail.
 */
export function fakeProfileApi(initial: Profile | null = buildProfile()) {
  /** null until created, as on the server. */
  let current: Profile | null = initial && structuredClone(initial);
  let nextId = 1;
  const calls: RecordedCall[] = [];
  const failures = new Map<string, Failure>();

  async function handle(method: string, path: string, body: unknown): Promise<Response> {
    const failure = failures.get(`${method} ${path}`);
    if (failure) {
      failures.delete(`${method} ${path}`);
      return json(failure.status, {
        status: failure.status,
        error: 'Error',
        code: 'failed',
        message: 'The server says no',
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
      return json(404, {
        status: 404,
        error: 'Not Found',
        code: 'profile_not_found',
        message: 'Not Found - We could not find the profile you are looking for.',
      });
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
    return json(404, { status: 404, error: 'Not Found', code: 'not_found', message: 'nope' });
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    calls.push({ method, path: url.pathname, body });
    return handle(method, url.pathname, body);
  });
  vi.stubGlobal('fetch', fetchMock);

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
