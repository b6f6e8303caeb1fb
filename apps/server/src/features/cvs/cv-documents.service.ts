import {
  CV_DOCUMENT_LIMITS,
  cvSettingsSchema,
  defaultCvSettings,
  type CvDocument,
  type CvSettings,
  type Locale,
} from '@cv/shared';
import { NO_HISTORY, type HistoryRecorder } from '../history/history.ports';
import { ownedDocumentService, type NewDocument } from '../history/owned-documents';
import { readFieldByField } from '../../lib/read-field-by-field';
import { cvErrors } from './cv-documents.errors';
import type { CvDocumentRepository, CvRow } from './cv-documents.repository';
import { cvBinEntry } from './cv-history';

/**
 * The stored settings over today's defaults, field by field, so that one
 * outdated setting does not spoil the whole CV.
 */
export function readSettings(stored: Record<string, unknown>): CvSettings {
  return readFieldByField(cvSettingsSchema.shape, defaultCvSettings(), stored);
}

export function toCvDocument(row: CvRow): CvDocument {
  return {
    id: row.id,
    name: row.name,
    settings: readSettings(row.settings),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createCvDocumentService({
  repository,
  history = NO_HISTORY,
}: {
  repository: CvDocumentRepository;
  /** Where every change is recorded as a version, and a deleted CV goes to the bin. */
  history?: HistoryRecorder;
}) {
  const { insert, ...documents } = ownedDocumentService({
    type: 'cv',
    repository,
    history,
    present: toCvDocument,
    notFound: cvErrors.notFound,
    binEntry: cvBinEntry,
    max: CV_DOCUMENT_LIMITS.documentsMax,
    limitReached: cvErrors.limitReached,
  });

  return {
    ...documents,

    /** A new CV: today's defaults in `lang`, or the settings of `copyOf`; then `settings` over them. */
    async create(
      accountId: string,
      input: NewDocument & { settings?: Partial<CvSettings> | undefined },
      lang: Locale,
    ): Promise<CvDocument> {
      const base = input.copyOf
        ? (await documents.get(accountId, input.copyOf)).settings
        : defaultCvSettings(lang);
      return insert(accountId, { name: input.name, settings: { ...base, ...input.settings } });
    },
  };
}

export type CvDocumentService = ReturnType<typeof createCvDocumentService>;
