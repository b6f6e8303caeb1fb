import type {
  BinItem,
  CurrentSnapshot,
  DocQuery,
  RestoreRequest,
  Version,
  VersionSummary,
} from '@cv/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { cvDocumentKeys } from '../cv/cvDocuments.queries';
import { profileKeys } from '../profile/profile.queries';

/**
 * Versions, restores and the bin (`/api/history…`, `/api/bin…`). A restore
 * changes a document like any save: the document's own queries are refreshed.
 */

export const historyKeys = {
  all: ['history'] as const,
  versions: (doc: DocQuery) => ['history', 'versions', doc.type, doc.id ?? null] as const,
  current: (doc: DocQuery) => ['history', 'current', doc.type, doc.id ?? null] as const,
  version: (id: string) => ['history', 'version', id] as const,
  bin: ['history', 'bin'] as const,
};

const queryOf = (doc: DocQuery) => ({ type: doc.type, ...(doc.id ? { id: doc.id } : {}) });

/**
 * Refreshes what a restore of `doc` changed: the document and its history
 * (a letter's or an application's screens: everything, as this feature does
 * not know their keys).
 */
export async function refreshDocument(queryClient: QueryClient, doc: DocQuery) {
  if (doc.type !== 'profile' && doc.type !== 'cv') return queryClient.invalidateQueries();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    queryClient.invalidateQueries({
      queryKey: doc.type === 'profile' ? profileKeys.all : cvDocumentKeys.all,
    }),
  ]);
}

export function useVersions(doc: DocQuery, enabled = true) {
  return useQuery({
    queryKey: historyKeys.versions(doc),
    enabled,
    queryFn: async ({ signal }) =>
      (await dataOf(api.GET('/api/history/versions', { params: { query: queryOf(doc) }, signal })))
        .versions as VersionSummary[],
  });
}

export function useVersion(id: string | null) {
  return useQuery({
    queryKey: historyKeys.version(id ?? ''),
    enabled: id !== null,
    // A version never changes its snapshot.
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await dataOf(
        api.GET('/api/history/versions/{id}', { params: { path: { id: id ?? '' } }, signal }),
      )) as Version,
  });
}

export function useCurrentSnapshot(doc: DocQuery, enabled = true) {
  return useQuery({
    queryKey: historyKeys.current(doc),
    enabled,
    queryFn: async ({ signal }) =>
      (await dataOf(
        api.GET('/api/history/current', { params: { query: queryOf(doc) }, signal }),
      )) as CurrentSnapshot,
  });
}

/** The version that holds the document's state now: an undo step. */
export async function fetchHead(doc: DocQuery): Promise<VersionSummary> {
  return (await dataOf(api.POST('/api/history/head', { body: queryOf(doc) }))) as VersionSummary;
}

export async function restoreVersion(
  id: string,
  pick: RestoreRequest = {},
): Promise<VersionSummary> {
  const result = await dataOf(
    api.POST('/api/history/versions/{id}/restore', { params: { path: { id } }, body: pick }),
  );
  return result.version as VersionSummary;
}

export function useNameVersion(doc: DocQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string | null }) =>
      dataOf(api.PATCH('/api/history/versions/{id}', { params: { path: { id } }, body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.versions(doc) }),
  });
}

export function useRestore(doc: DocQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pick }: { id: string; pick?: RestoreRequest }) => restoreVersion(id, pick),
    onSuccess: () => refreshDocument(queryClient, doc),
  });
}

export function useBin() {
  return useQuery({
    queryKey: historyKeys.bin,
    queryFn: async ({ signal }) =>
      (await dataOf(api.GET('/api/bin', { signal }))).items as BinItem[],
  });
}

export function useRestoreFromBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(api.POST('/api/bin/{id}/restore', { params: { path: { id } } })),
    // A thing back from the bin may show on any screen (a CV, a letter, an application, the profile).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteFromBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(api.DELETE('/api/bin/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.bin }),
  });
}
