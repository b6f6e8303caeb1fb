import {
  entryListOf,
  DEFAULT_THEME,
  ENTRY_KINDS,
  resolveSectionSettings,
  type CustomSection,
  type CustomSectionInput,
  type EntryKind,
  type Profile,
  type SectionSettingsInput,
} from '@cv/shared';
import {
  apiHandler,
  errorBody,
  NOT_FOUND,
  type StubAnswer,
  type StubCall,
} from '../../../test/api';
import { server } from '../../../test/server';
import { withEntryList, type EntryItem } from '../profile.queries';

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

interface Failure {
  status: number;
  body?: Record<string, unknown>;
}

const json = (status: number, body?: unknown): StubAnswer => ({ status, body });

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

/** The custom section holding an entry, for the routes that only name the entry. */
function sectionOfEntry(profile: Profile, id: string | undefined): string | undefined {
  return profile.customSections.find((s) => s.entries.some((e) => e.id === id))?.id;
}

/**
 * The profile API for component tests, answering from fixtures: GET answers
 * the profile the test gave (404 before it is created); a write answers what
 * the test said the server answers (`answerNext`, `failNext`), else the saved
 * data as it was sent (a new entry or section with a new id). The profile is
 * kept only as a list the writes replace, add to or remove from, so that the
 * reload after a save shows it; the server's rules (merging translations,
 * swapping the content language, ordering by date) are not copied here: a
 * test that needs their outcome gives it as the answer. Every call is
 * recorded; any other call gets the server's 404.
 */
export function fakeProfileApi(initial: Profile | null = buildProfile()) {
  /** null until created, as on the server. */
  let current: Profile | null = initial && structuredClone(initial);
  let nextId = 1;
  const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  const calls: StubCall[] = [];
  const failures = new Map<string, Failure>();
  const answers = new Map<string, { answer: StubAnswer; profile?: Profile }>();

  function handle({ method, path, body }: StubCall): StubAnswer {
    const failure = failures.get(`${method} ${path}`);
    if (failure) {
      failures.delete(`${method} ${path}`);
      return json(failure.status, {
        ...errorBody(failure.status, 'internal', 'The server says no'),
        ...failure.body,
      });
    }
    const given = answers.get(`${method} ${path}`);
    if (given) {
      answers.delete(`${method} ${path}`);
      if (given.profile) current = structuredClone(given.profile);
      return given.answer;
    }
    if (path === '/api/profile' && method === 'POST') {
      const created = current === null;
      const form = body as FormData;
      const data = JSON.parse(String(form.get('data'))) as Partial<Profile>;
      const picture = form.get('profilePicture') ? '/api/media/a/picture.jpg' : undefined;
      const before = current ?? buildProfile({ displayName: null, jobTitle: null, location: null });
      current = {
        ...before,
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
    if (method === 'PUT' && path === '/api/profile/sections') {
      const sectionSettings = { ...profile.sectionSettings, ...(body as SectionSettingsInput) };
      current = { ...profile, sectionSettings };
      return json(200, sectionSettings);
    }
    if (method === 'POST' && path === '/api/profile/custom-section') {
      const {
        id,
        title,
        public: shown = true,
        print = true,
        translations,
      } = body as CustomSectionInput;
      const existing = profile.customSections.find((s) => s.id === id);
      if (id && !existing) return NOT_FOUND;
      const saved: CustomSection = existing
        ? {
            ...existing,
            title,
            public: shown,
            print,
            ...(translations
              ? { translations: translations as CustomSection['translations'] }
              : {}),
          }
        : {
            id: newId(),
            title,
            position: profile.customSections.length,
            public: shown,
            print,
            translations: (translations as CustomSection['translations'] | undefined) ?? {},
            entries: [],
          };
      current = {
        ...profile,
        customSections: existing
          ? profile.customSections.map((s) => (s.id === saved.id ? saved : s))
          : [...profile.customSections, saved],
      };
      return json(existing ? 200 : 201, saved);
    }
    const section = /^\/api\/profile\/custom-section\/(.+)$/.exec(path);
    if (method === 'DELETE' && section) {
      if (!profile.customSections.some((s) => s.id === section[1])) return NOT_FOUND;
      current = {
        ...profile,
        customSections: profile.customSections.filter((s) => s.id !== section[1]),
      };
      return json(204);
    }
    const entry = /^\/api\/profile\/([a-z-]+)(?:\/(.+))?$/.exec(path);
    const kind = entry?.[1] as EntryKind | undefined;
    if (entry && kind && (ENTRY_KINDS as readonly string[]).includes(kind)) {
      type Item = EntryItem & { sectionId?: string };
      const replace = (
        sectionId: string | undefined,
        update: (items: readonly Item[]) => Item[],
      ) => {
        current = withEntryList(profile, kind, sectionId, (items) => update(items as Item[]));
      };
      if (method === 'POST') {
        const input = body as { id?: string; sectionId?: string; translations?: object };
        const items = entryListOf(profile, kind, input.sectionId);
        const exists = items.some((item) => item.id === input.id);
        const saved = { position: 0, translations: {}, ...input, id: input.id ?? newId() } as Item;
        replace(input.sectionId, (list) =>
          exists ? list.map((item) => (item.id === saved.id ? saved : item)) : [saved, ...list],
        );
        return json(exists ? 200 : 201, saved);
      }
      if (method === 'DELETE') {
        replace(sectionOfEntry(profile, entry[2]), (list) => list.filter((i) => i.id !== entry[2]));
        return json(204);
      }
      if (method === 'PUT' && entry[2] === 'order') {
        const { ids } = body as { ids: string[] };
        const sectionId = sectionOfEntry(profile, ids[0]);
        const items = entryListOf(profile, kind, sectionId);
        const ordered = ids.flatMap((id) => items.filter((item) => item.id === id));
        replace(sectionId, () => ordered);
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
    /**
     * The server's answer to the next such call; `profile`: what GET /api/profile
     * answers from then on (the server's outcome of the write).
     */
    answerNext(method: string, path: string, answer: StubAnswer, profile?: Profile) {
      answers.set(`${method} ${path}`, { answer, profile });
    },
  };
}
