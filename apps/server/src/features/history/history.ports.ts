import type { BinKind, DocType, RestoreRequest } from '@cv/shared';
import type { Database } from '../../db/client';

/**
 * How the rooms that own documents meet the history room. They call a
 * `HistoryRecorder` (filled in by the composition root) when they change or
 * delete something; they hand the history room a `DocumentKeeper` per
 * document type and a `BinKeeper` per bin kind, so that every snapshot is
 * taken and every restore is written by the room that owns the data.
 */

/** One document: the profile (`id` is the account's id), a CV, a letter or an application. */
export interface DocRef {
  type: DocType;
  id: string;
}

/** The steps before which the document's state is kept as a version of its own. */
export type CheckpointStep = 'import' | 'language' | 'restore' | 'delete';

/** A deleted thing as its room will bring it back: `payload` is the room's own JSON. */
export interface BinEntry {
  kind: BinKind;
  itemId: string;
  label: string;
  payload: Record<string, unknown>;
}

export interface HistoryRecorder {
  /**
   * Records the document as it is now, after a change. Call it once the
   * change is committed; a failure to record is logged, never the change's.
   */
  recordVersion(accountId: string, doc: DocRef): Promise<void>;
  /** Records the document as it is now, before a step that changes much at once. */
  recordBefore(accountId: string, doc: DocRef, step: CheckpointStep): Promise<void>;
  /** Keeps a deleted thing in the bin; `tx` is the transaction that deletes it. */
  moveToBin(tx: Database, accountId: string, entry: BinEntry): Promise<void>;
}

/** A recorder that keeps nothing: for services built without history (unit tests). */
export const NO_HISTORY: HistoryRecorder = {
  recordVersion: async () => {},
  recordBefore: async () => {},
  moveToBin: async () => {},
};

export type Snapshot = Record<string, unknown>;

/** What a room gives for each of its document types. */
export interface DocumentKeeper {
  /** The document as it is now; null when the account has no such document. */
  snapshot(accountId: string, docId: string): Promise<Snapshot | null>;
  /**
   * Writes the version's state back (all of it, one entry, or one field, see
   * RestoreRequest) as a new change. Throws `restoreTargetNotFound` when the
   * version holds no such entry or field.
   */
  restore(
    accountId: string,
    docId: string,
    snapshot: Snapshot,
    pick: RestoreRequest,
  ): Promise<void>;
}

/** What a room gives for each kind of thing it puts in the bin. */
export interface BinKeeper {
  /** Writes the thing back under its id, in `tx`; throws a 409 when it cannot come back now. */
  restore(tx: Database, accountId: string, entry: BinEntry): Promise<DocRef | null>;
}
