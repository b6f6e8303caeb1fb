import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { findOwnRow, ownRow } from '../../db/account-rows';
import type { Database } from '../../db/client';
import { binItems, jobRuns, versions } from '../../db/schema';

/** The only place of the history room that touches Drizzle: versions, the bin, job runs. */

export type VersionRow = typeof versions.$inferSelect;
export type VersionHead = Omit<VersionRow, 'snapshot' | 'seq' | 'accountId'>;
export type BinRow = typeof binItems.$inferSelect;

const summary = {
  id: versions.id,
  docType: versions.docType,
  docId: versions.docId,
  reason: versions.reason,
  name: versions.name,
  createdAt: versions.createdAt,
};

const ofDoc = (accountId: string, docType: string, docId: string) =>
  and(eq(versions.accountId, accountId), eq(versions.docType, docType), eq(versions.docId, docId));

export async function insertVersion(
  db: Database,
  values: Pick<VersionRow, 'accountId' | 'docType' | 'docId' | 'reason' | 'snapshot'>,
): Promise<VersionHead> {
  const [row] = await db.insert(versions).values(values).returning(summary);
  if (!row) throw new Error('version insert returned nothing');
  return row;
}

/** The document's newest version, with its snapshot; null when it has none. */
export async function latestVersion(
  db: Database,
  accountId: string,
  docType: string,
  docId: string,
): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(versions)
    .where(ofDoc(accountId, docType, docId))
    .orderBy(desc(versions.seq))
    .limit(1);
  return row ?? null;
}

/** The document's versions, newest first, without their snapshots. */
export async function listVersions(
  db: Database,
  accountId: string,
  docType: string,
  docId: string,
  limit: number,
): Promise<VersionHead[]> {
  return db
    .select(summary)
    .from(versions)
    .where(ofDoc(accountId, docType, docId))
    .orderBy(desc(versions.seq))
    .limit(limit);
}

export function findVersion(
  db: Database,
  accountId: string,
  id: string,
): Promise<VersionRow | null> {
  return findOwnRow(db, versions, accountId, id);
}

export async function nameVersion(
  db: Database,
  accountId: string,
  id: string,
  name: string | null,
): Promise<VersionHead | null> {
  const [row] = await db
    .update(versions)
    .set({ name })
    .where(ownRow(versions, accountId, id))
    .returning(summary);
  return row ?? null;
}

/** Every version of the account with its snapshot, oldest first: the account archive's. */
export async function allVersions(db: Database, accountId: string): Promise<VersionRow[]> {
  return db.select().from(versions).where(eq(versions.accountId, accountId)).orderBy(versions.seq);
}

// The bin

export async function insertBinItem(
  db: Database,
  values: Pick<BinRow, 'accountId' | 'kind' | 'itemId' | 'label' | 'payload'>,
): Promise<void> {
  await db.insert(binItems).values(values);
}

/** The account's bin, most recently deleted first. */
export async function listBin(db: Database, accountId: string): Promise<BinRow[]> {
  return db
    .select()
    .from(binItems)
    .where(eq(binItems.accountId, accountId))
    .orderBy(desc(binItems.deletedAt), desc(binItems.id));
}

/** Takes the item out of the bin (in the restoring transaction); null when it is not the account's. */
export async function takeBinItem(
  tx: Database,
  accountId: string,
  id: string,
): Promise<BinRow | null> {
  const [row] = await tx
    .delete(binItems)
    .where(ownRow(binItems, accountId, id))
    .returning();
  return row ?? null;
}

// The purge job

/**
 * Claims a periodic job's run: true for exactly one caller per period,
 * however many instances ask at once (one conditional upsert; the row lock
 * makes the others see the new time and get no row back).
 */
export async function claimJob(db: Database, name: string, everyMs: number): Promise<boolean> {
  const now = new Date();
  const due = new Date(now.getTime() - everyMs);
  const rows = await db
    .insert(jobRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: now },
      setWhere: lt(jobRuns.lastRunAt, due),
    })
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}

/** Removes what has been in the bin since before `before`. */
export async function purgeBin(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(binItems)
    .where(lt(binItems.deletedAt, before))
    .returning({ id: binItems.id });
  return rows.length;
}

/**
 * Coalesces old steps: of the unnamed edits made before `before`, keeps only
 * the last of each document's window of `minutes` (a later state of the same
 * window holds what they held, and more).
 */
export async function coalesceVersions(
  db: Database,
  before: Date,
  minutes: number,
): Promise<number> {
  const seconds = minutes * 60;
  const rows = await db.execute<{ id: string }>(sql`
    delete from ${versions} v
    where v.name is null and v.reason = 'edit' and v.created_at < ${before.toISOString()}
      and exists (
        select 1 from ${versions} w
        where w.account_id = v.account_id and w.doc_type = v.doc_type and w.doc_id = v.doc_id
          and w.seq > v.seq and w.reason in ('edit', 'restore')
          and floor(extract(epoch from w.created_at) / ${seconds})
            = floor(extract(epoch from v.created_at) / ${seconds}))
    returning v.id`);
  return rowsOf(rows).length;
}

/** Past `before`, keeps at most `keep` versions per document; named ones always stay. */
export async function pruneVersions(db: Database, before: Date, keep: number): Promise<number> {
  const rows = await db.execute<{ id: string }>(sql`
    delete from ${versions} where id in (
      select id from (
        select id, name, created_at,
          row_number() over (partition by account_id, doc_type, doc_id order by seq desc) as n
        from ${versions}) ranked
      where ranked.name is null and ranked.n > ${keep} and ranked.created_at < ${before.toISOString()})
    returning id`);
  return rowsOf(rows).length;
}

/** Both drivers' results of db.execute: node-postgres' `{ rows }` and PGlite's. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
