import type { Locale, PublicProfile } from '@cv/shared';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../media/storage';
import { loadFullProfileByUsername } from '../profile/profile.repository';
import { toPublicProfile } from './public-profile.mapper';

export interface PublicProfileDeps {
  db: Database;
  storage: Pick<MediaStorage, 'url'>;
}

/** The public view of `username`'s profile (one database round trip), or null. */
export async function findPublicProfile(
  { db, storage }: PublicProfileDeps,
  username: string,
  locale: Locale,
): Promise<PublicProfile | null> {
  const full = await loadFullProfileByUsername(db, username);
  if (!full) return null;
  return toPublicProfile(full, { mediaUrl: (key) => storage.url(key), locale });
}
