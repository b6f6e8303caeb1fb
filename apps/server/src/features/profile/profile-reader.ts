import type { Database } from '../../db/client';
import {
  findPictureKeys,
  loadFullProfile,
  loadFullProfileByUsername,
  type FullProfile,
  type PictureKeys,
} from './profile.repository';

export type { FullProfile, PictureKeys };

/**
 * What the other rooms read of a profile. They are handed one by the
 * composition root and never import the profile's repository, so its tables
 * and queries can change behind this port.
 */
export interface ProfileReader {
  /** The account's whole profile in one round trip, or null when it has none. */
  byAccount(accountId: string): Promise<FullProfile | null>;
  /** The same by username (case-insensitive), for the public views. */
  byUsername(username: string): Promise<FullProfile | null>;
  /** The stored picture's keys, or null when the account has no profile. */
  pictureKeys(accountId: string): Promise<PictureKeys | null>;
  /** The same reads inside a transaction the caller holds (its handle). */
  within(tx: Database): ProfileReader;
}

export function createProfileReader(db: Database): ProfileReader {
  return {
    byAccount: (accountId) => loadFullProfile(db, accountId),
    byUsername: (username) => loadFullProfileByUsername(db, username),
    pictureKeys: (accountId) => findPictureKeys(db, accountId),
    within: (tx) => createProfileReader(tx),
  };
}
