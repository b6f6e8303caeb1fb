import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  entryListOf,
  ENTRY_LIMITS,
  insertionIndex,
  LIMITS,
  SECTION_KINDS,
  type CustomSection,
  type customSectionInputSchema,
  type EntryKind,
  type Locale,
  type Translations,
  type Profile,
  type SectionSettings,
  type SectionSettingsInput,
  type ProfileData,
  type Theme,
  type Thumbnail,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { NO_HISTORY, type HistoryRecorder } from '../history/history.ports';
import { PICTURE, PictureError, processPicture } from '../platform/picture';
import type { MediaStorage } from '../platform/storage';
import { profileErrors } from './profile.errors';
import {
  toCustomSectionResponse,
  toEntryItem,
  toProfileResponse,
  type EntryItem,
} from './profile.mappers';
import { entryBinEntry, sectionBinEntry } from './profile-bin';
import {
  findContentLanguage,
  findEntry,
  findSection,
  sectionEntries,
} from './profile-history.repository';
import * as repo from './profile.repository';

export interface ProfileServiceDeps {
  db: Database;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** Where every change is recorded as a version, and deleted things go to the bin. */
  history?: HistoryRecorder;
}

/** An entry input after its kind's schema: `id` and `position` plus the kind's own fields. */
export type EntryInput = { id?: string | undefined; position?: number | undefined } & Record<
  string,
  unknown
>;

/**
 * The values to store for an entry. A save replaces the entry's fields as a
 * whole (an absent optional field is cleared); `position` changes only when
 * given. The kind's ordering date and custom section become columns.
 */
export function entryValues(kind: EntryKind, input: EntryInput): repo.EntryValues {
  const { id: _id, position, sectionId, ...fields } = input;
  // Absent (undefined) fields are left out of the JSON; they read back as null or [].
  const data = JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;
  const sortField = SECTION_KINDS[kind].sortDate;
  const sortDate = sortField ? data[sortField] : undefined;
  return {
    data,
    sortDate: typeof sortDate === 'string' ? sortDate : null,
    sectionId: typeof sectionId === 'string' ? sectionId : null,
    ...(position !== undefined ? { position } : {}),
  };
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
export function createProfileService({
  db,
  storage,
  log,
  history = NO_HISTORY,
}: ProfileServiceDeps) {
  const mediaUrl = (key: string) => storage.url(key);

  /** Records the profile's state after a change; answers `result`. */
  async function recorded<T>(accountId: string, result: T): Promise<T> {
    await history.recordVersion(accountId, { type: 'profile', id: accountId });
    return result;
  }

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
      if (error instanceof PictureError) throw profileErrors.pictureRejected(error.reason);
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

  /**
   * The stored picture under fresh keys. A profile that goes private gets
   * them, so that an address someone saw while it was public (or guessed from
   * one) no longer serves it; the old files are removed after the save.
   */
  async function movePicture(accountId: string, keys: repo.PictureKeys): Promise<repo.PictureKeys> {
    const fresh = pictureKeys(accountId);
    const pairs = [
      [keys.pictureKey, fresh.pictureKey],
      [keys.thumbnailKey, fresh.thumbnailKey],
    ] as const;
    try {
      for (const [from, to] of pairs) {
        const stored = from ? await storage.get(from) : null;
        if (!stored) continue;
        await storage.put(to, await buffer(stored.body), stored.contentType);
      }
    } catch (error) {
      await removeFiles([fresh.pictureKey, fresh.thumbnailKey]);
      throw error;
    }
    return fresh;
  }

  async function getProfile(accountId: string): Promise<Profile> {
    const full = await repo.loadFullProfile(db, accountId);
    if (!full) throw profileErrors.notFound();
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
    /** A new profile's content language when the data names none: the request's. */
    locale: Locale = 'en',
  ): Promise<{ created: boolean; profile: Profile }> {
    const { removePicture, ...values } = data;
    let picture: repo.PictureKeys | undefined;
    if (pictureBytes) picture = await storePicture(accountId, pictureBytes);
    else if (removePicture) picture = { pictureKey: null, thumbnailKey: null };
    else if (!values.publicAccess) {
      const current = await repo.findVisibility(db, accountId);
      if (current?.publicAccess && current.pictureKey)
        picture = await movePicture(accountId, current);
    }

    const language = values.contentLanguage ? await findContentLanguage(db, accountId) : null;
    if (language && language !== values.contentLanguage) {
      await history.recordBefore(accountId, { type: 'profile', id: accountId }, 'language');
    }
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
          website: values.website ?? null,
          publicAccess: values.publicAccess,
          showEmail: values.showEmail,
          showPhone: values.showPhone,
          showAddress: values.showAddress,
          hideDescriptions: values.hideDescriptions,
          // Absent: the stored translations stay.
          ...(values.translations ? { translations: values.translations as Translations } : {}),
        },
        picture,
        { wanted: values.contentLanguage, forNew: locale },
      );
    } catch (error) {
      if (pictureBytes && picture) await removeFiles([picture.pictureKey, picture.thumbnailKey]);
      throw error;
    }
    if (picture && saved.previous) {
      await removeFiles([saved.previous.pictureKey, saved.previous.thumbnailKey]);
    }
    return recorded(accountId, { created: saved.created, profile: await getProfile(accountId) });
  }

  async function getThumbnail(accountId: string): Promise<Thumbnail> {
    const keys = await repo.findPictureKeys(db, accountId);
    if (!keys?.thumbnailKey) throw profileErrors.pictureNotFound();
    return { thumbnailUrl: mediaUrl(keys.thumbnailKey) };
  }

  async function saveTheme(accountId: string, theme: Theme): Promise<Theme> {
    if (!(await repo.profileExists(db, accountId))) throw profileErrors.notFound();
    const saved = await repo.saveTheme(db, accountId, {
      // One spelling in storage, so that comparisons and caches agree.
      backgroundColor: theme.backgroundColor.toLowerCase(),
      surfaceColor: theme.surfaceColor.toLowerCase(),
    });
    return recorded(accountId, saved);
  }

  /**
   * The custom section of a custom entry must be the account's and stay
   * until `tx` ends (a delete of it meanwhile makes this a 404).
   */
  async function checkSection(tx: Database, accountId: string, values: repo.EntryValues) {
    if (values.sectionId && !(await repo.lockOwnCustomSection(tx, accountId, values.sectionId))) {
      throw profileErrors.sectionNotFound();
    }
  }

  /**
   * Puts an entry new to a list where the shared date rule places it among
   * the list's entries (`listed`, in their order), and numbers the list
   * 1…n again; the others keep their order. Answers the row with its position.
   */
  async function placeAmong(
    tx: Database,
    accountId: string,
    kind: EntryKind,
    listed: readonly { id: string; data: Record<string, unknown> }[],
    row: repo.EntryRow,
  ): Promise<repo.EntryRow> {
    const at = insertionIndex(
      kind,
      listed.map((entry) => entry.data),
      row.data,
    );
    const ids = listed.map((entry) => entry.id);
    ids.splice(at, 0, row.id);
    await repo.setEntryPositions(tx, accountId, ids);
    return { ...row, position: at + 1 };
  }

  /** Creates (no id) or updates (id of one of the account's entries) an entry. */
  async function saveEntry<K extends EntryKind>(
    kind: K,
    accountId: string,
    input: EntryInput,
  ): Promise<{ created: boolean; item: EntryItem<K> }> {
    const values = entryValues(kind, input);
    const { id } = input;
    if (id) {
      const row = await db.transaction(async (tx) => {
        if (values.sectionId) {
          // Moving an entry into another custom section must respect that section's limit.
          // The profile first, then the section: every writer takes them in this order.
          await repo.lockProfile(tx, accountId);
          await checkSection(tx, accountId, values);
          const listed = await repo.listEntries(tx, accountId, kind, values.sectionId);
          const others = listed.filter((entry) => entry.id !== id);
          if (others.length >= ENTRY_LIMITS[kind])
            throw profileErrors.entryLimitReached(ENTRY_LIMITS[kind]);
          if (others.length === listed.length && values.position === undefined) {
            // Moved in from another section: placed there as a new entry would be.
            const row = await repo.updateEntry(tx, accountId, kind, id, values);
            return row && placeAmong(tx, accountId, kind, listed, row);
          }
        }
        return repo.updateEntry(tx, accountId, kind, id, values);
      });
      if (!row) throw profileErrors.entryNotFound();
      return recorded(accountId, { created: false, item: toEntryItem(kind, row) });
    }
    const row = await db.transaction(async (tx) => {
      if (!(await repo.lockProfile(tx, accountId))) throw profileErrors.notFound();
      await checkSection(tx, accountId, values);
      const listed = await repo.listEntries(tx, accountId, kind, values.sectionId);
      if (listed.length >= ENTRY_LIMITS[kind])
        throw profileErrors.entryLimitReached(ENTRY_LIMITS[kind]);
      // A position sent with the entry is stored as it is.
      if (values.position !== undefined) return repo.insertEntry(tx, accountId, kind, values);
      return placeAmong(
        tx,
        accountId,
        kind,
        listed,
        await repo.insertEntry(tx, accountId, kind, values),
      );
    });
    return recorded(accountId, { created: true, item: toEntryItem(kind, row) });
  }

  /** Deletes an entry into the bin, in one transaction. */
  async function deleteEntry(kind: EntryKind, accountId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await findEntry(tx, accountId, id);
      if (!row || row.kind !== kind) throw profileErrors.entryNotFound();
      await history.moveToBin(tx, accountId, entryBinEntry(row));
      if (!(await repo.deleteEntry(tx, accountId, kind, id))) throw profileErrors.entryNotFound();
    });
    await recorded(accountId, undefined);
  }

  /**
   * Puts the account's entries of a kind (of one custom section) into the
   * given order. The list must name each of them exactly once; an id that is
   * not the account's is a 404.
   */
  async function orderEntries<K extends EntryKind>(
    kind: K,
    accountId: string,
    ids: string[],
  ): Promise<EntryItem<K>[]> {
    const sectionId = await db.transaction(async (tx) => {
      // The list is checked against the entries as they are while the positions are written.
      await repo.lockProfile(tx, accountId);
      const own = new Map((await repo.entryIds(tx, accountId, kind)).map((e) => [e.id, e]));
      if (ids.some((id) => !own.has(id))) throw profileErrors.entryNotFound();
      // Entries of custom sections are ordered within their section.
      const section = ids.length > 0 ? (own.get(ids[0]!)?.sectionId ?? null) : null;
      const listSize = [...own.values()].filter((e) => e.sectionId === section).length;
      const sameList = ids.every((id) => own.get(id)?.sectionId === section);
      if (!sameList || new Set(ids).size !== ids.length || ids.length !== listSize) {
        throw profileErrors.entryOrderInvalid();
      }
      await repo.setEntryPositions(tx, accountId, ids);
      return section;
    });
    const profile = await recorded(accountId, await getProfile(accountId));
    return entryListOf(profile, kind, sectionId);
  }

  async function saveSectionSettings(
    accountId: string,
    settings: SectionSettingsInput,
  ): Promise<SectionSettings> {
    if (!(await repo.saveSectionSettings(db, accountId, settings as never))) {
      throw profileErrors.notFound();
    }
    return (await recorded(accountId, await getProfile(accountId))).sectionSettings;
  }

  /** Creates (no id) or renames and switches (id) a custom section. */
  async function saveCustomSection(
    accountId: string,
    input: z.output<typeof customSectionInputSchema>,
  ): Promise<{ created: boolean; section: CustomSection }> {
    const { id, translations, ...rest } = input;
    // Absent translations are left out, so that an update keeps the stored ones.
    const values = {
      ...rest,
      ...(translations ? { translations: translations as Translations } : {}),
    };
    if (id) {
      const row = await repo.updateCustomSection(db, accountId, id, values);
      if (!row) throw profileErrors.sectionNotFound();
      const section = sectionOf(await getProfile(accountId), row.id);
      return recorded(accountId, { created: false, section });
    }
    const row = await db.transaction(async (tx) => {
      if (!(await repo.lockProfile(tx, accountId))) throw profileErrors.notFound();
      if ((await repo.countCustomSections(tx, accountId)) >= LIMITS.customSectionsMax) {
        throw profileErrors.sectionLimitReached(LIMITS.customSectionsMax);
      }
      return repo.insertCustomSection(tx, accountId, values);
    });
    return recorded(accountId, { created: true, section: toCustomSectionResponse(row, []) });
  }

  /** Deletes a custom section and its entries into the bin, in one transaction. */
  async function deleteCustomSection(accountId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await repo.lockProfile(tx, accountId);
      const row = await findSection(tx, accountId, id);
      if (!row) throw profileErrors.sectionNotFound();
      const entries = await sectionEntries(tx, accountId, [id]);
      await history.moveToBin(tx, accountId, sectionBinEntry(row, entries));
      if (!(await repo.deleteCustomSection(tx, accountId, id)))
        throw profileErrors.sectionNotFound();
    });
    await recorded(accountId, undefined);
  }

  return {
    getProfile,
    saveProfile,
    getThumbnail,
    saveTheme,
    saveEntry,
    deleteEntry,
    orderEntries,
    saveSectionSettings,
    saveCustomSection,
    deleteCustomSection,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

function sectionOf(profile: Profile, id: string): CustomSection {
  const section = profile.customSections.find((s) => s.id === id);
  if (!section) throw profileErrors.sectionNotFound();
  return section;
}
