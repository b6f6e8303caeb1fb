import { IMPORT_LIMITS, LIMITS, type ImportFormat } from '@cv/shared';
import { AppError, conflict, limitReached, unprocessable } from '../../http/errors';
import type { ImportFileError } from './import/import-draft';
import type { ImportReadError } from './import-reader-pool';

const MB = 1024 * 1024;

/** A file we cannot read as what it claims (or as anything we read): a 400 that says why. */
export function importUnreadable(error: ImportFileError, format: ImportFormat | undefined) {
  const option = (messageKey: string, params?: Record<string, unknown>) =>
    new AppError(400, 'import_unreadable', { messageKey, ...(params ? { params } : {}) });
  switch (error.reason) {
    case 'not-json':
      return option('portability.errors.notJson');
    case 'not-zip':
      return option('portability.errors.notZip');
    case 'wrong-format':
      return format
        ? new AppError(400, 'import_unreadable', {
            messageKey: 'portability.errors.wrongFormat',
            translatedParams: { format: `portability.formats.${format}` },
          })
        : option('portability.errors.unknownFormat');
    case 'archive-too-large':
      return option('portability.errors.archiveTooLarge', {
        entries: IMPORT_LIMITS.zipEntriesMax,
        entryMb: IMPORT_LIMITS.zipEntryMaxBytes / MB,
        mb: IMPORT_LIMITS.zipTotalMaxBytes / MB,
      });
    case 'unreadable':
      return option('portability.errors.unreadable');
    case 'encrypted':
      return option('portability.errors.encrypted');
    case 'no-text':
      // Nothing to import, like a file without entries: said plainly, a scan.
      return unprocessable('import_empty', 'portability.errors.noText');
    case 'too-many-pages':
      return option('portability.errors.tooManyPages', { max: IMPORT_LIMITS.pdfPagesMax });
  }
}

/** Adding would take a section past its limit: nothing is written. */
export const importLimitReached = (sectionLabelKey: string, max: number) =>
  new AppError(409, 'import_limit', {
    messageKey: 'portability.errors.limit',
    params: { max },
    translatedParams: { section: sectionLabelKey },
  });

export const importCustomSectionLimit = () =>
  limitReached('import_limit', 'portability.errors.customLimit', LIMITS.customSectionsMax);

/** The file yields no entry and no general text: importing it would change nothing (or, replacing, empty the profile). */
export const importEmpty = () => unprocessable('import_empty', 'portability.errors.empty');

/** One import per account at a time: a second one waits for nothing, it is refused. */
export const importRunning = () => conflict('import_running', 'portability.errors.running');

/** The reader's limits stopped the file: too slow or too large to read (422), or no reader free now (503). */
export function importNotRead(error: ImportReadError) {
  switch (error.reason) {
    case 'timeout':
    case 'memory':
      return unprocessable('import_too_complex', 'portability.errors.tooComplex');
    case 'busy':
      return new AppError(503, 'import_busy', {
        messageKey: 'portability.errors.busy',
        headers: { 'retry-after': String(error.retryAfterSeconds) },
      });
    case 'closed':
    case 'failed':
      return new AppError(503, 'import_busy', {
        messageKey: 'portability.errors.busy',
        headers: { 'retry-after': '5' },
      });
  }
}
