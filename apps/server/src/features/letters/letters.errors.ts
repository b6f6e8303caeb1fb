import { LETTER_LIMITS } from '@cv/shared';
import { badRequest, conflict, limitReached, notFound } from '../../http/errors';

/** Unknown id, or another account's: the same answer, so ids leak nothing. */
export const letterNotFound = () => notFound('letter_not_found', 'letters.errors.notFound');

export const letterLimitReached = () =>
  limitReached('letter_limit', 'letters.errors.limit', LETTER_LIMITS.lettersMax);

/** The CV a letter names is unknown or another account's. */
export const letterCvNotFound = () =>
  badRequest('letter_cv_not_found', 'letters.errors.cvNotFound');

/** A bundle was asked for a letter that accompanies no CV. */
export const letterHasNoCv = () => conflict('letter_no_cv', 'letters.errors.noCv');

export const paragraphNotFound = () =>
  notFound('letter_paragraph_not_found', 'letters.errors.paragraphNotFound');

export const paragraphLimitReached = () =>
  limitReached(
    'letter_paragraph_limit',
    'letters.errors.paragraphLimit',
    LETTER_LIMITS.paragraphsMax,
  );

export const signatureInvalid = () =>
  badRequest('letter_signature_invalid', 'letters.errors.signatureInvalid');

export const signatureNotFound = () =>
  notFound('letter_signature_not_found', 'letters.errors.signatureNotFound');

export const letterProfileMissing = () =>
  notFound('cv_profile_not_found', 'letters.errors.profileNotFound');
