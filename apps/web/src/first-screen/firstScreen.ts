import type { FirstScreenData } from '@cv/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { createQueryClient } from '../app/queryClient';
import { oauthKeys } from '../features/auth/oauth.queries';

/** The answers a first screen shows, in the cache before the first render (server and browser alike). */
export function seedFirstScreenQueries(queryClient: QueryClient, data: FirstScreenData): void {
  queryClient.setQueryData(oauthKeys.providers, data.oauthProviders);
}

export function firstScreenQueries(data: FirstScreenData): QueryClient {
  const queryClient = createQueryClient();
  seedFirstScreenQueries(queryClient, data);
  return queryClient;
}

/**
 * Resolves once the router has loaded the first page's code and run its
 * guard: from then on it renders the page itself, not the loading fallback.
 */
export function untilRouterReady(router: DataRouter): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!ready()) return;
      unsubscribe();
      resolve();
    });
  });
}
