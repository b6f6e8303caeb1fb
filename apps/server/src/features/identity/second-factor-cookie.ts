import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { stateCookie } from '../../security/state-cookie';

/** How long the second step of a login may wait for its code. */
export const SECOND_FACTOR_TTL_SECONDS = 5 * 60;
export const SECOND_FACTOR_COOKIE = 'cv_2fa';

/** A login waiting for its second factor: the account, and the id its codes count against. */
export interface PendingLogin {
  accountId: string;
  loginId: string;
}

/**
 * Between a right password and the code of the second factor: which account
 * the password proved, under a new id per password (the codes tried count
 * against it), and nothing more. It is no session: it opens only
 * `POST /api/auth/login/second-factor`, for five minutes.
 */
export function secondFactorCookie(publicUrl: string) {
  const cookie = stateCookie<PendingLogin>({
    name: SECOND_FACTOR_COOKIE,
    path: '/api/auth/login/second-factor',
    ttlSeconds: SECOND_FACTOR_TTL_SECONDS,
    schema: z.object({ accountId: z.uuid(), loginId: z.uuid() }),
    publicUrl,
  });
  return {
    ...cookie,
    /** Starts a pending login of the account the password proved. */
    set(reply: FastifyReply, { accountId }: { accountId: string }) {
      cookie.set(reply, { accountId, loginId: randomUUID() });
    },
  };
}
