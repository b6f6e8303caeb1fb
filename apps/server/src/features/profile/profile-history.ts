import {
  ENTRY_LIMITS,
  LIMITS,
  profileSnapshotSchema,
  SECTION_FIELDS,
  type EntryKind,
  type ProfileSnapshot,
  type RestoreRequest,
  type Translations,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { historyErrors } from '../history/history.errors';
import type { BinKeeper, DocumentKeeper } from '../history/history.ports';
import { withFieldOf } from '../history/restore-field';
import { profileErrors } from './profile.errors';
import * as history from './profile-history.repository';
import * as repo from './profile.repository';
import { entryValues } from './profile.service';

/**
 * The profile as a document of the history room: its snapshot (general
 * data, theme, custom sections, every entry; not the picture), a restore of
 * all of it, one entry or section, or one field, and the bin's entries and
 * custom sections brought back. A restore never changes who can see the
 * profile (`publicAccess`), so a picture address that went private stays so.
 */

/** General data a restore writes back, field by field. */
const GENERAL_FIELDS = [
  'displayName',
  'jobTitle',
  'location',
  'bio',
  'website',
  'showEmail',
  'showPhone',
  'showAddress',
  'hideDescriptions',
  'translations',
  'sectionSettings',
] as const;
type GeneralField = (typeof GENERAL_FIELDS)[number];
const SECTION_COLUMNS = ['title', 'translations', 'public', 'print'] as const;

type SnapshotEntry = ProfileSnapshot['entries'][number];
type SnapshotSection = ProfileSnapshot['sections'][number];

export function toProfileSnapshot(full: repo.FullProfile): ProfileSnapshot {
  const general: Record<string, unknown> = { contentLanguage: full.contentLanguage };
  for (const field of GENERAL_FIELDS) general[field] = full[field];
  return {
    general,
    theme: full.theme ?? null,
    sections: full.customSections.map((s) => ({
      id: s.id,
      title: s.title,
      translations: s.translations,
      public: s.public,
      print: s.print,
      position: s.position,
    })),
    entries: full.entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      sectionId: e.sectionId,
      position: e.position,
      data: e.data,
    })),
  };
}

async function putEntry(
  tx: Database,
  accountId: string,
  entry: Omit<SnapshotEntry, 'id'>,
  id: string,
) {
  const values = entryValues(entry.kind as EntryKind, {
    ...entry.data,
    sectionId: entry.sectionId ?? undefined,
    position: entry.position,
  });
  await history.putEntry(tx, accountId, id, entry.kind, values);
}

const sectionValues = (s: Omit<SnapshotSection, 'id'>): history.SectionValues => ({
  title: s.title,
  translations: s.translations as Translations,
  public: s.public,
  print: s.print,
  position: s.position,
});

/** Whether one more entry fits the list (an entry put back that is not there now). */
async function fits(tx: Database, accountId: string, kind: string, sectionId: string | null) {
  const listed = await repo.listEntries(tx, accountId, kind, sectionId);
  return listed.length < (ENTRY_LIMITS[kind as EntryKind] ?? 0);
}

export function createProfileHistory(db: Database) {
  async function restoreAll(tx: Database, accountId: string, snap: ProfileSnapshot) {
    const { contentLanguage, ...general } = snap.general;
    await repo.updateProfileRow(tx, accountId, {
      ...pickGeneral(general),
      ...(contentLanguage === 'en' || contentLanguage === 'de' ? { contentLanguage } : {}),
    });
    await history.putTheme(tx, accountId, snap.theme);
    await history.deleteSectionsExcept(
      tx,
      accountId,
      snap.sections.map((s) => s.id),
    );
    for (const section of snap.sections) {
      await history.putSection(tx, accountId, section.id, sectionValues(section));
    }
    await history.deleteEntriesExcept(
      tx,
      accountId,
      snap.entries.map((e) => e.id),
    );
    for (const entry of snap.entries) await putEntry(tx, accountId, entry, entry.id);
  }

  /** A custom section as it was, with its entries as they were. */
  async function restoreSection(
    tx: Database,
    accountId: string,
    snap: ProfileSnapshot,
    section: SnapshotSection,
    field: string | undefined,
  ) {
    const now = await history.findSection(tx, accountId, section.id);
    if (field) {
      if (!(SECTION_COLUMNS as readonly string[]).includes(field))
        throw historyErrors.restoreTargetNotFound();
      if (now) {
        await history.putSection(tx, accountId, section.id, {
          ...sectionValues({ ...now, translations: now.translations }),
          [field]: section[field as (typeof SECTION_COLUMNS)[number]],
        });
        return;
      }
    }
    if (!now && (await repo.countCustomSections(tx, accountId)) >= LIMITS.customSectionsMax) {
      throw historyErrors.binRestoreConflict('limit');
    }
    await history.putSection(tx, accountId, section.id, sectionValues(section));
    const entries = snap.entries.filter((e) => e.sectionId === section.id);
    await history.deleteEntriesExcept(
      tx,
      accountId,
      entries.map((e) => e.id),
      section.id,
    );
    for (const entry of entries) await putEntry(tx, accountId, entry, entry.id);
  }

  async function restoreEntry(
    tx: Database,
    accountId: string,
    snap: ProfileSnapshot,
    entry: SnapshotEntry,
    field: string | undefined,
  ) {
    const now = await history.findEntry(tx, accountId, entry.id);
    if (field) {
      const fields = SECTION_FIELDS[entry.kind as EntryKind]?.fields ?? {};
      if (!(field in fields) && field !== 'translations')
        throw historyErrors.restoreTargetNotFound();
      if (now && now.kind === entry.kind) {
        const data = withFieldOf(now.data, entry.data, field);
        await putEntry(tx, accountId, { ...now, data }, now.id);
        return;
      }
    }
    // Not there now: put back whole, into its section (put back too when it is gone).
    if (entry.sectionId && !(await history.findSection(tx, accountId, entry.sectionId))) {
      const section = snap.sections.find((s) => s.id === entry.sectionId);
      if (!section) throw historyErrors.restoreTargetNotFound();
      await history.putSection(tx, accountId, section.id, sectionValues(section));
    }
    if (!now && !(await fits(tx, accountId, entry.kind, entry.sectionId))) {
      throw historyErrors.binRestoreConflict('limit');
    }
    await putEntry(tx, accountId, entry, entry.id);
  }

  async function restoreField(
    tx: Database,
    accountId: string,
    snap: ProfileSnapshot,
    field: string,
  ) {
    if (field === 'theme') return history.putTheme(tx, accountId, snap.theme);
    if (!(GENERAL_FIELDS as readonly string[]).includes(field))
      throw historyErrors.restoreTargetNotFound();
    await repo.updateProfileRow(tx, accountId, pickGeneral(snap.general, [field as GeneralField]));
  }

  const keeper: DocumentKeeper = {
    async snapshot(accountId, docId) {
      if (docId !== accountId) return null;
      const full = await repo.loadFullProfile(db, accountId);
      return full ? toProfileSnapshot(full) : null;
    },

    async restore(accountId, _docId, stored, pick: RestoreRequest) {
      const snap = profileSnapshotSchema.parse(stored);
      await db.transaction(async (tx) => {
        if (!(await repo.lockProfile(tx, accountId))) throw profileErrors.notFound();
        if (pick.entryId) {
          const entry = snap.entries.find((e) => e.id === pick.entryId);
          const section = snap.sections.find((s) => s.id === pick.entryId);
          if (entry) return restoreEntry(tx, accountId, snap, entry, pick.field);
          if (section) return restoreSection(tx, accountId, snap, section, pick.field);
          throw historyErrors.restoreTargetNotFound();
        }
        if (pick.field) return restoreField(tx, accountId, snap, pick.field);
        return restoreAll(tx, accountId, snap);
      });
    },
  };

  /** An entry from the bin: into its section (which must be there) if the list has room. */
  const entryKeeper: BinKeeper = {
    async restore(tx, accountId, { itemId, payload }) {
      const entry = payload as unknown as Omit<SnapshotEntry, 'id'>;
      if (!(await repo.lockProfile(tx, accountId)))
        throw historyErrors.binRestoreConflict('sectionGone');
      if (entry.sectionId && !(await history.findSection(tx, accountId, entry.sectionId))) {
        throw historyErrors.binRestoreConflict('sectionGone');
      }
      if (!(await fits(tx, accountId, entry.kind, entry.sectionId))) {
        throw historyErrors.binRestoreConflict('limit');
      }
      await putEntry(tx, accountId, entry, itemId);
      return { type: 'profile', id: accountId };
    },
  };

  /** A custom section from the bin, with the entries it had. */
  const sectionKeeper: BinKeeper = {
    async restore(tx, accountId, { itemId, payload }) {
      const { section, entries } = payload as unknown as {
        section: Omit<SnapshotSection, 'id'>;
        entries: SnapshotEntry[];
      };
      if (!(await repo.lockProfile(tx, accountId)))
        throw historyErrors.binRestoreConflict('sectionGone');
      if ((await repo.countCustomSections(tx, accountId)) >= LIMITS.customSectionsMax) {
        throw historyErrors.binRestoreConflict('limit');
      }
      await history.putSection(tx, accountId, itemId, sectionValues(section));
      for (const entry of entries) await putEntry(tx, accountId, entry, entry.id);
      return { type: 'profile', id: accountId };
    },
  };

  return { keeper, entryKeeper, sectionKeeper };
}

function pickGeneral(
  general: Record<string, unknown>,
  fields: readonly GeneralField[] = GENERAL_FIELDS,
): history.GeneralValues {
  return Object.fromEntries(
    fields.filter((f) => f in general).map((f) => [f, general[f] ?? null]),
  ) as history.GeneralValues;
}
