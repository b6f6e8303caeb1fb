import { z } from 'zod';
import { stateCookie } from '../../security/state-cookie';

/** How long the second step of a login may wait for its code. */
export const SECOND_FACTOR_TTL_SECONDS = 5 * 60;
export const SECOND_FACTOR_COOKIE = 'cv_2fa';

/**
 * Between a right password and the code of the second factor: which account
 * the password proved, and nothing more. It is no session: it opens only
 * `POST /api/auth/login/second-factor`, for five minutes.
 */
export const secondFactorCookie = (publicUrl: string) =>
  stateCookie({
    name: SECOND_FACTOR_COOKIE,
    path: '/api/auth/login/second-factor',
    ttlSeconds: SECOND_FACTOR_TTL_SECONDS,
    schema: z.object({ accountId: z.uuid() }),
    publicUrl,
  });
