import { useQuery } from '@tanstack/react-query';
import { backgroundApi, dataOf } from '../../api/client';

export const oauthKeys = {
  providers: ['oauth', 'providers'] as const,
};

/** The configuration changes with a server restart at the most. */
export const OAUTH_PROVIDERS_STALE_MS = 60 * 60_000;

/** GET /api/oauth/providers: the external logins this server offers. */
export function useOAuthProviders() {
  return useQuery({
    queryKey: oauthKeys.providers,
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/oauth/providers', { signal })),
    staleTime: OAUTH_PROVIDERS_STALE_MS,
  });
}
