import { CV_DOCUMENT_LIMITS } from '@cv/shared';
import { fixedRefusals, ownedListRefusals } from '../../http/errors';

export const cvErrors = fixedRefusals('cv.errors', {
  ...ownedListRefusals('cv', CV_DOCUMENT_LIMITS.documentsMax),
  /** The owner has no profile to print yet. */
  profileNotFound: [404, 'cv_profile_not_found'],
  /** A newer preview of the same user's CV came in while this one waited. */
  previewSuperseded: [409, 'cv_preview_superseded', { key: 'superseded' }],
});
