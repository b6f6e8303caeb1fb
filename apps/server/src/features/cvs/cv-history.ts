import {
  CV_DOCUMENT_LIMITS,
  cvSettingsSchema,
  cvSnapshotSchema,
  type CvSnapshot,
  type RestoreRequest,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { binRestoreConflict, restoreTargetNotFound } from '../history/history.errors';
import type { BinEntry, BinKeeper, DocumentKeeper } from '../history/history.ports';
import { withFieldOf } from '../history/restore-field';
import { CvDocumentRepository, type CvRow } from './cv-documents.repository';

/**
 * A CV as a document of the history room: its name and settings; a restore
 * of both, or of the name or one setting (`field`); a CV from the bin put back
 * under its id. A CV holds no content, so its restore never touches the profile.
 */
export function createCvHistory(db: Database) {
  const repository = new CvDocumentRepository(db);

  const keeper: DocumentKeeper = {
    async snapshot(accountId, docId) {
      const row = await repository.find(accountId, docId);
      return row ? toCvSnapshot(row) : null;
    },

    async restore(accountId, docId, stored, { entryId, field }: RestoreRequest) {
      const snap = cvSnapshotSchema.parse(stored);
      const row = await repository.find(accountId, docId);
      if (!row || entryId) throw restoreTargetNotFound();
      if (!field) return repository.put(accountId, docId, snap);
      if (field === 'name')
        return repository.put(accountId, docId, { ...toCvSnapshot(row), name: snap.name });
      if (!(field in cvSettingsSchema.shape)) throw restoreTargetNotFound();
      const settings = withFieldOf(row.settings, snap.settings, field);
      return repository.put(accountId, docId, { name: row.name, settings });
    },
  };

  const binKeeper: BinKeeper = {
    async restore(tx, accountId, { itemId, payload }) {
      const within = new CvDocumentRepository(tx);
      if ((await within.countLocked(accountId)) >= CV_DOCUMENT_LIMITS.documentsMax) {
        throw binRestoreConflict('limit');
      }
      await within.put(accountId, itemId, cvSnapshotSchema.parse(payload));
      return { type: 'cv', id: itemId };
    },
  };

  return { keeper, binKeeper };
}

export function toCvSnapshot(row: CvRow): CvSnapshot {
  return { name: row.name, settings: row.settings };
}

/** What the bin keeps of a deleted CV. */
export function cvBinEntry(row: CvRow): BinEntry {
  return { kind: 'cv', itemId: row.id, label: row.name, payload: toCvSnapshot(row) };
}
