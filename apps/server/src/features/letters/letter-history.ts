import { LETTER_LIMITS, letterSnapshotSchema, type RestoreRequest } from '@cv/shared';
import type { Database } from '../../db/client';
import { binRestoreConflict, restoreTargetNotFound } from '../history/history.errors';
import type { BinEntry, BinKeeper, DocumentKeeper } from '../history/history.ports';
import { withFieldOf } from '../history/restore-field';
import { LettersRepository, type LetterRow, type LetterSnapshotValues } from './letters.repository';

export function toLetterSnapshot(row: LetterRow): LetterSnapshotValues {
  return { name: row.name, cvId: row.cvId, content: row.content, settings: row.settings };
}

/** What the bin keeps of a deleted letter. */
export function letterBinEntry(row: LetterRow): BinEntry {
  return { kind: 'letter', itemId: row.id, label: row.name, payload: { ...toLetterSnapshot(row) } };
}

/**
 * A letter as a document of the history room: a restore of all of it, or of
 * the name, the CV, or one field of its content or settings (`field`); a
 * letter from the bin put back under its id.
 */
export function createLetterHistory(db: Database) {
  const repository = new LettersRepository(db);

  const keeper: DocumentKeeper = {
    async snapshot(accountId, docId) {
      const row = await repository.find(accountId, docId);
      return row ? { ...toLetterSnapshot(row) } : null;
    },

    async restore(accountId, docId, stored, { entryId, field }: RestoreRequest) {
      const snap = letterSnapshotSchema.parse(stored);
      const row = await repository.find(accountId, docId);
      if (!row || entryId) throw restoreTargetNotFound();
      if (!field) return repository.put(accountId, docId, snap);
      const current = toLetterSnapshot(row);
      if (field === 'name' || field === 'cvId') {
        return repository.put(accountId, docId, { ...current, [field]: snap[field] });
      }
      for (const part of ['content', 'settings'] as const) {
        if (field in snap[part] || field in current[part]) {
          const values = withFieldOf(current[part], snap[part], field);
          return repository.put(accountId, docId, { ...current, [part]: values });
        }
      }
      throw restoreTargetNotFound();
    },
  };

  const binKeeper: BinKeeper = {
    async restore(tx, accountId, { itemId, payload }) {
      const within = new LettersRepository(tx);
      if ((await within.countLocked(accountId)) >= LETTER_LIMITS.lettersMax) {
        throw binRestoreConflict('limit');
      }
      await within.put(accountId, itemId, letterSnapshotSchema.parse(payload));
      return { type: 'letter', id: itemId };
    },
  };

  return { keeper, binKeeper };
}
