import type { PublicProfile } from '@cv/shared';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { useLocale } from '../../app/useLocale';

export const publicProfileKeys = {
  all: ['publicProfile'] as const,
  /** The country's name comes localized, so the language is part of the key. */
  detail: (username: string, locale: string) =>
    ['publicProfile', username.toLowerCase(), locale] as const,
};

/**
 * `GET /api/public/profile/{username}`; `null` when there is nothing to show:
 * any 404 (the server's `profile_not_found` for private, unverified or unknown
 * profiles), which the page turns into the not-found state.
 */
export function usePublicProfile(username: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: publicProfileKeys.detail(username, locale),
    queryFn: async ({ signal }): Promise<PublicProfile | null> => {
      try {
        return await api.get('/public/profile/{username}', {
          params: { path: { username } },
          signal,
          // A visitor's stale login must never send them to the login page.
          redirectOnExpiry: false,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: username !== '',
  });
}
