import { LETTER_LIMITS } from '@cv/shared';
import { fixedRefusals, ownedListRefusals } from '../../http/errors';

export const letterErrors = fixedRefusals('letters.errors', {
  ...ownedListRefusals('letter', LETTER_LIMITS.lettersMax),
  /** The CV a letter names is unknown or another account's. */
  cvNotFound: [400, 'letter_cv_not_found'],
  /** A bundle was asked for a letter that accompanies no CV. */
  noCv: [409, 'letter_no_cv'],
  paragraphNotFound: [404, 'letter_paragraph_not_found'],
  paragraphLimitReached: [
    409,
    'letter_paragraph_limit',
    { key: 'paragraphLimit', params: { max: LETTER_LIMITS.paragraphsMax } },
  ],
  signatureInvalid: [400, 'letter_signature_invalid'],
  signatureNotFound: [404, 'letter_signature_not_found'],
  profileMissing: [404, 'cv_profile_not_found', { key: 'profileNotFound' }],
});
