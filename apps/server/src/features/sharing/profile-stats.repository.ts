import { and, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileViewDays, profileViewSalts, profileViewVisitors } from '../../db/schema';

/** The only place of the statistics feature that touches Drizzle. */

export interface ViewRow {
  day: string;
  source: string;
  views: number;
  visitors: number;
}

export class ProfileStatsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The salt of `day`: `candidate` if this call is the first to ask, else the
   * one another instance stored first, so every instance hashes alike.
   */
  async saltOf(day: string, candidate: string): Promise<string> {
    await this.db.insert(profileViewSalts).values({ day, salt: candidate }).onConflictDoNothing();
    const [row] = await this.db
      .select({ salt: profileViewSalts.salt })
      .from(profileViewSalts)
      .where(eq(profileViewSalts.day, day));
    if (!row) throw new Error(`no salt stored for ${day}`);
    return row.salt;
  }

  /**
   * Deletes the visitor hashes and salts of the days before `day` (without
   * the salt, a hash can no longer be linked to anyone) and the counts of the
   * days before `countsFrom`.
   */
  async forget(day: string, countsFrom: string): Promise<void> {
    await this.db.delete(profileViewVisitors).where(lt(profileViewVisitors.day, day));
    await this.db.delete(profileViewSalts).where(lt(profileViewSalts.day, day));
    await this.db.delete(profileViewDays).where(lt(profileViewDays.day, countsFrom));
  }

  /**
   * Counts one view in one statement: the visitor's hash goes in unless it is
   * already there today (then it is no new visitor), and the day's row of
   * the source gets one more view and, for a new visitor, one more visitor.
   */
  async record(view: {
    accountId: string;
    day: string;
    source: string;
    visitorHash: string;
  }): Promise<void> {
    const { accountId, day, source, visitorHash } = view;
    await this.db.execute(sql`
      with seen as (
        insert into ${profileViewVisitors} (account_id, day, visitor_hash)
        values (${accountId}, ${day}, ${visitorHash})
        on conflict do nothing
        returning 1
      )
      insert into ${profileViewDays} (account_id, day, source, views, visitors)
      values (${accountId}, ${day}, ${source}, 1, (select count(*) from seen))
      on conflict (account_id, day, source) do update
      set views = ${profileViewDays.views} + 1,
          visitors = ${profileViewDays.visitors} + excluded.visitors`);
  }

  /** The account's counts from `from` on, per day and source. */
  days(accountId: string, from: string): Promise<ViewRow[]> {
    return this.db
      .select({
        day: profileViewDays.day,
        source: profileViewDays.source,
        views: profileViewDays.views,
        visitors: profileViewDays.visitors,
      })
      .from(profileViewDays)
      .where(and(eq(profileViewDays.accountId, accountId), gte(profileViewDays.day, from)));
  }

  /** Views per source whose name starts with `prefix`, from `from` on, with the last day seen. */
  async totalsBySource(
    accountId: string,
    prefix: string,
    from: string,
  ): Promise<{ source: string; views: number; lastDay: string }[]> {
    const rows = await this.db
      .select({
        source: profileViewDays.source,
        views: sql<string>`sum(${profileViewDays.views})`,
        lastDay: sql<string>`max(${profileViewDays.day})::text`,
      })
      .from(profileViewDays)
      .where(
        and(
          eq(profileViewDays.accountId, accountId),
          gte(profileViewDays.day, from),
          like(profileViewDays.source, `${prefix}%`),
        ),
      )
      .groupBy(profileViewDays.source);
    // sum() of integers is a bigint, which drivers hand over as a string.
    return rows.map((row) => ({ ...row, views: Number(row.views), lastDay: String(row.lastDay) }));
  }
}
