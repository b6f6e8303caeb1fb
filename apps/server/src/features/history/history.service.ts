import type { FastifyBaseLogger } from 'fastify';
import {
  HISTORY_LIMITS,
  type BinItem,
  type BinKind,
  type CurrentSnapshot,
  type DocQuery,
  type DocType,
  type RestoreRequest,
  type Version,
  type VersionReason,
  type VersionSummary,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { historyErrors } from './history.errors';
import type { BinKeeper, DocRef, DocumentKeeper, HistoryRecorder, Snapshot } from './history.ports';
import * as repo from './history.repository';

const DAY_MS = 24 * 60 * 60_000;

export interface HistoryServiceDeps {
  db: Database;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** JSON with its keys sorted: two snapshots are the same state when these are equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function toSummary(row: repo.VersionHead): VersionSummary {
  return {
    id: row.id,
    docType: row.docType as DocType,
    docId: row.docId,
    reason: row.reason as VersionReason,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a history list shows: of a document's unnamed edits, the last of each
 * few minutes' window (every change is kept as a step of its own for a day,
 * for undo across saves; the purge job then removes the ones hidden here).
 */
export function coalesced(rows: readonly repo.VersionHead[]): repo.VersionHead[] {
  const windowMs = HISTORY_LIMITS.coalesceMinutes * 60_000;
  const windowOf = (row: repo.VersionHead) => Math.floor(row.createdAt.getTime() / windowMs);
  // Newest first: a row is hidden when a newer state of its window is already listed.
  let newerState: repo.VersionHead | undefined;
  return rows.filter((row) => {
    const hidden =
      row.reason === 'edit' &&
      row.name === null &&
      newerState !== undefined &&
      windowOf(newerState) === windowOf(row);
    if (row.reason === 'edit' || row.reason === 'restore') newerState = row;
    return !hidden;
  });
}

/**
 * Versions and the bin over the documents of every room. The rooms register
 * how their documents are snapshotted and restored (`keep`, `keepInBin`);
 * `recorder` is what they call when they change or delete something.
 */
export function createHistoryService({ db, log, now = () => new Date() }: HistoryServiceDeps) {
  const keepers = new Map<DocType, DocumentKeeper>();
  const binKeepers = new Map<BinKind, BinKeeper>();

  function keeperOf(type: string): DocumentKeeper {
    const keeper = keepers.get(type as DocType);
    if (!keeper) throw historyErrors.versionNotFound();
    return keeper;
  }

  /** The document named by a request: the profile is the account's own. */
  function docOf(accountId: string, query: DocQuery): DocRef {
    return { type: query.type, id: query.type === 'profile' ? accountId : (query.id ?? '') };
  }

  async function currentOf(accountId: string, doc: DocRef): Promise<Snapshot> {
    const snapshot = await keeperOf(doc.type).snapshot(accountId, doc.id);
    if (!snapshot) throw historyErrors.documentNotFound();
    return snapshot;
  }

  /**
   * Records the document's state unless its newest version holds it already
   * (a head asked for twice). Answers the version that holds the state now.
   */
  async function recordIfChanged(
    accountId: string,
    doc: DocRef,
    reason: VersionReason,
    snapshot: Snapshot,
  ): Promise<repo.VersionHead> {
    const latest = await repo.latestVersion(db, accountId, doc.type, doc.id);
    if (latest && canonicalJson(latest.snapshot) === canonicalJson(snapshot)) return latest;
    return repo.insertVersion(db, {
      accountId,
      docType: doc.type,
      docId: doc.id,
      reason,
      snapshot,
    });
  }

  /** Records after a change; a failure is logged (the change itself is committed). */
  async function record(accountId: string, doc: DocRef, reason: VersionReason, always: boolean) {
    try {
      const snapshot = await keeperOf(doc.type).snapshot(accountId, doc.id);
      if (!snapshot) return;
      if (always) {
        await repo.insertVersion(db, {
          accountId,
          docType: doc.type,
          docId: doc.id,
          reason,
          snapshot,
        });
      } else {
        await recordIfChanged(accountId, doc, reason, snapshot);
      }
    } catch (err) {
      log.warn({ err, doc }, 'could not record a version');
    }
  }

  const recorder: HistoryRecorder = {
    recordVersion: (accountId, doc) => record(accountId, doc, 'edit', true),
    // Always a row of its own, even when the last edit holds the same state: the
    // list then shows where an import, a swap, a restore or a delete began.
    recordBefore: (accountId, doc, step) => record(accountId, doc, `before_${step}`, true),
    async moveToBin(tx, accountId, entry) {
      await repo.insertBinItem(tx, { accountId, ...entry });
    },
  };

  async function ownVersion(accountId: string, id: string): Promise<repo.VersionRow> {
    const row = await repo.findVersion(db, accountId, id);
    if (!row || !keepers.has(row.docType as DocType)) throw historyErrors.versionNotFound();
    return row;
  }

  function toBinItem(row: repo.BinRow): BinItem {
    return {
      id: row.id,
      kind: row.kind as BinKind,
      itemId: row.itemId,
      label: row.label,
      deletedAt: row.deletedAt.toISOString(),
      purgeAt: new Date(row.deletedAt.getTime() + HISTORY_LIMITS.binDays * DAY_MS).toISOString(),
    };
  }

  return {
    recorder,

    /** Registers how a room's document type is snapshotted and restored. */
    keep(type: DocType, keeper: DocumentKeeper) {
      keepers.set(type, keeper);
    },

    /** Registers how a room brings a kind of deleted thing back. */
    keepInBin(kind: BinKind, keeper: BinKeeper) {
      binKeepers.set(kind, keeper);
    },

    async list(accountId: string, query: DocQuery): Promise<VersionSummary[]> {
      const doc = docOf(accountId, query);
      await currentOf(accountId, doc);
      const rows = await repo.listVersions(
        db,
        accountId,
        doc.type,
        doc.id,
        HISTORY_LIMITS.listMax * 4,
      );
      return coalesced(rows).slice(0, HISTORY_LIMITS.listMax).map(toSummary);
    },

    async current(accountId: string, query: DocQuery): Promise<CurrentSnapshot> {
      const doc = docOf(accountId, query);
      return { docType: doc.type, docId: doc.id, snapshot: await currentOf(accountId, doc) };
    },

    /**
     * The version that holds the document's state now, recorded first when
     * none does (a document edited before history existed): where an editor's
     * undo starts from, and its next step after each save.
     */
    async head(accountId: string, query: DocQuery): Promise<VersionSummary> {
      const doc = docOf(accountId, query);
      return toSummary(
        await recordIfChanged(accountId, doc, 'edit', await currentOf(accountId, doc)),
      );
    },

    async get(accountId: string, id: string): Promise<Version> {
      const row = await ownVersion(accountId, id);
      return { ...toSummary(row), snapshot: row.snapshot };
    },

    async name(accountId: string, id: string, name: string | null): Promise<VersionSummary> {
      await ownVersion(accountId, id);
      const row = await repo.nameVersion(db, accountId, id, name);
      if (!row) throw historyErrors.versionNotFound();
      return toSummary(row);
    },

    /**
     * Writes a version (or one entry or field of it) back as a new change:
     * the state before is kept first, the state after is the answer, so the
     * restore itself can be undone. Other documents stay as they are.
     */
    async restore(accountId: string, id: string, pick: RestoreRequest): Promise<VersionSummary> {
      const row = await ownVersion(accountId, id);
      const doc: DocRef = { type: row.docType as DocType, id: row.docId };
      const keeper = keeperOf(doc.type);
      await repo.insertVersion(db, {
        accountId,
        docType: doc.type,
        docId: doc.id,
        reason: 'before_restore',
        snapshot: await currentOf(accountId, doc),
      });
      await keeper.restore(accountId, doc.id, row.snapshot, pick);
      const after = await currentOf(accountId, doc);
      return toSummary(
        await repo.insertVersion(db, {
          accountId,
          docType: doc.type,
          docId: doc.id,
          reason: 'restore',
          snapshot: after,
        }),
      );
    },

    async bin(accountId: string): Promise<BinItem[]> {
      return (await repo.listBin(db, accountId))
        .filter((row) => binKeepers.has(row.kind as BinKind))
        .map(toBinItem);
    },

    /** Brings a thing back under its old id and takes it out of the bin, in one transaction. */
    async restoreFromBin(
      accountId: string,
      id: string,
    ): Promise<{ kind: BinKind; itemId: string }> {
      const { row, doc } = await db.transaction(async (tx) => {
        const row = await repo.takeBinItem(tx, accountId, id);
        const keeper = row && binKeepers.get(row.kind as BinKind);
        if (!row || !keeper) throw historyErrors.binItemNotFound();
        const entry = {
          kind: row.kind as BinKind,
          itemId: row.itemId,
          label: row.label,
          payload: row.payload,
        };
        return { row, doc: await keeper.restore(tx, accountId, entry) };
      });
      if (doc) await recorder.recordVersion(accountId, doc);
      return { kind: row.kind as BinKind, itemId: row.itemId };
    },

    async deleteFromBin(accountId: string, id: string): Promise<void> {
      const row = await db.transaction((tx) => repo.takeBinItem(tx, accountId, id));
      if (!row) throw historyErrors.binItemNotFound();
    },

    /**
     * The periodic clean-up: the bin's items older than 30 days go for good;
     * steps older than a day coalesce to one version per few minutes; past 90
     * days a document keeps its newest versions only. Runs when this instance
     * claims the period's run (once across every instance); answers whether it did.
     */
    async purge(everyMs: number): Promise<{ ran: boolean; bin: number; versions: number }> {
      if (!(await repo.claimJob(db, 'history-purge', everyMs))) {
        return { ran: false, bin: 0, versions: 0 };
      }
      const at = now().getTime();
      const bin = await repo.purgeBin(db, new Date(at - HISTORY_LIMITS.binDays * DAY_MS));
      const steps = await repo.coalesceVersions(
        db,
        new Date(at - HISTORY_LIMITS.stepHours * 60 * 60_000),
        HISTORY_LIMITS.coalesceMinutes,
      );
      const old = await repo.pruneVersions(
        db,
        new Date(at - HISTORY_LIMITS.keepDays * DAY_MS),
        HISTORY_LIMITS.versionsPerDocumentMax,
      );
      return { ran: true, bin, versions: steps + old };
    },

    /** The account archive's part: every version and what is in the bin. */
    async exportFor(accountId: string) {
      const [versions, bin] = await Promise.all([
        repo.allVersions(db, accountId),
        repo.listBin(db, accountId),
      ]);
      return {
        versions: versions.map((row) => ({ ...toSummary(row), snapshot: row.snapshot })),
        bin: bin.map((row) => ({ ...toBinItem(row), payload: row.payload })),
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
