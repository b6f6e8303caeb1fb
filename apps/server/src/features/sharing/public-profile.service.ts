import type { Locale, PublicProfile } from '@cv/shared';
import type { MediaStorage } from '../platform/storage';
import type { ProfileReader } from '../profile/profile-reader';
import { toPublicProfile } from './public-profile.mapper';
import type { CachedView, PublicProfileCache } from './public-profile-cache';

export interface PublicProfileDeps {
  profiles: Pick<ProfileReader, 'byUsername'>;
  storage: Pick<MediaStorage, 'url'>;
  cache: PublicProfileCache;
}

/** Profiles as visitors see them: what their owners made public. */
export function createPublicProfileService({ profiles, storage, cache }: PublicProfileDeps) {
  /**
   * The public view of `username`'s profile in `lang`, from the cache while
   * the profile is unchanged (the same object each time), else in one
   * database round trip. Null for an unknown or private profile.
   */
  async function view(username: string, lang: Locale): Promise<CachedView | null> {
    const cached = cache.get(username, lang);
    if (cached) return cached.profile ? cached : null;
    const full = await profiles.byUsername(username);
    // Unknown names are not kept: anyone could fill the cache with them.
    if (!full) return null;
    const profile = toPublicProfile(full, { mediaUrl: (key) => storage.url(key), locale: lang });
    const stored = cache.set(username, lang, full.accountId, profile);
    return profile ? stored : null;
  }

  return {
    view,
    async find(username: string, lang: Locale): Promise<PublicProfile | null> {
      return (await view(username, lang))?.profile ?? null;
    },
    /** A write of the account (anything the public view is made of) happened. */
    changed: (accountId: string) => cache.changed(accountId),
  };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
