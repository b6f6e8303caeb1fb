import { and, asc, desc, eq, inArray, isNotNull, lte, min, sql } from 'drizzle-orm';
import { ANSWERED_STAGES, APPLICATION_STAGES, type ApplicationStage } from '@cv/shared';
import { countAccountRowsLocked, findOwnRow, ownRow } from '../../db/account-rows';
import type { Database } from '../../db/client';
import { deleteRows, findRow, updateRow } from '../../db/rows';
import {
  accounts,
  applicationCalendars,
  applications,
  applicationSentDocuments,
  applicationStageChanges,
  cvs,
  letters,
} from '../../db/schema';

/** The only place of the applications feature that touches Drizzle. */

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationValues = Omit<
  typeof applications.$inferInsert,
  'id' | 'accountId' | 'createdAt' | 'updatedAt' | 'stage'
>;
/** The columns that describe the job posting, in the order forms and files list them. */
export const POSTING_COLUMNS = [
  'company',
  'role',
  'location',
  'workMode',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'source',
  'postingUrl',
] as const satisfies readonly (keyof ApplicationValues)[];

/** The columns a create or an update writes as the form gives them. */
export const PLAIN_COLUMNS = [
  ...POSTING_COLUMNS,
  'appliedOn',
  'nextStep',
  'followUpOn',
  'archived',
  'cvId',
  'letterId',
] as const satisfies readonly (keyof ApplicationValues)[];
export type StageChangeRow = typeof applicationStageChanges.$inferSelect;
export type SentDocumentRow = typeof applicationSentDocuments.$inferSelect;
/** A sent document without its bytes and data: what lists show. */
export type SentDocumentMeta = Omit<SentDocumentRow, 'pdf' | 'data'>;
export type SentDocumentInsert = Omit<SentDocumentRow, 'applicationId' | 'createdAt'>;

/** A deleted application with all that went with it, as the bin keeps it. */
export interface RemovedApplication {
  row: ApplicationRow;
  changes: StageChangeRow[];
  sent: SentDocumentRow[];
}

/** An application with what its views show beside it. */
export interface ApplicationDetails {
  row: ApplicationRow;
  firstAnswerAt: Date | null;
  /** The stages its history has entered, in the order of the stages. */
  reached: ApplicationStage[];
  sent: SentDocumentMeta[];
}

const sentMeta = {
  applicationId: applicationSentDocuments.applicationId,
  kind: applicationSentDocuments.kind,
  sourceId: applicationSentDocuments.sourceId,
  name: applicationSentDocuments.name,
  fileName: applicationSentDocuments.fileName,
  pages: applicationSentDocuments.pages,
  createdAt: applicationSentDocuments.createdAt,
};

export type MoveOutcome =
  { kind: 'moved'; row: ApplicationRow } | { kind: 'conflict'; stage: ApplicationStage } | null;

/**
 * The account's application `id`, its row locked until the transaction ends,
 * so that what is read of it still holds when the transaction writes; null
 * when the account has no such application.
 */
const lockOwnApplication = (tx: Database, accountId: string, id: string) =>
  findRow(tx, applications, ownRow(applications, accountId, id), 'update');

export class ApplicationRepository {
  constructor(private readonly db: Database) {}

  /** The account's applications, newest first, with their first answer and sent documents. */
  async list(
    accountId: string,
    { archived }: { archived: boolean },
  ): Promise<ApplicationDetails[]> {
    const rows = await this.db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.accountId, accountId),
          archived ? undefined : eq(applications.archived, false),
        ),
      )
      .orderBy(desc(applications.createdAt), asc(applications.id));
    return this.withDetails(rows);
  }

  async find(accountId: string, id: string): Promise<ApplicationDetails | null> {
    const row = await findOwnRow(this.db, applications, accountId, id);
    if (!row) return null;
    const [details] = await this.withDetails([row]);
    return details ?? null;
  }

  private async withDetails(rows: ApplicationRow[]): Promise<ApplicationDetails[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [answers, steps, sent] = await Promise.all([
      this.db
        .select({
          id: applicationStageChanges.applicationId,
          at: min(applicationStageChanges.changedAt),
        })
        .from(applicationStageChanges)
        .where(
          and(
            inArray(applicationStageChanges.applicationId, ids),
            inArray(applicationStageChanges.toStage, [...ANSWERED_STAGES]),
          ),
        )
        .groupBy(applicationStageChanges.applicationId),
      this.db
        .selectDistinct({
          id: applicationStageChanges.applicationId,
          stage: applicationStageChanges.toStage,
        })
        .from(applicationStageChanges)
        .where(inArray(applicationStageChanges.applicationId, ids)),
      this.db
        .select(sentMeta)
        .from(applicationSentDocuments)
        .where(inArray(applicationSentDocuments.applicationId, ids))
        .orderBy(asc(applicationSentDocuments.kind)),
    ]);
    const answered = new Map(answers.map((a) => [a.id, a.at]));
    const reachedBy = (id: string) => {
      const stages = new Set(steps.filter((s) => s.id === id).map((s) => s.stage));
      return APPLICATION_STAGES.filter((stage) => stages.has(stage));
    };
    return rows.map((row) => ({
      row,
      firstAnswerAt: answered.get(row.id) ?? null,
      reached: reachedBy(row.id),
      sent: sent.filter((s) => s.applicationId === row.id),
    }));
  }

  history(applicationId: string): Promise<StageChangeRow[]> {
    return this.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, applicationId))
      .orderBy(asc(applicationStageChanges.changedAt), asc(applicationStageChanges.id));
  }

  /** Whether the CV and the letter named exist and are the account's own. */
  async ownsDocuments(
    accountId: string,
    { cvId, letterId }: { cvId?: string | null | undefined; letterId?: string | null | undefined },
  ): Promise<{ cv: boolean; letter: boolean }> {
    const [cv, letter] = await Promise.all([
      cvId ? findOwnRow(this.db, cvs, accountId, cvId) : true,
      letterId ? findOwnRow(this.db, letters, accountId, letterId) : true,
    ]);
    return { cv: cv !== null, letter: letter !== null };
  }

  /**
   * Inserts applications unless the account would hold more than `max`, each
   * with the first entry of its history. The account row is locked for the
   * count, so concurrent creates cannot pass it together. Null at the limit.
   */
  async insertBelowLimit(
    accountId: string,
    list: (ApplicationValues & { stage: ApplicationStage })[],
    max: number,
  ): Promise<ApplicationRow[] | null> {
    return this.db.transaction(async (tx) => {
      const n = await countAccountRowsLocked(tx, applications, accountId);
      if (n + list.length > max) return null;
      if (list.length === 0) return [];
      const rows = await tx
        .insert(applications)
        .values(list.map((values) => ({ ...values, accountId })))
        .returning();
      await tx
        .insert(applicationStageChanges)
        .values(
          rows.map((row) => ({ applicationId: row.id, fromStage: null, toStage: row.stage })),
        );
      return rows;
    });
  }

  update(
    accountId: string,
    id: string,
    values: Partial<ApplicationValues>,
  ): Promise<ApplicationRow | null> {
    return updateRow(this.db, applications, ownRow(applications, accountId, id), {
      ...values,
      updatedAt: new Date(),
    });
  }

  /**
   * Deletes an application with its history and sent documents; `keep` gets
   * all of it first, in the same transaction (the bin).
   */
  async delete(
    accountId: string,
    id: string,
    keep: (tx: Database, removed: RemovedApplication) => Promise<void> = async () => {},
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await lockOwnApplication(tx, accountId, id);
      if (!row) return false;
      const within = new ApplicationRepository(tx);
      const [changes, sent] = await Promise.all([
        within.history(id),
        tx
          .select()
          .from(applicationSentDocuments)
          .where(eq(applicationSentDocuments.applicationId, id)),
      ]);
      await keep(tx, { row, changes, sent });
      await tx.delete(applications).where(ownRow(applications, accountId, id));
      return true;
    });
  }

  /**
   * Puts a deleted application back under its id, with its history and sent
   * documents, unless the account is at `max`; only on a repository over a
   * transaction's handle. A CV or letter deleted since is no longer named.
   */
  async restore(
    accountId: string,
    removed: RemovedApplication,
    max: number,
  ): Promise<'restored' | 'limit'> {
    if ((await countAccountRowsLocked(this.db, applications, accountId)) >= max) return 'limit';
    const { row, changes, sent } = removed;
    const owned = await this.ownsDocuments(accountId, row);
    await this.db.insert(applications).values({
      ...row,
      accountId,
      cvId: owned.cv ? row.cvId : null,
      letterId: owned.letter ? row.letterId : null,
    });
    if (changes.length > 0) await this.db.insert(applicationStageChanges).values(changes);
    if (sent.length > 0) await this.db.insert(applicationSentDocuments).values(sent);
    return 'restored';
  }

  /**
   * Moves an application to `to` in one transaction with its row locked: the
   * history gains the step from the stage it really was at, so two tabs moving
   * one card leave one chain. With `from`, nothing moves unless the
   * application is still there (a conflict names where it is). `appliedOn`
   * gets today when a sent stage is reached first; `sent` documents are kept
   * unless the application already has one of that kind.
   */
  async move(
    accountId: string,
    id: string,
    {
      to,
      from,
      sentStage,
      sent,
    }: {
      to: ApplicationStage;
      from?: ApplicationStage | undefined;
      sentStage: boolean;
      sent: SentDocumentInsert[];
    },
  ): Promise<MoveOutcome> {
    return this.db.transaction(async (tx) => {
      const current = await lockOwnApplication(tx, accountId, id);
      if (!current) return null;
      const stage = current.stage as ApplicationStage;
      if (from !== undefined && stage !== from) return { kind: 'conflict', stage };
      if (sent.length > 0) {
        await tx
          .insert(applicationSentDocuments)
          .values(sent.map((document) => ({ ...document, applicationId: id })))
          .onConflictDoNothing();
      }
      if (stage === to) return { kind: 'moved', row: current };
      // The clock's time, not the transaction's start (now()): under the row's
      // lock it follows the order the moves really happened in, which the
      // history is sorted by.
      await tx.insert(applicationStageChanges).values({
        applicationId: id,
        fromStage: stage,
        toStage: to,
        changedAt: sql`clock_timestamp()`,
      });
      const [row] = await tx
        .update(applications)
        .set({
          stage: to,
          updatedAt: new Date(),
          ...(sentStage && !current.appliedOn ? { appliedOn: sql`current_date` } : {}),
        })
        .where(eq(applications.id, id))
        .returning();
      return row ? { kind: 'moved', row } : null;
    });
  }

  async sentKinds(applicationId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ kind: applicationSentDocuments.kind })
      .from(applicationSentDocuments)
      .where(eq(applicationSentDocuments.applicationId, applicationId));
    return new Set(rows.map((r) => r.kind));
  }

  async sentDocument(
    accountId: string,
    id: string,
    kind: 'cv' | 'letter',
  ): Promise<SentDocumentRow | null> {
    const [row] = await this.db
      .select({ document: applicationSentDocuments })
      .from(applicationSentDocuments)
      .innerJoin(applications, eq(applications.id, applicationSentDocuments.applicationId))
      .where(and(ownRow(applications, accountId, id), eq(applicationSentDocuments.kind, kind)));
    return row?.document ?? null;
  }

  /** Every sent document of the account, with its bytes (the account archive). */
  async allSent(accountId: string): Promise<SentDocumentRow[]> {
    const rows = await this.db
      .select({ document: applicationSentDocuments })
      .from(applicationSentDocuments)
      .innerJoin(applications, eq(applications.id, applicationSentDocuments.applicationId))
      .where(eq(applications.accountId, accountId))
      .orderBy(asc(applicationSentDocuments.applicationId), asc(applicationSentDocuments.kind));
    return rows.map((r) => r.document);
  }

  /** Every stage change of the account's applications, oldest first. */
  allHistory(accountId: string): Promise<StageChangeRow[]> {
    return this.db
      .select({
        id: applicationStageChanges.id,
        applicationId: applicationStageChanges.applicationId,
        fromStage: applicationStageChanges.fromStage,
        toStage: applicationStageChanges.toStage,
        changedAt: applicationStageChanges.changedAt,
      })
      .from(applicationStageChanges)
      .innerJoin(applications, eq(applications.id, applicationStageChanges.applicationId))
      .where(eq(applications.accountId, accountId))
      .orderBy(asc(applicationStageChanges.changedAt), asc(applicationStageChanges.id));
  }

  /** Follow-ups of live applications up to `until` (ISO date), earliest first. */
  due(accountId: string, until: string | null): Promise<ApplicationRow[]> {
    return this.db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.accountId, accountId),
          eq(applications.archived, false),
          isNotNull(applications.followUpOn),
          until ? lte(applications.followUpOn, until) : undefined,
        ),
      )
      .orderBy(asc(applications.followUpOn), asc(applications.company));
  }

  // ---- The calendar feed ----

  calendar(accountId: string) {
    return findRow(this.db, applicationCalendars, eq(applicationCalendars.accountId, accountId));
  }

  /** A new secret for the account's feed; the old one stops working at once. */
  async replaceCalendar(accountId: string, tokenHash: string) {
    const [row] = await this.db
      .insert(applicationCalendars)
      .values({ accountId, tokenHash })
      .onConflictDoUpdate({
        target: applicationCalendars.accountId,
        set: { tokenHash, createdAt: new Date() },
      })
      .returning();
    return row!;
  }

  deleteCalendar(accountId: string): Promise<boolean> {
    return deleteRows(this.db, applicationCalendars, eq(applicationCalendars.accountId, accountId));
  }

  /** The account a feed's secret belongs to, with the language of its mails. */
  async calendarOwner(
    tokenHash: string,
  ): Promise<{ accountId: string; locale: string | null } | null> {
    const [row] = await this.db
      .select({ accountId: applicationCalendars.accountId, locale: accounts.locale })
      .from(applicationCalendars)
      .innerJoin(accounts, eq(accounts.id, applicationCalendars.accountId))
      .where(eq(applicationCalendars.tokenHash, tokenHash));
    return row ?? null;
  }
}
