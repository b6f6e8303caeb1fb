import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { useSession } from '../../app/useSession';

export const profileKeys = {
  all: ['profile'] as const,
  thumbnail: ['profile', 'thumbnail'] as const,
};

/** The picture's thumbnail URL for the side menu; null when there is no picture. */
export function useProfileThumbnail() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: profileKeys.thumbnail,
    queryFn: async ({ signal }) => {
      try {
        const { thumbnailUrl } = await api.get<{ thumbnailUrl: string | null }>(
          '/profile/picture/thumbnail',
          { signal, redirectOnExpiry: false },
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
