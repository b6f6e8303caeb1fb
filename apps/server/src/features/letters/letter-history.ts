import { LETTER_LIMITS, letterSnapshotSchema } from '@cv/shared';
import type { Database } from '../../db/client';
import type { BinEntry } from '../history/history.ports';
import { ownedDocumentHistory } from '../history/owned-documents';
import { withFieldOf } from '../history/restore-field';
import { LettersRepository, type LetterRow, type LetterSnapshotValues } from './letters.repository';

export function toLetterSnapshot(row: LetterRow): LetterSnapshotValues {
  return { name: row.name, cvId: row.cvId, content: row.content, settings: row.settings };
}

/** What the bin keeps of a deleted letter. */
export function letterBinEntry(row: LetterRow): BinEntry {
  return { kind: 'letter', itemId: row.id, label: row.name, payload: toLetterSnapshot(row) };
}

/**
 * A letter as a document of the history room: a restore of all of it, or of
 * the name, the CV, or one field of its content or settings (`field`); a
 * letter from the bin put back under its id.
 */
export function createLetterHistory(db: Database) {
  return ownedDocumentHistory(db, {
    type: 'letter',
    repository: (db) => new LettersRepository(db),
    max: LETTER_LIMITS.lettersMax,
    parse: (stored): LetterSnapshotValues => letterSnapshotSchema.parse(stored),
    snapshotOf: toLetterSnapshot,
    restoreField(row, version, field) {
      const current = toLetterSnapshot(row);
      if (field === 'name' || field === 'cvId') return { ...current, [field]: version[field] };
      for (const part of ['content', 'settings'] as const) {
        if (field in version[part] || field in current[part]) {
          return { ...current, [part]: withFieldOf(current[part], version[part], field) };
        }
      }
      return null;
    },
  });
}
