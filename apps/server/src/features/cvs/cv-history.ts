import {
  CV_DOCUMENT_LIMITS,
  cvSettingsSchema,
  cvSnapshotSchema,
  type CvSnapshot,
} from '@cv/shared';
import type { Database } from '../../db/client';
import type { BinEntry } from '../history/history.ports';
import { ownedDocumentHistory } from '../history/owned-documents';
import { withFieldOf } from '../history/restore-field';
import { CvDocumentRepository, type CvRow } from './cv-documents.repository';

/**
 * A CV as a document of the history room: its name and settings; a restore
 * of both, or of the name or one setting (`field`); a CV from the bin put back
 * under its id. A CV holds no content, so its restore never touches the profile.
 */
export function createCvHistory(db: Database) {
  return ownedDocumentHistory(db, {
    type: 'cv',
    repository: (db) => new CvDocumentRepository(db),
    max: CV_DOCUMENT_LIMITS.documentsMax,
    parse: (stored) => cvSnapshotSchema.parse(stored),
    snapshotOf: toCvSnapshot,
    restoreField(row, version, field) {
      if (field === 'name') return { ...toCvSnapshot(row), name: version.name };
      if (!(field in cvSettingsSchema.shape)) return null;
      return { name: row.name, settings: withFieldOf(row.settings, version.settings, field) };
    },
  });
}

export function toCvSnapshot(row: CvRow): CvSnapshot {
  return { name: row.name, settings: row.settings };
}

/** What the bin keeps of a deleted CV. */
export function cvBinEntry(row: CvRow): BinEntry {
  return { kind: 'cv', itemId: row.id, label: row.name, payload: toCvSnapshot(row) };
}
