import { IMPORT_LIMITS, LIMITS, type ImportFormat } from '@cv/shared';
import { AppError } from '../../http/errors';
import type { ImportFileError } from './import/import-draft';

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
        mb: IMPORT_LIMITS.zipTotalMaxBytes / MB,
      });
    case 'unreadable':
      return option('portability.errors.unreadable');
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
  new AppError(409, 'import_limit', {
    messageKey: 'portability.errors.customLimit',
    params: { max: LIMITS.customSectionsMax },
  });
