import type { Profile } from '@cv/shared';
import { useMemo } from 'react';

/**
 * A short fingerprint of the profile's content (FNV-1a over its JSON). The
 * preview's key carries it: an entry saved in the studio (or anywhere that
 * updates the cached profile) changes it and so asks for a new preview, while
 * a refetch that brings the same content does not.
 */
export function profileVersion(profile: Profile | null): string {
  if (profile === null) return 'none';
  const text = JSON.stringify(profile);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The fingerprint of the loaded profile; undefined while it loads. */
export function useProfileVersion(profile: Profile | null | undefined): string | undefined {
  return useMemo(() => (profile === undefined ? undefined : profileVersion(profile)), [profile]);
}
