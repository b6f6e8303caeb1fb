import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountStatus } from '@cv/shared';
import { accounts } from '../../db/schema';
import { AppError, unauthorized } from '../../http/errors';
import { RefreshTokenRepository } from './refresh-token.repository';
import { ACCESS_COOKIE, accessKey, verifyAccessToken } from './session';
import { createSessionService, type SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: requireAuth, then 403 unless the account has one of `statuses`. */
    requireStatus: (
      ...statuses: AccountStatus[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    accessKey: Uint8Array;
    /** Starts, refreshes and ends sessions (refresh token families). */
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** Set by requireAuth. */
    accountId: string;
    /** Set by requireAuth: the session (refresh token family), when the token names one. */
    sessionId: string | undefined;
  }
}

/**
 * Authentication for routes: reads the access cookie, and for status-gated
 * routes the account's current status (fresh from the database, so that
 * verifying an e-mail takes effect without a new token).
 */
export const authPlugin = fp(async (app) => {
  const key = accessKey(app.config.secrets.jwtSecret);
  app.decorate('accessKey', key);
  app.decorate(
    'sessions',
    createSessionService({
      tokens: new RefreshTokenRepository(app.db),
      accessKey: key,
      log: app.log,
    }),
  );
  app.decorateRequest('accountId', '');
  app.decorateRequest('sessionId', undefined);

  // Runs on every gated request: prepared once.
  const statusQuery = app.db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('account_status_by_id');

  async function requireAuth(request: FastifyRequest) {
    const claims = await verifyAccessToken(key, request.cookies[ACCESS_COOKIE]);
    if (!claims) throw unauthorized();
    request.accountId = claims.accountId;
    request.sessionId = claims.sessionId;
  }

  app.decorate('requireAuth', requireAuth);
  app.decorate(
    'requireStatus',
    (...statuses: AccountStatus[]) =>
      async (request: FastifyRequest) => {
        await requireAuth(request);
        const [row] = await statusQuery.execute({ id: request.accountId });
        // A token of a deleted account is as good as none.
        if (!row) throw unauthorized();
        if (!statuses.includes(row.status)) {
          throw new AppError(403, 'status_forbidden', { messageKey: 'errors.forbidden' });
        }
      },
  );
});
