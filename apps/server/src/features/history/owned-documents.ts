import type { DocType, RestoreRequest } from '@cv/shared';
import type { Database } from '../../db/client';
import { historyErrors } from './history.errors';
import type {
  BinEntry,
  BinKeeper,
  DocRef,
  DocumentKeeper,
  HistoryRecorder,
  Snapshot,
} from './history.ports';

/*
 * What the rooms of the account's stand-alone documents (CVs, letters,
 * applications) do alike with the history room: versions of every change,
 * the bin for a delete, and the restores of both.
 */

/** A repository's delete that hands what it deleted to `keep`, in the deleting transaction. */
interface DeletesKeeping<Removed> {
  delete(
    accountId: string,
    id: string,
    keep: (tx: Database, removed: Removed) => Promise<void>,
  ): Promise<boolean>;
}

/**
 * Deletes a document into the bin: its state is kept as a version first,
 * then the bin gets `binEntry` of what the repository deleted. False when
 * the account had no such document.
 */
export async function deleteIntoBin<Removed>(
  history: HistoryRecorder,
  accountId: string,
  doc: DocRef,
  repository: DeletesKeeping<Removed>,
  binEntry: (removed: Removed) => BinEntry,
): Promise<boolean> {
  await history.recordBefore(accountId, doc, 'delete');
  return repository.delete(accountId, doc.id, (tx, removed) =>
    history.moveToBin(tx, accountId, binEntry(removed)),
  );
}

/** What a new document is made from: its name, and the document it copies, if any. */
export interface NewDocument {
  name: string;
  copyOf?: string | undefined;
}

/**
 * A document service's reads, its writes (each recorded as a version) and its
 * delete into the bin, over a repository of rows that `present` turns into
 * answers.
 */
export function ownedDocumentService<Row extends { id: string }, Document, Values, Change>({
  type,
  repository,
  history,
  present,
  notFound,
  binEntry,
  max,
  limitReached,
}: {
  type: DocType;
  repository: DeletesKeeping<Row> & {
    list(accountId: string): Promise<Row[]>;
    find(accountId: string, id: string): Promise<Row | null>;
    insertBelowLimit(accountId: string, values: Values, max: number): Promise<Row | null>;
    update(accountId: string, id: string, change: Change): Promise<Row | null>;
  };
  history: HistoryRecorder;
  present: (row: Row) => Document;
  /** Unknown id, or another account's. */
  notFound: () => Error;
  binEntry: (row: Row) => BinEntry;
  /** How many documents an account may keep; `limitReached()` refuses one more. */
  max: number;
  limitReached: () => Error;
}) {
  /** Records the document's state after a write; answers it. No row is `notFound()`. */
  async function recorded(accountId: string, row: Row | null): Promise<Document> {
    if (!row) throw notFound();
    await history.recordVersion(accountId, { type, id: row.id });
    return present(row);
  }

  return {
    async get(accountId: string, id: string): Promise<Document> {
      const row = await repository.find(accountId, id);
      if (!row) throw notFound();
      return present(row);
    },

    async list(accountId: string): Promise<Document[]> {
      return (await repository.list(accountId)).map(present);
    },

    /** A new document, unless the account holds `max` already. */
    async insert(accountId: string, values: Values): Promise<Document> {
      const row = await repository.insertBelowLimit(accountId, values, max);
      if (!row) throw limitReached();
      return recorded(accountId, row);
    },

    /** Changes what `change` names; the document as it now is. */
    async update(accountId: string, id: string, change: Change): Promise<Document> {
      return recorded(accountId, await repository.update(accountId, id, change));
    },

    /** Deletes a document into the bin; its state is kept as a version first. */
    async remove(accountId: string, id: string): Promise<void> {
      const doc = { type, id };
      if (!(await deleteIntoBin(history, accountId, doc, repository, binEntry))) throw notFound();
    },
  };
}

/** What a document's history needs of its repository, over a database or a transaction. */
interface SnapshotRepository<Row, Values> {
  find(accountId: string, id: string): Promise<Row | null>;
  put(accountId: string, id: string, values: Values): Promise<void>;
  countLocked(accountId: string): Promise<number>;
}

/**
 * A document as the history room sees it: its snapshot; a restore of all of
 * it, or of one field (`restoreField` answers the values to write, or null
 * when the version holds no such field); the document from the bin put back
 * under its id unless the account holds `max` already.
 */
export function ownedDocumentHistory<Row, Values extends Snapshot>(
  db: Database,
  {
    type,
    repository,
    max,
    parse,
    snapshotOf,
    restoreField,
  }: {
    type: DocType;
    repository: (db: Database) => SnapshotRepository<Row, Values>;
    max: number;
    parse: (stored: unknown) => Values;
    snapshotOf: (row: Row) => Values;
    restoreField: (row: Row, version: Values, field: string) => Values | null;
  },
): { keeper: DocumentKeeper; binKeeper: BinKeeper } {
  const documents = repository(db);

  const keeper: DocumentKeeper = {
    async snapshot(accountId, docId) {
      const row = await documents.find(accountId, docId);
      return row ? snapshotOf(row) : null;
    },

    async restore(accountId, docId, stored, { entryId, field }: RestoreRequest) {
      const version = parse(stored);
      const row = await documents.find(accountId, docId);
      if (!row || entryId) throw historyErrors.restoreTargetNotFound();
      const values = field ? restoreField(row, version, field) : version;
      if (!values) throw historyErrors.restoreTargetNotFound();
      return documents.put(accountId, docId, values);
    },
  };

  const binKeeper: BinKeeper = {
    async restore(tx, accountId, { itemId, payload }) {
      const within = repository(tx);
      if ((await within.countLocked(accountId)) >= max)
        throw historyErrors.binRestoreConflict('limit');
      await within.put(accountId, itemId, parse(payload));
      return { type, id: itemId };
    },
  };

  return { keeper, binKeeper };
}
