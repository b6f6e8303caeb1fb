import { SHARE_LINK_LIMITS } from '@cv/shared';
import { AppError, fieldError, fixedRefusals } from '../../http/errors';

export const shareLinkErrors = {
  ...fixedRefusals('account.sharing.errors', {
    /** The owner's list: an unknown id and another account's get the same answer. */
    notFound: [404, 'share_link_not_found', { key: 'linkNotFound' }],
    /**
     * A visitor's token that opens nothing: wrong, revoked, expired, or the
     * profile cannot be shown. One answer for all, so a token reveals nothing.
     */
    sharedProfileNotFound: [404, 'share_link_not_found', { key: 'notFound' }],
    limitReached: [
      409,
      'share_link_limit',
      { key: 'limit', params: { max: SHARE_LINK_LIMITS.linksMax } },
    ],
  }),

  expiryInThePast: () => fieldError('expiresAt', 'account.sharing.errors.expiryPast'),

  /** The daily limit of created links; the message and Retry-After say when the next one may come. */
  tooManyToday: (retryAfterMs: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new AppError(429, 'rate_limited', {
      messageKey: 'account.sharing.errors.perDay',
      params: { max: SHARE_LINK_LIMITS.createdPerDay, count: Math.ceil(seconds / 3600) },
      headers: { 'retry-after': String(seconds) },
    });
  },
};
