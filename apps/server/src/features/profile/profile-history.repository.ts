import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { findOwnRow } from '../../db/account-rows';
import type { Database } from '../../db/client';
import { customSections, profileEntries, profiles, themes } from '../../db/schema';
import {
  findProfileColumns,
  type CustomSectionValues,
  type EntryValues,
} from './profile.repository';

/**
 * The profile's writes for history: rows put back under their old ids (a
 * version restored, a thing brought back from the bin). An id that is
 * another account's is never overwritten.
 */

export type SectionValues = CustomSectionValues;

export async function putSection(
  tx: Database,
  accountId: string,
  id: string,
  values: SectionValues,
): Promise<void> {
  await tx
    .insert(customSections)
    .values({ ...values, id, accountId })
    .onConflictDoUpdate({
      target: customSections.id,
      set: { ...values, updatedAt: new Date() },
      setWhere: eq(customSections.accountId, accountId),
    });
}

export async function putEntry(
  tx: Database,
  accountId: string,
  id: string,
  kind: string,
  values: EntryValues,
): Promise<void> {
  await tx
    .insert(profileEntries)
    .values({ ...values, id, accountId, kind })
    .onConflictDoUpdate({
      target: profileEntries.id,
      set: { ...values, kind, updatedAt: new Date() },
      setWhere: eq(profileEntries.accountId, accountId),
    });
}

/** Deletes the account's custom sections (and their entries) whose ids are not in `keep`. */
export async function deleteSectionsExcept(tx: Database, accountId: string, keep: string[]) {
  await tx
    .delete(customSections)
    .where(and(eq(customSections.accountId, accountId), notInArray(customSections.id, keep)));
}

/** Deletes the account's entries (of one custom section, when given) whose ids are not in `keep`. */
export async function deleteEntriesExcept(
  tx: Database,
  accountId: string,
  keep: string[],
  sectionId?: string,
) {
  await tx
    .delete(profileEntries)
    .where(
      and(
        eq(profileEntries.accountId, accountId),
        sectionId ? eq(profileEntries.sectionId, sectionId) : undefined,
        notInArray(profileEntries.id, keep),
      ),
    );
}

export function findEntry(tx: Database, accountId: string, id: string) {
  return findOwnRow(tx, profileEntries, accountId, id);
}

export function findSection(tx: Database, accountId: string, id: string) {
  return findOwnRow(tx, customSections, accountId, id);
}

export async function sectionEntries(tx: Database, accountId: string, sectionIds: string[]) {
  if (sectionIds.length === 0) return [];
  return tx
    .select()
    .from(profileEntries)
    .where(
      and(eq(profileEntries.accountId, accountId), inArray(profileEntries.sectionId, sectionIds)),
    );
}

export type GeneralValues = Partial<
  Omit<typeof profiles.$inferInsert, 'accountId' | 'createdAt' | 'updatedAt'>
>;

export async function putTheme(
  tx: Database,
  accountId: string,
  theme: { backgroundColor: string; surfaceColor: string } | null,
) {
  if (!theme) {
    await tx.delete(themes).where(eq(themes.accountId, accountId));
    return;
  }
  await tx
    .insert(themes)
    .values({ accountId, ...theme })
    .onConflictDoUpdate({ target: themes.accountId, set: { ...theme, updatedAt: new Date() } });
}

/** The profile's content language, or null without a profile. */
export async function findContentLanguage(db: Database, accountId: string) {
  const row = await findProfileColumns(db, accountId, {
    contentLanguage: profiles.contentLanguage,
  });
  return row?.contentLanguage ?? null;
}
