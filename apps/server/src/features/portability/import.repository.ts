import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale, Translations } from '@cv/shared';
import type { Database } from '../../db/client';
import { accounts, customSections, profileEntries, profiles } from '../../db/schema';
import type { EntryValues } from '../profile/profile.repository';
import {
  countCustomSections,
  listEntries,
  lockProfile,
  setEntryPositions,
  updateProfileRow,
} from '../profile/profile.repository';
import type { DraftGeneral } from './import/import-draft';
import type { PlannedContact } from './import-plan';

/** How many entries the account keeps per kind (custom entries left out) and how many custom sections. */
export async function countContent(
  db: Database,
  accountId: string,
): Promise<{ kinds: Record<string, number>; customSections: number }> {
  const rows = await db
    .select({ kind: profileEntries.kind, count: sql<number>`count(*)::int` })
    .from(profileEntries)
    .where(and(eq(profileEntries.accountId, accountId), isNull(profileEntries.sectionId)))
    .groupBy(profileEntries.kind);
  return {
    kinds: Object.fromEntries(rows.map((row) => [row.kind, row.count])),
    customSections: await countCustomSections(db, accountId),
  };
}

/** The profile row exists (an import may be the first thing a new account does) and is locked. */
export async function lockOrCreateProfile(
  tx: Database,
  accountId: string,
  contentLanguage: Locale,
): Promise<void> {
  await tx.insert(profiles).values({ accountId, contentLanguage }).onConflictDoNothing();
  await lockProfile(tx, accountId);
}

/** Removes every entry and custom section: what `replace` starts from. */
export async function clearContent(tx: Database, accountId: string): Promise<void> {
  await tx.delete(profileEntries).where(eq(profileEntries.accountId, accountId));
  await tx.delete(customSections).where(eq(customSections.accountId, accountId));
}

const GENERAL_COLUMNS = {
  displayName: profiles.displayName,
  jobTitle: profiles.jobTitle,
  location: profiles.location,
  bio: profiles.bio,
  website: profiles.website,
} as const;

/**
 * Writes the general texts: all of them (`replace`: an absent one is
 * cleared) or only where the profile has none yet (`add`).
 */
export async function writeGeneral(
  tx: Database,
  accountId: string,
  general: DraftGeneral,
  overwrite: boolean,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(GENERAL_COLUMNS).map(([field, column]) => {
      const value = general[field as keyof DraftGeneral] ?? null;
      return [field, overwrite ? value : sql`coalesce(${column}, ${value})`];
    }),
  );
  await updateProfileRow(tx, accountId, set);
}

/**
 * Fills the account's phone and postal address from a file, only where the
 * account has none: they are the owner's own details, edited with the
 * account. An address is taken whole or not at all (a street from the file
 * beside the account's city would be nobody's address).
 */
export async function fillContact(
  tx: Database,
  accountId: string,
  { phone, address }: PlannedContact,
): Promise<void> {
  const updatedAt = new Date();
  if (phone) {
    await tx
      .update(accounts)
      .set({ phone, updatedAt })
      .where(and(eq(accounts.id, accountId), isNull(accounts.phone)));
  }
  if (address) {
    await tx
      .update(accounts)
      .set({ ...address, updatedAt })
      .where(
        and(
          eq(accounts.id, accountId),
          isNull(accounts.street),
          isNull(accounts.houseNumber),
          isNull(accounts.postcode),
          isNull(accounts.city),
          isNull(accounts.country),
        ),
      );
  }
}

/** The entries of a kind in display order: what imported entries are placed among. */
export function entriesInOrder(tx: Database, accountId: string, kind: string) {
  return listEntries(tx, accountId, kind, null);
}

/** Numbers a kind's list 1…n in the order of `ids`. */
export function numberEntries(tx: Database, accountId: string, ids: string[]): Promise<void> {
  return setEntryPositions(tx, accountId, ids);
}

export async function nextSectionPosition(tx: Database, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${customSections.position}) + 1, 0)::int` })
    .from(customSections)
    .where(eq(customSections.accountId, accountId));
  return row?.next ?? 0;
}

export async function insertEntries(
  tx: Database,
  accountId: string,
  kind: string,
  values: (EntryValues & { id?: string })[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(profileEntries).values(values.map((v) => ({ ...v, accountId, kind })));
}

export async function insertSection(
  tx: Database,
  accountId: string,
  title: string,
  position: number,
): Promise<string> {
  const [row] = await tx
    .insert(customSections)
    .values({ accountId, title, position })
    .returning({ id: customSections.id });
  if (!row) throw new Error('custom section insert returned nothing');
  return row.id;
}

/** Custom sections' title translations (a file carrying both languages). */
export async function writeSectionTitleTranslations(
  tx: Database,
  accountId: string,
  sections: { id: string; translations: Translations }[],
): Promise<void> {
  for (const section of sections) {
    await tx
      .update(customSections)
      .set({ translations: section.translations })
      .where(and(eq(customSections.id, section.id), eq(customSections.accountId, accountId)));
  }
}

/** Writes the translations a second-language import matched (entries and general texts). */
export async function writeTranslations(
  tx: Database,
  accountId: string,
  plan: {
    updates: { id: string; translations: Translations }[];
    general: Translations | undefined;
  },
): Promise<void> {
  for (const update of plan.updates) {
    await tx
      .update(profileEntries)
      .set({
        data: sql`jsonb_set(${profileEntries.data}, '{translations}', ${JSON.stringify(update.translations)}::jsonb)`,
        updatedAt: new Date(),
      })
      .where(and(eq(profileEntries.id, update.id), eq(profileEntries.accountId, accountId)));
  }
  if (plan.general) {
    await updateProfileRow(tx, accountId, { translations: plan.general });
  }
}
