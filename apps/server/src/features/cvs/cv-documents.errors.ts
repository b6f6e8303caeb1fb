import { CV_DOCUMENT_LIMITS } from '@cv/shared';
import { conflict, limitReached, notFound } from '../../http/errors';

/** Unknown id, or another account's: the same answer, so ids leak nothing. */
export const cvNotFound = () => notFound('cv_not_found', 'cv.errors.notFound');

export const cvLimitReached = () =>
  limitReached('cv_limit', 'cv.errors.limit', CV_DOCUMENT_LIMITS.documentsMax);

/** The owner has no profile to print yet. */
export const cvProfileNotFound = () =>
  notFound('cv_profile_not_found', 'cv.errors.profileNotFound');

/** A newer preview of the same user's CV came in while this one waited. */
export const previewSuperseded = () => conflict('cv_preview_superseded', 'cv.errors.superseded');
