import { useQuery } from '@tanstack/react-query';
import { backgroundApi, dataOf, isApiError } from '../../api/client';
import { useSession } from '../../app/useSession';

/**
 * The profile's query keys and the side menu's thumbnail: what the app shell
 * and the login need of the profile, without profile.queries.ts, whose
 * section registry (and with it zod) would otherwise load with every page.
 */
export const profileKeys = {
  /** Prefix of everything below: invalidating it refreshes the editor and the side menu. */
  all: ['profile'] as const,
  detail: ['profile', 'detail'] as const,
  thumbnail: ['profile', 'thumbnail'] as const,
};

/** The picture's thumbnail URL for the side menu; null when there is no picture. */
export function useProfileThumbnail() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: profileKeys.thumbnail,
    queryFn: async ({ signal }) => {
      try {
        const { thumbnailUrl } = await dataOf(
          backgroundApi.GET('/api/profile/picture/thumbnail', { signal }),
        );
        return thumbnailUrl ?? null;
      } catch (error) {
        // No profile or no picture yet is the normal case, not an error.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}
