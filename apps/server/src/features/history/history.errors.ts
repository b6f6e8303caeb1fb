import { AppError, notFound } from '../../http/errors';

/** Unknown id, or another account's: the same answer, so ids leak nothing. */
export const versionNotFound = () =>
  notFound('version_not_found', 'history.errors.versionNotFound');

/** The version holds no such entry or field, or the document it belongs to is gone. */
export const restoreTargetNotFound = () =>
  notFound('restore_target_not_found', 'history.errors.targetNotFound');

/** The document is not the account's, or is gone (a deleted CV: back from the bin first). */
export const documentNotFound = () =>
  notFound('restore_target_not_found', 'history.errors.documentNotFound');

export const binItemNotFound = () =>
  notFound('bin_item_not_found', 'history.errors.binItemNotFound');

/** The thing cannot come back now: its section is gone, or its list is full. */
export const binRestoreConflict = (reason: 'sectionGone' | 'limit') =>
  new AppError(409, 'bin_restore_conflict', {
    messageKey: 'history.errors.binConflict',
    translatedParams: { reason: `history.errors.${reason}` },
  });
