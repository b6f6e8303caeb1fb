import type { ShareLinkCreateInput } from '@cv/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { accountKeys } from '../account/account.queries';

export const shareLinksKey = [...accountKeys.all, 'share-links'] as const;
export const profileStatsKey = [...accountKeys.all, 'stats'] as const;

/** GET /api/account/share-links: the owner's links, never their tokens. */
export function useShareLinks() {
  return useQuery({
    queryKey: shareLinksKey,
    queryFn: ({ signal }) => api.get('/account/share-links', { signal, redirectOnExpiry: false }),
  });
}

/** The answer holds the link's address: the only time the app sees it. */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareLinkCreateInput) => api.post('/account/share-links', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete('/account/share-links/{id}', { params: { path: { id } }, responseType: 'none' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey }),
  });
}

/** GET /api/account/stats: views per day for the last 90 days, and per share link. */
export function useProfileStats() {
  return useQuery({
    queryKey: profileStatsKey,
    queryFn: ({ signal }) => api.get('/account/stats', { signal, redirectOnExpiry: false }),
  });
}
