import type { ShareLinkCreateInput } from '@cv/shared';
import { useQuery } from '@tanstack/react-query';
import { api, backgroundApi, dataOf } from '../../api/client';
import { useRefetchingMutation } from '../../app/queryClient';
import { accountKeys } from '../account/account.queries';

export const shareLinksKey = [...accountKeys.all, 'share-links'] as const;
export const profileStatsKey = [...accountKeys.all, 'stats'] as const;

/** GET /api/account/share-links: the owner's links, never their tokens. */
export function useShareLinks() {
  return useQuery({
    queryKey: shareLinksKey,
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/account/share-links', { signal })),
  });
}

/** The answer holds the link's address: the only time the app sees it. */
export function useCreateShareLink() {
  return useRefetchingMutation(shareLinksKey, (input: ShareLinkCreateInput) =>
    dataOf(api.POST('/api/account/share-links', { body: input })),
  );
}

export function useRevokeShareLink() {
  return useRefetchingMutation(shareLinksKey, (id: string) =>
    dataOf(api.DELETE('/api/account/share-links/{id}', { params: { path: { id } } })),
  );
}

/** GET /api/account/stats: views per day for the last 90 days, and per share link. */
export function useProfileStats() {
  return useQuery({
    queryKey: profileStatsKey,
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/account/stats', { signal })),
  });
}
