import { AppError, notFound } from '../../http/errors';

const NOT_FOUND_KEY = 'publicProfile.notFound';

/** An unknown username and a profile its owner keeps private get the same answer. */
export const publicProfileNotFound = () => notFound('profile_not_found', NOT_FOUND_KEY);

/** The same answer where a found one is cached publicly: no cache may keep the miss. */
export const uncachedPublicProfileNotFound = () =>
  new AppError(404, 'profile_not_found', {
    messageKey: NOT_FOUND_KEY,
    headers: { 'cache-control': 'no-store' },
  });
