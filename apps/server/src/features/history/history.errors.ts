import { AppError, fixedRefusals } from '../../http/errors';

export const historyErrors = {
  ...fixedRefusals('history.errors', {
    /** Unknown id, or another account's: the same answer, so ids leak nothing. */
    versionNotFound: [404, 'version_not_found'],
    /** The version holds no such entry or field, or the document it belongs to is gone. */
    restoreTargetNotFound: [404, 'restore_target_not_found', { key: 'targetNotFound' }],
    /** The document is not the account's, or is gone (a deleted CV: back from the bin first). */
    documentNotFound: [404, 'restore_target_not_found'],
    binItemNotFound: [404, 'bin_item_not_found'],
  }),

  /** The thing cannot come back now: its section is gone, or its list is full. */
  binRestoreConflict: (reason: 'sectionGone' | 'limit') =>
    new AppError(409, 'bin_restore_conflict', {
      messageKey: 'history.errors.binConflict',
      translatedParams: { reason: `history.errors.${reason}` },
    }),
};
