import { randomUUID } from 'node:crypto';
import {
  ENTRY_LIMITS,
  LIMITS,
  placeEntries,
  sortByDate,
  type EntryKind,
  type ImportFormat,
  type Locale,
  type ImportMode,
  type ImportPreview,
  type ImportResult,
  type Translate,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { contentLanguageOf } from '../profile/profile.mappers';
import type { ProfileReader } from '../profile/profile-reader';
import { entryValues } from '../profile/profile.service';
import { ImportFileError, type ImportDraft } from './import/import-draft';
import { readImportFile } from './import/read-import-file';
import { holdsNothing, labelOf, planImport, toPreview, type ImportPlan } from './import-plan';
import { ImportReadError } from './import-reader-pool';
import { carriedTranslations, type WrittenContent } from './import-carried';
import { applyChanges, parseChanges } from './import-changes';
import { planTranslations, type TranslationPlan } from './import-translation';
import * as repo from './import.repository';
import {
  importCustomSectionLimit,
  importEmpty,
  importLimitReached,
  importNotRead,
  importRunning,
  importUnreadable,
} from './portability.errors';

/** How to import: the file's format and language, add or replace, the preview's changes (JSON). */
interface ImportQuery {
  format?: ImportFormat | undefined;
  lang?: Locale | undefined;
  mode: ImportMode;
  changes?: string | undefined;
}

export interface ImportServiceDeps {
  db: Database;
  profiles: Pick<ProfileReader, 'within'>;
  /**
   * The readers: the app hands in ImportReaderPool's, which reads off the
   * request thread; by default they run on the calling thread.
   */
  readFile?: (bytes: Buffer, format?: ImportFormat) => Promise<ImportDraft>;
}

/**
 * Imports: the file is read and checked on every request (nothing is kept
 * between the preview and the import), and written in one transaction, so a
 * failure at any point leaves the profile exactly as it was. One account
 * runs one import (preview or write) at a time, on this instance.
 */
export function createImportService({
  db,
  profiles,
  readFile = readImportFile,
}: ImportServiceDeps) {
  const running = new Set<string>();

  /** Runs `work` as the account's one import; refuses a second while it runs. */
  async function alone<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    if (running.has(accountId)) throw importRunning();
    running.add(accountId);
    try {
      return await work();
    } finally {
      running.delete(accountId);
    }
  }

  async function plan(bytes: Buffer, format: ImportFormat | undefined, t: Translate) {
    let draft: ImportDraft;
    try {
      draft = await readFile(bytes, format);
    } catch (error) {
      if (error instanceof ImportFileError) throw importUnreadable(error, format);
      if (error instanceof ImportReadError) throw importNotRead(error);
      throw error;
    }
    return planImport(draft, t);
  }

  /** Adds entries to their lists, placed among those there; throws when a list would overflow. */
  async function addEntries(
    tx: Database,
    accountId: string,
    sections: ImportPlan['sections'],
    existing: Awaited<ReturnType<typeof repo.countContent>> | undefined,
  ): Promise<WrittenContent['entries']> {
    const written: WrittenContent['entries'] = {};
    for (const { kind, entries } of sections) {
      const have = existing?.kinds[kind] ?? 0;
      if (have + entries.length > ENTRY_LIMITS[kind]) {
        throw importLimitReached(`sections.${kind}`, ENTRY_LIMITS[kind]);
      }
      const listed = await repo.entriesInOrder(tx, accountId, kind);
      const added = entries.map((fields) => ({ id: randomUUID(), ...entryValues(kind, fields) }));
      await repo.insertEntries(tx, accountId, kind, added);
      await repo.numberEntries(tx, accountId, placedIds(kind, listed, added));
      written[kind] = added.map((entry) => entry.id);
    }
    return written;
  }

  /** Adds or replaces inside `tx`; throws (and so writes nothing) when a list would overflow. */
  async function write(
    tx: Database,
    accountId: string,
    planned: ImportPlan,
    mode: ImportMode,
  ): Promise<WrittenContent> {
    if (mode === 'replace') await repo.clearContent(tx, accountId);
    await repo.writeGeneral(tx, accountId, planned.general, mode === 'replace');
    await repo.fillContact(tx, accountId, planned.contact);
    const existing = mode === 'add' ? await repo.countContent(tx, accountId) : undefined;

    const written: WrittenContent = {
      entries: await addEntries(tx, accountId, planned.sections, existing),
      customSections: [],
    };

    const sections = existing?.customSections ?? 0;
    if (sections + planned.customSections.length > LIMITS.customSectionsMax) {
      throw importCustomSectionLimit();
    }
    let position = await repo.nextSectionPosition(tx, accountId);
    for (const section of planned.customSections) {
      const sectionId = await repo.insertSection(tx, accountId, section.title, position++);
      // A new section: its entries in date order.
      const entries = sortByDate('custom-entry', section.entries).map((fields, i) => ({
        id: randomUUID(),
        ...entryValues('custom-entry', { ...fields, sectionId, position: i + 1 }),
      }));
      await repo.insertEntries(tx, accountId, 'custom-entry', entries);
      written.customSections.push({ id: sectionId, entryIds: entries.map((e) => e.id) });
    }
    return written;
  }

  /**
   * When the file is in the profile's second language: the translations it
   * fills (matched against the stored entries), else null (an ordinary import).
   */
  async function translationsFor(
    db: Database,
    accountId: string,
    planned: ImportPlan,
    lang: Locale | undefined,
  ): Promise<TranslationPlan | null> {
    if (!lang) return null;
    const full = await profiles.within(db).byAccount(accountId);
    if (!full || contentLanguageOf(full) === lang) return null;
    return planTranslations(planned, full.entries, full.translations, lang, labelOf);
  }

  /**
   * Writes the plan into the profile, created in `forNew` when there is none
   * yet, and locked: what the file carries, or the translations it fills
   * (answered, else null).
   */
  async function writePlan(
    tx: Database,
    accountId: string,
    planned: ImportPlan,
    forNew: Locale,
    lang: Locale | undefined,
    mode: ImportMode,
  ): Promise<TranslationPlan | null> {
    await repo.lockOrCreateProfile(tx, accountId, forNew);
    if (planned.translation) {
      await writeCarried(tx, accountId, planned, planned.translation, mode);
      return null;
    }
    // Read under the lock: the entries matched are the ones the translations are written to.
    const translation = await translationsFor(tx, accountId, planned, lang);
    if (translation) {
      await repo.writeTranslations(tx, accountId, translation);
      const additions = [...new Set(translation.additions.map((a) => a.kind))].map((kind) => ({
        kind,
        entries: translation.additions.filter((a) => a.kind === kind).map((a) => a.fields),
      })) as ImportPlan['sections'];
      await addEntries(tx, accountId, additions, await repo.countContent(tx, accountId));
      return translation;
    }
    await write(tx, accountId, planned, mode);
    return null;
  }

  /**
   * A file with the CV in both languages: written in the profile's language,
   * the other language's texts as its translations (the two swap when the
   * profile is written in the file's second language).
   */
  async function writeCarried(
    tx: Database,
    accountId: string,
    planned: ImportPlan,
    translation: NonNullable<ImportPlan['translation']>,
    mode: ImportMode,
  ): Promise<void> {
    const full = await profiles.within(tx).byAccount(accountId);
    const swap = full !== null && contentLanguageOf(full) === translation.lang;
    const [primary, other] = swap
      ? [translation.plan, { lang: planned.language ?? translation.lang, plan: planned }]
      : [planned, translation];
    const written = await write(tx, accountId, primary, mode);
    const carried = carriedTranslations(primary, other, written);
    await repo.writeTranslations(tx, accountId, carried);
    await repo.writeSectionTitleTranslations(tx, accountId, carried.sectionTitles);
  }

  return {
    preview(
      accountId: string,
      bytes: Buffer,
      query: { format?: ImportFormat | undefined; lang?: Locale | undefined },
      t: Translate,
    ): Promise<ImportPreview> {
      return alone(accountId, async () => {
        const planned = await plan(bytes, query.format, t);
        // A file carrying both languages is previewed as what it adds; its translations follow.
        const translation = planned.translation
          ? null
          : await translationsFor(db, accountId, planned, planned.language ?? query.lang);
        if (!translation) return toPreview(planned, await repo.countContent(db, accountId), t);
        return {
          ...toPreview(
            translationPreviewPlan(planned, translation),
            { kinds: {}, customSections: 0 },
            t,
          ),
          translatesInto: query.lang ?? null,
        };
      });
    },

    run(
      accountId: string,
      bytes: Buffer,
      query: ImportQuery,
      t: Translate,
      /** A new profile's content language when the file names none: the request's. */
      locale: Locale,
    ): Promise<ImportResult> {
      return alone(accountId, async () => {
        const { mode } = query;
        const changes = parseChanges(query.changes);
        const planned = applyChanges(await plan(bytes, query.format, t), changes);
        // Nothing to write: refused before the transaction, so that replacing cannot empty the profile.
        if (holdsNothing(planned)) throw importEmpty();
        // A file that says its language (a PDF made here) is taken in that language.
        const lang = planned.language ?? query.lang;
        const translated = await db.transaction((tx) =>
          writePlan(tx, accountId, planned, lang ?? locale, lang, mode),
        );
        if (translated) {
          return {
            mode,
            added: translated.updates.length + translated.additions.length,
            skipped: translated.skipped.length,
          };
        }
        const added =
          planned.sections.reduce((sum, s) => sum + s.entries.length, 0) +
          planned.customSections.reduce((sum, s) => sum + s.entries.length, 0);
        return { mode, added, skipped: planned.skipped.length };
      });
    },
  };
}

/**
 * The ids of a list with imported entries placed by the date rule among the
 * entries already there (kinds without dates: after them, in the file's order).
 */
function placedIds(
  kind: EntryKind,
  listed: readonly { id: string; data: Record<string, unknown> }[],
  added: readonly { id: string; data: Record<string, unknown> }[],
): string[] {
  const idOf = new Map([...listed, ...added].map((entry) => [entry.data, entry.id]));
  const placed = placeEntries(
    kind,
    listed.map((entry) => entry.data),
    added.map((entry) => entry.data),
  );
  return placed.map((data) => idOf.get(data) as string);
}

/** The preview of a translation import: the matched entries, the rest among the skipped. */
function translationPreviewPlan(planned: ImportPlan, translation: TranslationPlan): ImportPlan {
  const kinds = [...new Set(translation.matched.map((m) => m.kind))];
  return {
    ...planned,
    sections: kinds.map((kind) => ({
      kind,
      entries: translation.matched.filter((m) => m.kind === kind).map((m) => m.fields),
    })),
    customSections: [],
    skipped: translation.skipped,
  };
}

export type ImportService = ReturnType<typeof createImportService>;
