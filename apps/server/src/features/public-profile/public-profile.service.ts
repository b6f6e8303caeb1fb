import type { Locale, PublicProfile } from '@cv/shared';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../media/storage';
import { loadFullProfileByUsername } from '../profile/profile.repository';
import { toPublicProfile } from './public-profile.mapper';

export interface PublicProfileDeps {
  db: Database;
  storage: Pick<MediaStorage, 'url'>;
}

/** Profiles as visitors see them: what their owners made public. */
export function createPublicProfileService({ db, storage }: PublicProfileDeps) {
  return {
    /** The public view of `username`'s profile (one database round trip), or null. */
    async find(username: string, locale: Locale): Promise<PublicProfile | null> {
      const full = await loadFullProfileByUsername(db, username);
      if (!full) return null;
      return toPublicProfile(full, { mediaUrl: (key) => storage.url(key), locale });
    },
  };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
