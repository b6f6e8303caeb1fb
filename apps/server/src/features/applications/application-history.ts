import { APPLICATION_LIMITS, type RestoreRequest } from '@cv/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { historyErrors } from '../history/history.errors';
import type { BinEntry, BinKeeper, DocumentKeeper } from '../history/history.ports';
import {
  ApplicationRepository,
  PLAIN_COLUMNS,
  type ApplicationRow,
  type RemovedApplication,
} from './applications.repository';

/**
 * What a version of an application holds: the fields its form edits. The
 * stage is left out: it moves by its own dated history, which a restore must
 * not rewrite.
 */
const EDITABLE = [
  ...PLAIN_COLUMNS,
  'postingText',
  'contacts',
  'notes',
] as const satisfies readonly (keyof ApplicationRow)[];
type Editable = (typeof EDITABLE)[number];
type ApplicationSnapshot = Pick<ApplicationRow, Editable>;

export function toApplicationSnapshot(row: ApplicationRow): ApplicationSnapshot {
  return Object.fromEntries(EDITABLE.map((key) => [key, row[key]])) as ApplicationSnapshot;
}

/** JSON keeps dates as text and the sent PDFs as base64; this reads them back. */
const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const removedSchema = z.object({
  row: z.looseObject({ id: z.uuid(), createdAt: isoDate, updatedAt: isoDate }),
  changes: z.array(z.looseObject({ changedAt: isoDate })),
  sent: z.array(
    z.looseObject({
      pdf: z.base64().transform((b64) => Buffer.from(b64, 'base64')),
      createdAt: isoDate,
    }),
  ),
});

/** What the bin keeps of a deleted application: everything, its sent PDFs included. */
export function applicationBinEntry({ row, changes, sent }: RemovedApplication): BinEntry {
  return {
    kind: 'application',
    itemId: row.id,
    label: `${row.role} – ${row.company}`,
    payload: {
      row,
      changes,
      sent: sent.map((document) => ({ ...document, pdf: document.pdf.toString('base64') })),
    },
  };
}

/**
 * An application as a document of the history room: a restore of all its
 * fields or of one (`field`), and a deleted one put back under its id with
 * its stage history and what was sent.
 */
export function createApplicationHistory(db: Database) {
  const repository = new ApplicationRepository(db);

  const keeper: DocumentKeeper = {
    async snapshot(accountId, docId) {
      const found = await repository.find(accountId, docId);
      return found ? { ...toApplicationSnapshot(found.row) } : null;
    },

    async restore(accountId, docId, stored, { entryId, field }: RestoreRequest) {
      if (entryId) throw historyErrors.restoreTargetNotFound();
      const snapshot = stored as Partial<ApplicationSnapshot>;
      const keys: readonly string[] = field ? [field] : EDITABLE;
      const known = (key: string): key is Editable =>
        (EDITABLE as readonly string[]).includes(key) && key in snapshot;
      if (!keys.every(known)) throw historyErrors.restoreTargetNotFound();
      const values: Partial<ApplicationSnapshot> = Object.fromEntries(
        keys.map((key) => [key, snapshot[key as Editable]]),
      );
      // A CV or letter deleted since is no longer named.
      const owned = await repository.ownsDocuments(accountId, values);
      if (!owned.cv) values.cvId = null;
      if (!owned.letter) values.letterId = null;
      if (!(await repository.update(accountId, docId, values)))
        throw historyErrors.restoreTargetNotFound();
    },
  };

  const binKeeper: BinKeeper = {
    async restore(tx, accountId, { itemId, payload }) {
      const removed = removedSchema.parse(payload) as unknown as RemovedApplication;
      const outcome = await new ApplicationRepository(tx).restore(
        accountId,
        removed,
        APPLICATION_LIMITS.applicationsMax,
      );
      if (outcome === 'limit') throw historyErrors.binRestoreConflict('limit');
      return { type: 'application', id: itemId };
    },
  };

  return { keeper, binKeeper };
}
