import { SHARE_LINK_LIMITS } from '@cv/shared';
import { AppError, fieldError, limitReached, notFound } from '../../http/errors';

/** The owner's list: an unknown id and another account's get the same answer. */
export const shareLinkNotFound = () =>
  notFound('share_link_not_found', 'account.sharing.errors.linkNotFound');

/**
 * A visitor's token that opens nothing: wrong, revoked, expired, or the
 * profile cannot be shown. One answer for all, so a token reveals nothing.
 */
export const sharedProfileNotFound = () =>
  notFound('share_link_not_found', 'account.sharing.errors.notFound');

export const shareLinkLimitReached = () =>
  limitReached('share_link_limit', 'account.sharing.errors.limit', SHARE_LINK_LIMITS.linksMax);

export const expiryInThePast = () => fieldError('expiresAt', 'account.sharing.errors.expiryPast');

/** The daily limit of created links; the message and Retry-After say when the next one may come. */
export const tooManyShareLinksToday = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'rate_limited', {
    messageKey: 'account.sharing.errors.perDay',
    params: { max: SHARE_LINK_LIMITS.createdPerDay, count: Math.ceil(seconds / 3600) },
    headers: { 'retry-after': String(seconds) },
  });
};
