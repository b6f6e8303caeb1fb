import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ENTRY_LIMITS,
  entrySchemas,
  type EntryKind,
  type Profile,
  type ProfileData,
  type Theme,
  type Thumbnail,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { PICTURE, PictureError, processPicture } from '../media/picture';
import type { MediaStorage } from '../media/storage';
import {
  entryLimitReached,
  entryNotFound,
  entryOrderInvalid,
  pictureNotFound,
  pictureRejected,
  profileNotFound,
} from './profile.errors';
import { toEntryItem, toProfileResponse, type EntryItem } from './profile.mappers';
import * as repo from './profile.repository';

export interface ProfileServiceDeps {
  db: Database;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

/** An entry input after its kind's schema: `id` and `position` plus the kind's own fields. */
export type EntryInput = { id?: string | undefined; position?: number | undefined } & Record<
  string,
  unknown
>;

// The columns an entry's input sets, per kind: everything of its schema but id and position.
const ENTRY_FIELDS = Object.fromEntries(
  Object.entries(entrySchemas).map(([kind, { input }]) => [
    kind,
    Object.keys(input.shape).filter((k) => k !== 'id' && k !== 'position'),
  ]),
) as Record<EntryKind, string[]>;

/**
 * The values to store for an entry. A save replaces the entry's fields as a
 * whole, so an absent optional field is stored as null (cleared); `position`
 * changes only when given.
 */
function entryValues(kind: EntryKind, input: EntryInput): repo.EntryValues {
  const values: repo.EntryValues = Object.fromEntries(
    ENTRY_FIELDS[kind].map((field) => [field, input[field] ?? null]),
  );
  if (input.position !== undefined) values.position = input.position;
  return values;
}

/** Keys of one upload: both files under the account's prefix, named by a fresh id. */
export function pictureKeys(accountId: string): { pictureKey: string; thumbnailKey: string } {
  const id = randomUUID();
  return {
    pictureKey: `${accountId}/picture-${id}.${PICTURE.extension}`,
    thumbnailKey: `${accountId}/picture-${id}-thumb.${PICTURE.extension}`,
  };
}

/** The rules of the profile editor: general data and picture, entries, theme. */
export function createProfileService({ db, storage, log }: ProfileServiceDeps) {
  const mediaUrl = (key: string) => storage.url(key);

  /** Removes media files; a failure is logged, never the user's problem (the row is already right). */
  async function removeFiles(keys: (string | null | undefined)[]) {
    const results = await Promise.allSettled(
      keys.filter((k): k is string => Boolean(k)).map((key) => storage.delete(key)),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason }, 'could not remove a media file');
      }
    }
  }

  async function storePicture(accountId: string, bytes: Buffer): Promise<repo.PictureKeys> {
    let processed;
    try {
      processed = await processPicture(bytes);
    } catch (error) {
      if (error instanceof PictureError) throw pictureRejected(error.reason);
      throw error;
    }
    const keys = pictureKeys(accountId);
    try {
      await Promise.all([
        storage.put(keys.pictureKey, processed.picture, PICTURE.contentType),
        storage.put(keys.thumbnailKey, processed.thumbnail, PICTURE.contentType),
      ]);
    } catch (error) {
      await removeFiles([keys.pictureKey, keys.thumbnailKey]);
      throw error;
    }
    return keys;
  }

  async function getProfile(accountId: string): Promise<Profile> {
    const full = await repo.loadFullProfile(db, accountId);
    if (!full) throw profileNotFound();
    return toProfileResponse(full, mediaUrl);
  }

  /**
   * Creates or updates the profile. A new picture is processed and stored
   * first; the row then points at it; only after that are the old files
   * removed, so a failure at any step never leaves the row without its files.
   */
  async function saveProfile(
    accountId: string,
    data: ProfileData,
    pictureBytes: Buffer | undefined,
  ): Promise<{ created: boolean; profile: Profile }> {
    const { removePicture, ...values } = data;
    let picture: repo.PictureKeys | undefined;
    if (pictureBytes) picture = await storePicture(accountId, pictureBytes);
    else if (removePicture) picture = { pictureKey: null, thumbnailKey: null };

    let saved;
    try {
      saved = await repo.saveProfile(
        db,
        accountId,
        {
          displayName: values.displayName ?? null,
          jobTitle: values.jobTitle ?? null,
          location: values.location ?? null,
          bio: values.bio ?? null,
          publicAccess: values.publicAccess,
          showEmail: values.showEmail,
          showPhone: values.showPhone,
          showAddress: values.showAddress,
          hideDescriptions: values.hideDescriptions,
        },
        picture,
      );
    } catch (error) {
      if (pictureBytes && picture) await removeFiles([picture.pictureKey, picture.thumbnailKey]);
      throw error;
    }
    if (picture && saved.previous) {
      await removeFiles([saved.previous.pictureKey, saved.previous.thumbnailKey]);
    }
    return { created: saved.created, profile: await getProfile(accountId) };
  }

  async function getThumbnail(accountId: string): Promise<Thumbnail> {
    const keys = await repo.findPictureKeys(db, accountId);
    if (!keys?.thumbnailKey) throw pictureNotFound();
    return { thumbnailUrl: mediaUrl(keys.thumbnailKey) };
  }

  async function saveTheme(accountId: string, theme: Theme): Promise<Theme> {
    if (!(await repo.profileExists(db, accountId))) throw profileNotFound();
    return repo.saveTheme(db, accountId, {
      // One spelling in storage, so that comparisons and caches agree.
      backgroundColor: theme.backgroundColor.toLowerCase(),
      surfaceColor: theme.surfaceColor.toLowerCase(),
    });
  }

  /** Creates (no id) or updates (id of one of the account's entries) an entry. */
  async function saveEntry<K extends EntryKind>(
    kind: K,
    accountId: string,
    input: EntryInput,
  ): Promise<{ created: boolean; item: EntryItem<K> }> {
    const table = repo.ENTRY_TABLES[kind];
    const values = entryValues(kind, input);
    if (input.id) {
      const row = await repo.updateEntry(db, table, accountId, input.id, values);
      if (!row) throw entryNotFound();
      return { created: false, item: toEntryItem(kind, row) };
    }
    const row = await db.transaction(async (tx) => {
      if (!(await repo.lockProfile(tx, accountId))) throw profileNotFound();
      const { count } = await repo.entryStats(tx, table, accountId);
      if (count >= ENTRY_LIMITS[kind]) throw entryLimitReached(ENTRY_LIMITS[kind]);
      return repo.insertEntry(tx, table, accountId, values);
    });
    return { created: true, item: toEntryItem(kind, row) };
  }

  async function deleteEntry(kind: EntryKind, accountId: string, id: string): Promise<void> {
    const deleted = await repo.deleteEntry(db, repo.ENTRY_TABLES[kind], accountId, id);
    if (!deleted) throw entryNotFound();
  }

  /**
   * Puts the account's entries of a kind into the given order. The list must
   * name each of them exactly once; an id that is not the account's is a 404.
   */
  async function orderEntries<K extends EntryKind>(
    kind: K,
    accountId: string,
    ids: string[],
  ): Promise<EntryItem<K>[]> {
    const table = repo.ENTRY_TABLES[kind];
    await db.transaction(async (tx) => {
      // The list is checked against the entries as they are while the positions are written.
      await repo.lockProfile(tx, accountId);
      const own = new Set(await repo.entryIds(tx, table, accountId));
      if (ids.some((id) => !own.has(id))) throw entryNotFound();
      if (new Set(ids).size !== ids.length || ids.length !== own.size) throw entryOrderInvalid();
      await repo.setEntryPositions(tx, table, accountId, ids);
    });
    const profile = await getProfile(accountId);
    return listOf(profile, kind);
  }

  return {
    getProfile,
    saveProfile,
    getThumbnail,
    saveTheme,
    saveEntry,
    deleteEntry,
    orderEntries,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** The list of one entry kind inside the whole profile. */
export function listOf<K extends EntryKind>(profile: Profile, kind: K): EntryItem<K>[] {
  const lists = {
    'work-experience': profile.workExperiences,
    education: profile.educations,
    skill: profile.skills,
    project: profile.projects,
  };
  return lists[kind] as EntryItem<K>[];
}
