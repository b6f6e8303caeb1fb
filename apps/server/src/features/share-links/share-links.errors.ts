import { SHARE_LINK_LIMITS } from '@cv/shared';
import { AppError, fieldError, notFound } from '../../http/errors';

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
  new AppError(409, 'share_link_limit', {
    messageKey: 'account.sharing.errors.limit',
    params: { max: SHARE_LINK_LIMITS.linksMax },
  });

export const expiryInThePast = () => fieldError('expiresAt', 'account.sharing.errors.expiryPast');
