import {
  entryListOf,
  insertionIndex,
  PROFILE_PARTS,
  SECTION_KINDS,
  type EntryItem,
  type EntryKind,
  type Profile,
  type ProfileDataInput,
  type Theme,
} from '@cv/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OperationRequestBodyContent } from 'openapi-typescript-helpers';
import { api, asForm, binary, dataOf, isApiError } from '../../api/client';
import type { paths as ApiPaths } from '../../api/schema';
import { profileKeys } from './profile.keys';

// The keys and the side menu's thumbnail live apart: the app shell needs them without this module.
export { profileKeys, useProfileThumbnail } from './profile.keys';

export type { EntryItem };

/** The profile with the entries of one kind (of one custom section) replaced. */
export function withEntryList<K extends EntryKind>(
  profile: Profile,
  kind: K,
  sectionId: string | undefined,
  update: (items: readonly EntryItem<K>[]) => readonly EntryItem<K>[],
): Profile {
  const items = update(entryListOf(profile, kind, sectionId));
  if (kind === 'custom-entry') {
    return {
      ...profile,
      customSections: profile.customSections.map((section) =>
        section.id === sectionId
          ? {
              ...section,
              entries: items as unknown as Profile['customSections'][number]['entries'],
            }
          : section,
      ),
    };
  }
  return { ...profile, [SECTION_KINDS[kind].listKey]: items };
}

/** The code of `GET /api/profile` before the profile is created. */
const PROFILE_NOT_FOUND = 'profile_not_found';

/**
 * The own profile with theme and entries; `null` while none is created yet
 * (the server's 404 `profile_not_found`), which the pages turn into "create".
 */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.detail,
    queryFn: async ({ signal }): Promise<Profile | null> => {
      try {
        return await dataOf(api.GET('/api/profile', { signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 404 && error.code === PROFILE_NOT_FOUND) {
          return null;
        }
        throw error;
      }
    },
  });
}

export interface SaveProfileInput {
  data: ProfileDataInput;
  /** The cropped picture; absent keeps the stored one. */
  picture?: Blob | null;
}

/** The multipart body of `POST /api/profile`. */
/** The parts of the multipart save: the general data as JSON, the picture as a file. */
export function profileParts({ data, picture }: SaveProfileInput) {
  return {
    [PROFILE_PARTS.data]: JSON.stringify(data),
    [PROFILE_PARTS.picture]: picture
      ? binary(new File([picture], 'picture.jpg', { type: picture.type }))
      : undefined,
  };
}

/** Creates or updates the general data, the flags and the picture. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProfileInput) =>
      dataOf(api.POST('/api/profile', { body: profileParts(input), bodySerializer: asForm })),
    onSuccess: (profile, { data, picture }) => {
      queryClient.setQueryData(profileKeys.detail, profile);
      // The side menu shows the thumbnail.
      if (picture || data.removePicture) {
        queryClient.setQueryData(profileKeys.thumbnail, profile.thumbnailUrl);
      }
    },
  });
}

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: Theme) => dataOf(api.POST('/api/profile/theme', { body: theme })),
    onSuccess: (theme) => updateProfile(queryClient, (profile) => ({ ...profile, theme })),
  });
}

/** Changes the cached profile (if there is one). */
export function updateProfile(queryClient: QueryClient, update: (profile: Profile) => Profile) {
  queryClient.setQueryData<Profile | null>(profileKeys.detail, (profile) =>
    profile ? update(profile) : profile,
  );
}

/** The list of one kind; the server answers each kind's routes with that kind's entries. */
function updateList<K extends EntryKind>(
  queryClient: QueryClient,
  kind: K,
  sectionId: string | undefined,
  update: (items: readonly EntryItem<K>[]) => readonly EntryItem<K>[],
) {
  updateProfile(queryClient, (profile) => withEntryList(profile, kind, sectionId, update));
}

/** A list with a new entry where the server puts it (the shared rule for new entries). */
function withNewEntry<K extends EntryKind>(
  kind: K,
  items: readonly EntryItem<K>[],
  saved: EntryItem<K>,
): EntryItem<K>[] {
  const at = insertionIndex(kind, items, saved);
  return [...items.slice(0, at), saved, ...items.slice(at)];
}

/** The routes of one entry kind, e.g. '/api/profile/skill', '…/skill/order', '…/skill/{id}'. */
function entryPaths(kind: EntryKind) {
  return {
    save: `/api/profile/${kind}`,
    order: `/api/profile/${kind}/order`,
    remove: `/api/profile/${kind}/{id}`,
  } as const;
}

/**
 * An entry as its dialog sends it. The dialogs are one generic form whose
 * values are checked against the kind's shared schema before they get here.
 */
type EntryBody = OperationRequestBodyContent<
  ApiPaths[ReturnType<typeof entryPaths>['save']]['post']
>;

/**
 * Save, delete and order the entries of one kind (of one custom section:
 * `sectionId`). The cache is updated from each answer at once (a new entry
 * where the shared rule puts it); after a save the profile is refetched too,
 * because the server numbers the list again around a new entry.
 */
export function useEntryMutations<K extends EntryKind>(
  kind: K,
  sectionId?: string,
  {
    /**
     * Saves come while the user types (the CV studio): the answer updates the
     * list, and the profile is marked stale without reloading it each time, so
     * the preview's render does not share the server with a profile reload.
     * `settle()` reloads it once the editing is done.
     */
    live = false,
  }: { live?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const paths = entryPaths(kind);

  const save = useMutation({
    mutationFn: (input: { id?: string } & Record<string, unknown>) =>
      dataOf(api.POST(paths.save, { body: input as EntryBody })),
    onSuccess: (answer) => {
      const saved = answer as EntryItem<K>;
      updateList(queryClient, kind, sectionId, (items) =>
        items.some((item) => item.id === saved.id)
          ? items.map((item) => (item.id === saved.id ? saved : item))
          : withNewEntry(kind, items, saved),
      );
      void queryClient.invalidateQueries({
        queryKey: profileKeys.detail,
        ...(live ? { refetchType: 'none' as const } : {}),
      });
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE(paths.remove, { params: { path: { id } } })),
    onSuccess: (_, id) =>
      updateList(queryClient, kind, sectionId, (items) => items.filter((i) => i.id !== id)),
  });

  const order = useMutation({
    mutationFn: (ids: string[]) => dataOf(api.PUT(paths.order, { body: { ids } })),
    // The new order shows at once; a failure puts the old one back.
    onMutate: (ids) => {
      const before = queryClient.getQueryData<Profile | null>(profileKeys.detail);
      updateList(queryClient, kind, sectionId, (items) =>
        ids.flatMap((id) => items.filter((item) => item.id === id)),
      );
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(profileKeys.detail, context.before);
    },
    onSuccess: (items) =>
      updateList(queryClient, kind, sectionId, () => items as unknown as readonly EntryItem<K>[]),
  });

  /** After live editing: the profile as the server has it now (order, derived fields). */
  const settle = () => queryClient.invalidateQueries({ queryKey: profileKeys.detail });

  return { save, remove, order, settle };
}
