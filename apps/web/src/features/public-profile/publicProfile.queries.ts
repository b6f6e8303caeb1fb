import { isLocale, type Locale, type PublicProfile } from '@cv/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, isApiError } from '../../api/client';
import { useLocale } from '../../app/useLocale';

export const publicProfileKeys = {
  all: ['publicProfile'] as const,
  /**
   * The texts come in the language asked for and the country's name in the
   * UI's, so both languages are part of the key.
   */
  detail: (username: string, locale: string, lang: string) =>
    ['publicProfile', username.toLowerCase(), locale, lang] as const,
};

/**
 * The language the visitor reads the profile in: a link's `?lang=` (e.g. one
 * shared for German readers), else the UI's, which the language switch changes.
 */
export function usePublicProfileLang(): Locale {
  const locale = useLocale();
  const [params] = useSearchParams();
  const asked = params.get('lang');
  return isLocale(asked) ? asked : locale;
}

/**
 * `GET /api/public/profile/{username}?lang=`; `null` when there is nothing to
 * show: any 404 (the server's `profile_not_found` for private, unverified or
 * unknown profiles), which the page turns into the not-found state.
 */
export function usePublicProfile(username: string) {
  const locale = useLocale();
  const lang = usePublicProfileLang();
  return useQuery({
    queryKey: publicProfileKeys.detail(username, locale, lang),
    queryFn: async ({ signal }): Promise<PublicProfile | null> => {
      try {
        return await api.get('/public/profile/{username}', {
          params: { path: { username }, query: { lang } },
          signal,
          // A visitor's stale login must never send them to the login page.
          redirectOnExpiry: false,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    // Another language of the same profile: its texts stay in view until the new ones are here.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === username.toLowerCase() ? previous : undefined,
    enabled: username !== '',
  });
}
