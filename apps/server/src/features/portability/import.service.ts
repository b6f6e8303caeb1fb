import {
  ENTRY_LIMITS,
  LIMITS,
  type ImportFormat,
  type ImportMode,
  type ImportPreview,
  type ImportResult,
  type Translate,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { entryValues } from '../profile/profile.service';
import { ImportFileError, type ImportDraft } from './import/import-draft';
import { readImportFile } from './import/read-import-file';
import { planImport, toPreview, type ImportPlan } from './import-plan';
import * as repo from './import.repository';
import {
  importCustomSectionLimit,
  importLimitReached,
  importUnreadable,
} from './portability.errors';

export interface ImportServiceDeps {
  db: Database;
  /** The readers; tests may hand in a slower or failing one. */
  readFile?: (bytes: Buffer, format?: ImportFormat) => Promise<ImportDraft>;
}

/**
 * Imports: the file is read and checked on every request (nothing is kept
 * between the preview and the import), and written in one transaction, so a
 * failure at any point leaves the profile exactly as it was.
 */
export function createImportService({ db, readFile = readImportFile }: ImportServiceDeps) {
  async function plan(bytes: Buffer, format: ImportFormat | undefined, t: Translate) {
    let draft: ImportDraft;
    try {
      draft = await readFile(bytes, format);
    } catch (error) {
      if (error instanceof ImportFileError) throw importUnreadable(error, format);
      throw error;
    }
    return planImport(draft, t);
  }

  /** Adds or replaces inside `tx`; throws (and so writes nothing) when a list would overflow. */
  async function write(tx: Database, accountId: string, planned: ImportPlan, mode: ImportMode) {
    await repo.lockOrCreateProfile(tx, accountId);
    if (mode === 'replace') await repo.clearContent(tx, accountId);
    await repo.writeGeneral(tx, accountId, planned.general, mode === 'replace');
    const existing = mode === 'add' ? await repo.countContent(tx, accountId) : undefined;

    for (const { kind, entries } of planned.sections) {
      const have = existing?.kinds[kind] ?? 0;
      if (have + entries.length > ENTRY_LIMITS[kind]) {
        throw importLimitReached(`sections.${kind}`, ENTRY_LIMITS[kind]);
      }
      const first = await repo.nextPosition(tx, accountId, kind);
      await repo.insertEntries(
        tx,
        accountId,
        kind,
        entries.map((fields, i) => entryValues(kind, { ...fields, position: first + i })),
      );
    }

    const sections = existing?.customSections ?? 0;
    if (sections + planned.customSections.length > LIMITS.customSectionsMax) {
      throw importCustomSectionLimit();
    }
    let position = await repo.nextSectionPosition(tx, accountId);
    for (const section of planned.customSections) {
      const sectionId = await repo.insertSection(tx, accountId, section.title, position++);
      await repo.insertEntries(
        tx,
        accountId,
        'custom-entry',
        section.entries.map((fields, i) =>
          entryValues('custom-entry', { ...fields, sectionId, position: i }),
        ),
      );
    }
  }

  return {
    async preview(
      accountId: string,
      bytes: Buffer,
      format: ImportFormat | undefined,
      t: Translate,
    ): Promise<ImportPreview> {
      const planned = await plan(bytes, format, t);
      return toPreview(planned, await repo.countContent(db, accountId), t);
    },

    async run(
      accountId: string,
      bytes: Buffer,
      format: ImportFormat | undefined,
      mode: ImportMode,
      t: Translate,
    ): Promise<ImportResult> {
      const planned = await plan(bytes, format, t);
      await db.transaction((tx) => write(tx, accountId, planned, mode));
      const added =
        planned.sections.reduce((sum, s) => sum + s.entries.length, 0) +
        planned.customSections.reduce((sum, s) => sum + s.entries.length, 0);
      return { mode, added, skipped: planned.skipped.length };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
