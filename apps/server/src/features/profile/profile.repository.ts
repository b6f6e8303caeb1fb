import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { countAccountRows, deleteOwnRow, ownRow } from '../../db/account-rows';
import type { Database } from '../../db/client';
import { deleteRows, insertRow, updateRow } from '../../db/rows';
import {
  generalTranslations,
  sectionTitleTranslations,
  TRANSLATABLE_FIELDS,
  type EntryKind,
  type Locale,
  type Translations,
} from '@cv/shared';
import { customSections, profileEntries, profiles, themes } from '../../db/schema';
import { swapLanguage } from './content-language';

/**
 * The only place of the profile feature that touches Drizzle: the profile
 * row, its theme, its picture keys, the entries of every section kind
 * (`profile_entries`) and the custom sections.
 */

/**
 * Display order of a list: the `position` (a new entry's place is chosen by
 * the shared date rule and the list numbered 1…n, see insertionIndex), then,
 * for lists saved before positions were numbered (all 0), newest first and
 * most recently added.
 */
const ENTRY_ORDER = [
  asc(profileEntries.position),
  sql`${profileEntries.sortDate} desc nulls last`,
  desc(profileEntries.createdAt),
  asc(profileEntries.id),
];
const SECTION_ORDER = [
  asc(customSections.position),
  asc(customSections.createdAt),
  asc(customSections.id),
];

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
      entries: { columns: entryColumns, orderBy: ENTRY_ORDER },
      customSections: { columns: entryColumns, orderBy: SECTION_ORDER },
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
 * when none is saved), every entry of every kind and the custom sections, in
 * display order, loaded in
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

/** Writes `set` into the account's profile row and stamps the change. */
export async function updateProfileRow(
  db: Database,
  accountId: string,
  set: PgUpdateSetSource<typeof profiles>,
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(profiles.accountId, accountId));
}

/**
 * The `columns` of the account's profile row; null when the account has no
 * profile. With `lock`, the row stays locked until the transaction ends.
 */
export async function findProfileColumns<Columns extends SelectedFields>(
  db: Database,
  accountId: string,
  columns: Columns,
  lock?: 'update',
): Promise<SelectResultFields<Columns> | null> {
  // Drizzle's query types do not follow generic columns: the signature carries the row type.
  const query = db
    .select(columns as Record<string, PgColumn>)
    .from(profiles)
    .where(eq(profiles.accountId, accountId));
  const [row] = await (lock ? query.for(lock) : query);
  return (row as SelectResultFields<Columns> | undefined) ?? null;
}

const PICTURE_KEYS = { pictureKey: profiles.pictureKey, thumbnailKey: profiles.thumbnailKey };

/** The profile's picture keys, or null when the account has no profile. */
export function findPictureKeys(db: Database, accountId: string): Promise<PictureKeys | null> {
  return findProfileColumns(db, accountId, PICTURE_KEYS);
}

/** Whether the profile is public now, and its picture keys; null without a profile. */
export function findVisibility(
  db: Database,
  accountId: string,
): Promise<(PictureKeys & { publicAccess: boolean }) | null> {
  return findProfileColumns(db, accountId, {
    publicAccess: profiles.publicAccess,
    ...PICTURE_KEYS,
  });
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
  language: { wanted: Locale | undefined; forNew: Locale },
): Promise<{ created: boolean; previous: PictureKeys | null }> {
  return db.transaction(async (tx) => {
    // Make sure the row exists, then lock it: two concurrent first saves with
    // pictures must not both see "no previous picture" (one's files would be orphaned).
    const inserted = await tx
      .insert(profiles)
      .values({ accountId, contentLanguage: language.wanted ?? language.forNew })
      .onConflictDoNothing()
      .returning({ accountId: profiles.accountId });
    const previous = await findProfileColumns(
      tx,
      accountId,
      { ...PICTURE_KEYS, contentLanguage: profiles.contentLanguage },
      'update',
    );
    await updateProfileRow(tx, accountId, { ...values, ...picture });
    const from = previous?.contentLanguage === 'de' ? 'de' : 'en';
    if (language.wanted && language.wanted !== from) {
      await switchContentLanguage(tx, accountId, from, language.wanted);
    }
    return {
      created: inserted.length > 0,
      previous: previous
        ? { pictureKey: previous.pictureKey, thumbnailKey: previous.thumbnailKey }
        : null,
    };
  });
}

/**
 * Makes `to` the profile's primary content language, swapping every text
 * with its translation into `to` where there is one (see swapLanguage):
 * the general texts, every entry and every custom section title, inside the
 * caller's transaction (which holds the profile row's lock).
 */
async function switchContentLanguage(tx: Database, accountId: string, from: Locale, to: Locale) {
  const profile = await findProfileColumns(tx, accountId, {
    jobTitle: profiles.jobTitle,
    location: profiles.location,
    bio: profiles.bio,
    translations: profiles.translations,
  });
  if (!profile) return;
  const { translations: generalTexts, ...general } = profile;
  const swapped = swapLanguage(general, generalTranslations.fields, generalTexts, from, to);
  await tx
    .update(profiles)
    .set({ ...swapped.values, translations: swapped.translations, contentLanguage: to })
    .where(eq(profiles.accountId, accountId));

  const entries = await tx
    .select({ id: profileEntries.id, kind: profileEntries.kind, data: profileEntries.data })
    .from(profileEntries)
    .where(eq(profileEntries.accountId, accountId));
  for (const entry of entries) {
    const fields = TRANSLATABLE_FIELDS[entry.kind as EntryKind] ?? [];
    const { translations, ...data } = entry.data as Record<string, unknown> & {
      translations?: Translations;
    };
    if (!translations || fields.length === 0) continue;
    const next = swapLanguage(data, fields, translations, from, to);
    await tx
      .update(profileEntries)
      .set({ data: { ...next.values, translations: next.translations } })
      .where(eq(profileEntries.id, entry.id));
  }

  const sections = await tx
    .select({
      id: customSections.id,
      title: customSections.title,
      translations: customSections.translations,
    })
    .from(customSections)
    .where(eq(customSections.accountId, accountId));
  for (const section of sections) {
    const next = swapLanguage(
      { title: section.title },
      sectionTitleTranslations.fields,
      section.translations,
      from,
      to,
    );
    await tx
      .update(customSections)
      .set({ title: next.values.title, translations: next.translations })
      .where(eq(customSections.id, section.id));
  }
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

// Entries of every kind: one table (see docs/decisions.md), one set of queries.

export type EntryRow = typeof profileEntries.$inferSelect;

/** What a save writes: the kind's validated fields and the columns derived from them. */
export interface EntryValues {
  data: Record<string, unknown>;
  sortDate: string | null;
  sectionId: string | null;
  position?: number | undefined;
}

const ownEntry = (accountId: string, kind: string, id: string) =>
  and(
    eq(profileEntries.id, id),
    eq(profileEntries.accountId, accountId),
    eq(profileEntries.kind, kind),
  );

/** One list: the entries of a kind, or of one custom section. */
const list = (accountId: string, kind: string, sectionId: string | null) =>
  and(
    eq(profileEntries.accountId, accountId),
    eq(profileEntries.kind, kind),
    sectionId ? eq(profileEntries.sectionId, sectionId) : undefined,
  );

/**
 * Locks the account's profile row until the transaction ends, so that entry
 * writes of one account that check before they write (limit, order) run one
 * after the other. False when the account has no profile.
 */
export async function lockProfile(tx: Database, accountId: string): Promise<boolean> {
  const locked = { accountId: profiles.accountId };
  return (await findProfileColumns(tx, accountId, locked, 'update')) !== null;
}

export function insertEntry(
  db: Database,
  accountId: string,
  kind: string,
  values: EntryValues,
): Promise<EntryRow> {
  return insertRow(db, profileEntries, { ...values, accountId, kind });
}

/** Updates the account's own entry of this kind; null when there is no such entry. */
export function updateEntry(
  db: Database,
  accountId: string,
  kind: string,
  id: string,
  values: EntryValues,
): Promise<EntryRow | null> {
  // A save without translations keeps the stored ones (a form that edits only the primary texts).
  const data =
    'translations' in values.data
      ? values.data
      : sql`${JSON.stringify(values.data)}::jsonb || jsonb_build_object('translations', coalesce(${profileEntries.data} -> 'translations', '{}'::jsonb))`;
  return updateRow(db, profileEntries, ownEntry(accountId, kind, id), {
    ...values,
    data,
    updatedAt: new Date(),
  });
}

/** Deletes the account's own entry of this kind; false when there is no such entry. */
export function deleteEntry(
  db: Database,
  accountId: string,
  kind: string,
  id: string,
): Promise<boolean> {
  return deleteRows(db, profileEntries, ownEntry(accountId, kind, id));
}

/** The ids and custom sections of the account's entries of one kind. */
export async function entryIds(
  db: Database,
  accountId: string,
  kind: string,
): Promise<{ id: string; sectionId: string | null }[]> {
  return db
    .select({ id: profileEntries.id, sectionId: profileEntries.sectionId })
    .from(profileEntries)
    .where(list(accountId, kind, null));
}

/**
 * One list's entries in display order, with the fields the date rule reads:
 * what a new entry is placed among.
 */
export async function listEntries(
  db: Database,
  accountId: string,
  kind: string,
  sectionId: string | null,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  return db
    .select({ id: profileEntries.id, data: profileEntries.data })
    .from(profileEntries)
    .where(list(accountId, kind, sectionId))
    .orderBy(...ENTRY_ORDER);
}

/** Sets `position` = index + 1 for each id, in one statement. */
export async function setEntryPositions(
  db: Database,
  accountId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(profileEntries)
    .set({ position: sql`case ${profileEntries.id} ${cases} end`, updatedAt: new Date() })
    .where(
      and(
        eq(profileEntries.accountId, accountId),
        sql`${profileEntries.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
}

// Section switches and custom sections

/** Merges switches into the stored ones (sections not named keep theirs). */
export async function saveSectionSettings(
  db: Database,
  accountId: string,
  settings: Record<string, { public: boolean; print: boolean }>,
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({
      sectionSettings: sql`${profiles.sectionSettings} || ${JSON.stringify(settings)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.accountId, accountId))
    .returning({ accountId: profiles.accountId });
  return rows.length > 0;
}

export type CustomSectionValues = Pick<
  typeof customSections.$inferInsert,
  'title' | 'public' | 'print' | 'position' | 'translations'
>;
export type CustomSectionRow = typeof customSections.$inferSelect;

export function countCustomSections(db: Database, accountId: string): Promise<number> {
  return countAccountRows(db, customSections, accountId);
}

/**
 * Whether the custom section is the account's, keeping it until the
 * transaction ends: an entry written into it must not lose its section
 * between this check and the write. A delete running at the same time either
 * waits for the write (and removes the entry with the section) or goes first
 * (and this answers false).
 */
export async function lockOwnCustomSection(
  tx: Database,
  accountId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: customSections.id })
    .from(customSections)
    .where(ownRow(customSections, accountId, id))
    .for('key share');
  return rows.length > 0;
}

export function insertCustomSection(
  db: Database,
  accountId: string,
  values: CustomSectionValues,
): Promise<CustomSectionRow> {
  return insertRow(db, customSections, { ...values, accountId });
}

export function updateCustomSection(
  db: Database,
  accountId: string,
  id: string,
  values: CustomSectionValues,
): Promise<CustomSectionRow | null> {
  return updateRow(db, customSections, ownRow(customSections, accountId, id), {
    ...values,
    updatedAt: new Date(),
  });
}

/** Deletes the section and (by cascade) its entries; false when it is not the account's. */
export function deleteCustomSection(db: Database, accountId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, customSections, accountId, id);
}
