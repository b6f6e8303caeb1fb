import { QueryClient, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../api/client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a lost connection might.
        retry: (failures, error) =>
          failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      // A save while the browser says it is offline is tried anyway: it fails at once
      // and says the connection failed, instead of waiting unseen (TanStack's default
      // pauses it) while its button spins.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** A mutation that has the queries under `queryKey` fetched again when it ends, failed or not. */
export function useRefetchingMutation<V, T>(
  queryKey: QueryKey,
  mutationFn: (variables: V) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/**
 * The initial data of a detail query: the item as the list's cache holds it,
 * so a page opens without waiting. The list's copy may be older than the
 * item itself, so the query checks it once in the background.
 */
export function seededFromList<T extends { id: string }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  id: string,
) {
  return {
    initialData: () => queryClient.getQueryData<T[]>(listKey)?.find((item) => item.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
  };
}

/**
 * Puts one item into the cached list under `listKey`: in the place of the
 * item with its id, or at the end. A list not loaded yet stays unloaded.
 */
export function putInListCache<T extends { id: string }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  item: T,
) {
  queryClient.setQueryData<T[]>(listKey, (list) => {
    if (!list) return list;
    return list.some((other) => other.id === item.id)
      ? list.map((other) => (other.id === item.id ? item : other))
      : [...list, item];
  });
}

/** The keys of a resource kept as a list and as one query per item (CVs, letters). */
export interface ListAndDetailKeys {
  list: QueryKey;
  detail: (id: string) => QueryKey;
}

/**
 * Puts a created or saved item, as the server answered it, into its own query
 * and the cached list: both show it at once, without asking the server again.
 */
export function putInCaches<T extends { id: string }>(
  queryClient: QueryClient,
  keys: ListAndDetailKeys,
  item: T,
) {
  queryClient.setQueryData(keys.detail(item.id), item);
  putInListCache(queryClient, keys.list, item);
}

/**
 * Forgets a deleted item: takes it out of the cached list and drops its own
 * query, so no page shows it any more.
 */
export function removeFromCaches(queryClient: QueryClient, keys: ListAndDetailKeys, id: string) {
  queryClient.setQueryData<{ id: string }[]>(keys.list, (list) =>
    list?.filter((item) => item.id !== id),
  );
  queryClient.removeQueries({ queryKey: keys.detail(id) });
}
