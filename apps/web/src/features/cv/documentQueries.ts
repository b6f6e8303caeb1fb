import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removeFromCaches, seededFromList } from '../../app/queryClient';

/*
 * What the owner's CVs and letters share: a list, one query per document
 * seeded from it, and deleting one from both.
 */

/** The query keys of one kind of document: all of them, the list, one document. */
export function documentKeys<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    list: [root, 'list'] as const,
    detail: (id: string) => [root, 'detail', id] as const,
  };
}

type DocumentKeys = ReturnType<typeof documentKeys<string>>;

/** The owner's documents of one kind. */
export function useDocumentList<T>(
  keys: DocumentKeys,
  fetchList: (signal: AbortSignal) => Promise<T[]>,
) {
  return useQuery({ queryKey: keys.list, queryFn: ({ signal }) => fetchList(signal) });
}

/** One document, seeded from the list, so its editor opens without waiting. */
export function useDocument<T extends { id: string }>(
  keys: DocumentKeys,
  id: string,
  fetchOne: (signal: AbortSignal) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => fetchOne(signal),
    ...seededFromList<T>(queryClient, keys.list, id),
  });
}

/** Deletes a document by its id and forgets it in the list and its own query. */
export function useDeleteDocument(keys: DocumentKeys, deleteOne: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOne,
    onSuccess: (_, id) => removeFromCaches(queryClient, keys, id),
  });
}
