import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { educations, profiles, projects, skills, themes, workExperiences } from '../../db/schema';

/**
 * The only place of the profile feature that touches Drizzle: the profile
 * row, its theme, its picture keys, and the four entry tables.
 */

/** Columns every entry table has. */
interface EntryColumns {
  id: PgColumn;
  accountId: PgColumn;
  position: PgColumn;
  createdAt: PgColumn;
}

/**
 * Display order of a list: the user's `position` first, then newest first
 * (latest start, undated last), then most recently added. Until the user
 * orders a list, every position is 0 and the list is simply newest first.
 */
function entryOrder(table: EntryColumns, start?: PgColumn): SQL[] {
  return [
    asc(table.position),
    ...(start ? [sql`${start} desc nulls last`] : []),
    desc(table.createdAt),
    asc(table.id),
  ];
}

// The start date of each dated kind, which orders it after `position`.
const ORDER = {
  workExperiences: (t: EntryColumns & { positionStart: PgColumn }) =>
    entryOrder(t, t.positionStart),
  educations: (t: EntryColumns & { educationStart: PgColumn }) => entryOrder(t, t.educationStart),
  skills: (t: EntryColumns) => entryOrder(t),
  projects: (t: EntryColumns & { projectStart: PgColumn }) => entryOrder(t, t.projectStart),
};

/** Internal columns the profile's entries never expose. */
const entryColumns = { accountId: false, createdAt: false, updatedAt: false } as const;

/** Account data the public profile and the CV print. Never the password hash. */
const accountColumns = {
  id: true,
  username: true,
  status: true,
  email: true,
  phone: true,
  firstName: true,
  lastName: true,
  birthday: true,
  street: true,
  houseNumber: true,
  postcode: true,
  city: true,
  country: true,
} as const;

function fullProfileQuery(db: Database, where: (p: { accountId: PgColumn }) => SQL) {
  return db.query.profiles.findFirst({
    where: (p) => where(p),
    columns: { createdAt: false },
    with: {
      account: { columns: accountColumns },
      theme: { columns: { backgroundColor: true, surfaceColor: true } },
      workExperiences: { columns: entryColumns, orderBy: ORDER.workExperiences },
      educations: { columns: entryColumns, orderBy: ORDER.educations },
      skills: { columns: entryColumns, orderBy: ORDER.skills },
      projects: { columns: entryColumns, orderBy: ORDER.projects },
    },
  });
}

// The public profile is the hottest read: prepare both lookups once per database.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  return {
    byAccountId: fullProfileQuery(db, (p) => eq(p.accountId, sql.placeholder('accountId'))).prepare(
      'full_profile_by_account',
    ),
    byUsername: fullProfileQuery(
      db,
      (p) =>
        // Plain identifiers: inside a relational query Drizzle renders other
        // tables' columns with the outer alias ("profiles"."id").
        sql`${p.accountId} = (select "id" from "accounts" where lower("username") = lower(${sql.placeholder('username')}))`,
    ).prepare('full_profile_by_username'),
  };
}

function statements(db: Database) {
  let s = prepared.get(db);
  if (!s) {
    s = prepare(db);
    prepared.set(db, s);
  }
  return s;
}

/**
 * A whole profile: the profile row (with picture keys and visibility flags),
 * `account` (name, contact and address data, username, status), `theme` (null
 * when none is saved) and the four entry lists in display order, loaded in
 * ONE database round trip. The owner's editor, the public profile and the CV
 * all build on this; each maps it to its own response.
 */
export type FullProfile = NonNullable<Awaited<ReturnType<typeof fullProfileQuery>>>;

/** The account's whole profile, or null when it has none. */
export async function loadFullProfile(
  db: Database,
  accountId: string,
): Promise<FullProfile | null> {
  return (await statements(db).byAccountId.execute({ accountId })) ?? null;
}

/** Like loadFullProfile, by username (case-insensitive), for the public profile. */
export async function loadFullProfileByUsername(
  db: Database,
  username: string,
): Promise<FullProfile | null> {
  return (await statements(db).byUsername.execute({ username })) ?? null;
}

export interface PictureKeys {
  pictureKey: string | null;
  thumbnailKey: string | null;
}

export type ProfileValues = Omit<
  typeof profiles.$inferInsert,
  'accountId' | 'createdAt' | 'updatedAt' | 'pictureKey' | 'thumbnailKey'
>;

/** The profile's picture keys, or null when the account has no profile. */
export async function findPictureKeys(
  db: Database,
  accountId: string,
): Promise<PictureKeys | null> {
  const [row] = await db
    .select({ pictureKey: profiles.pictureKey, thumbnailKey: profiles.thumbnailKey })
    .from(profiles)
    .where(eq(profiles.accountId, accountId));
  return row ?? null;
}

/**
 * Creates or updates the profile row. `picture` undefined keeps the stored
 * picture, otherwise it is replaced (null keys: removed). Answers whether the
 * row was new and the keys it had before, so their files can be removed.
 */
export async function saveProfile(
  db: Database,
  accountId: string,
  values: ProfileValues,
  picture: PictureKeys | undefined,
): Promise<{ created: boolean; previous: PictureKeys | null }> {
  return db.transaction(async (tx) => {
    // Make sure the row exists, then lock it: two concurrent first saves with
    // pictures must not both see "no previous picture" (one's files would be orphaned).
    const inserted = await tx
      .insert(profiles)
      .values({ accountId })
      .onConflictDoNothing()
      .returning({ accountId: profiles.accountId });
    const [previous] = await tx
      .select({ pictureKey: profiles.pictureKey, thumbnailKey: profiles.thumbnailKey })
      .from(profiles)
      .where(eq(profiles.accountId, accountId))
      .for('update');
    await tx
      .update(profiles)
      .set({ ...values, ...(picture ?? {}), updatedAt: new Date() })
      .where(eq(profiles.accountId, accountId));
    return { created: inserted.length > 0, previous: previous ?? null };
  });
}

export interface ThemeValues {
  backgroundColor: string;
  surfaceColor: string;
}

export async function saveTheme(
  db: Database,
  accountId: string,
  theme: ThemeValues,
): Promise<ThemeValues> {
  const [row] = await db
    .insert(themes)
    .values({ accountId, ...theme })
    .onConflictDoUpdate({ target: themes.accountId, set: { ...theme, updatedAt: new Date() } })
    .returning({ backgroundColor: themes.backgroundColor, surfaceColor: themes.surfaceColor });
  if (!row) throw new Error('theme upsert returned nothing');
  return row;
}

export async function profileExists(db: Database, accountId: string): Promise<boolean> {
  return (await findPictureKeys(db, accountId)) !== null;
}

// Entries: one generic mechanism for the four tables.

/** The entry tables, by the `{kind}` segment of their routes. */
export const ENTRY_TABLES = {
  'work-experience': workExperiences,
  education: educations,
  skill: skills,
  project: projects,
} as const;
export type EntryTable = (typeof ENTRY_TABLES)[keyof typeof ENTRY_TABLES];
export type EntryRow<T extends EntryTable> = T['$inferSelect'];
/** An entry's own fields, as the service hands them over. */
export type EntryValues = Record<string, unknown> & { position?: number };

const owned = (table: EntryTable, accountId: string, id: string) =>
  and(eq(table.id, id), eq(table.accountId, accountId));

/**
 * Locks the account's profile row until the transaction ends, so that entry
 * writes of one account that check before they write (limit, order) run one
 * after the other. False when the account has no profile.
 */
export async function lockProfile(tx: Database, accountId: string): Promise<boolean> {
  const rows = await tx
    .select({ accountId: profiles.accountId })
    .from(profiles)
    .where(eq(profiles.accountId, accountId))
    .for('update');
  return rows.length > 0;
}

/** How many entries of a kind the account has, and whether it has a profile, in one query. */
export async function entryStats(
  db: Database,
  table: EntryTable,
  accountId: string,
): Promise<{ count: number; hasProfile: boolean }> {
  const [row] = await db
    .select({
      count: sql<number>`count(${table.id})::int`,
      hasProfile: sql<boolean>`exists(select 1 from ${profiles} where ${profiles.accountId} = ${accountId})`,
    })
    .from(table)
    .where(eq(table.accountId, accountId));
  return row ?? { count: 0, hasProfile: false };
}

export async function insertEntry<T extends EntryTable>(
  db: Database,
  table: T,
  accountId: string,
  values: EntryValues,
): Promise<EntryRow<T>> {
  // The four tables share no insert type; the service's values come from each kind's schema.
  const [row] = await db
    .insert(table)
    .values({ ...values, accountId } as never)
    .returning();
  if (!row) throw new Error('entry insert returned nothing');
  return row as EntryRow<T>;
}

/** Updates the account's own entry; undefined when no such entry is the account's. */
export async function updateEntry<T extends EntryTable>(
  db: Database,
  table: T,
  accountId: string,
  id: string,
  values: EntryValues,
): Promise<EntryRow<T> | undefined> {
  const rows: EntryRow<T>[] = await db
    .update(table as EntryTable)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(owned(table, accountId, id))
    .returning();
  return rows[0];
}

/** Deletes the account's own entry; false when no such entry is the account's. */
export async function deleteEntry(
  db: Database,
  table: EntryTable,
  accountId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(owned(table, accountId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The ids of the account's entries of one kind. */
export async function entryIds(
  db: Database,
  table: EntryTable,
  accountId: string,
): Promise<string[]> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.accountId, accountId));
  return rows.map((r) => r.id);
}

/** Sets `position` = index + 1 for each id, in one statement (new entries, at 0, come first). */
export async function setEntryPositions(
  db: Database,
  table: EntryTable,
  accountId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(table)
    .set({ position: sql`case ${table.id} ${cases} end`, updatedAt: new Date() } as never)
    .where(
      and(
        eq(table.accountId, accountId),
        sql`${table.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
}
