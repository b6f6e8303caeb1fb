import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountStatus } from '@cv/shared';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { assertRecentlyAuthenticated } from './reauthentication';
import { ACCESS_COOKIE, verifyAccessToken, type AccessKeys } from './session-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token of a live session. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: requireAuth, then 403 unless the account has one of `statuses`. */
    /** preHandler: requireAuth, then 403 `reauthentication_required` unless the login or a re-authentication is recent. */
    requireRecentAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStatus: (
      ...statuses: AccountStatus[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireAuth. */
    accountId: string;
    /** Set by requireAuth: the session (refresh token family) of the token. */
    sessionId: string | undefined;
    /** Set by requireAuth: the account's status, read with the session check. */
    accountStatus: AccountStatus | undefined;
    /** Set by requireAuth: when the session last proved its user (login, re-authentication). */
    authenticatedAt: Date | null;
  }
}

export interface AuthHooksOptions {
  db: Database;
  accessKey: AccessKeys;
}

/**
 * Authentication for routes: reads the access cookie and, in one query, checks
 * that its session is still live (not logged out, not revoked by a password
 * change or a reused refresh token; a deleted account has none) and reads the
 * account's current status, so that verifying an e-mail takes effect without
 * a new token.
 */
export const authHooks = fp<AuthHooksOptions>(
  async (app, { db, accessKey }) => {
    app.decorateRequest('accountId', '');
    app.decorateRequest('sessionId', undefined);
    app.decorateRequest('accountStatus', undefined);
    app.decorateRequest('authenticatedAt', null);

    // Runs on every authenticated request: one prepared statement, one round trip.
    const liveSessionQuery = db
      .select({ status: accounts.status, authenticatedAt: sessions.authenticatedAt })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.accountId, sql.placeholder('accountId')),
          isNull(sessions.revokedAt),
        ),
      )
      .prepare('live_session_status');

    async function requireAuth(request: FastifyRequest) {
      const claims = await verifyAccessToken(accessKey, request.cookies[ACCESS_COOKIE]);
      // Every token the app issues names its session; one without cannot be checked.
      if (!claims?.sessionId) throw unauthorized();
      const [row] = await liveSessionQuery.execute({
        sessionId: claims.sessionId,
        accountId: claims.accountId,
      });
      if (!row) throw unauthorized();
      request.accountId = claims.accountId;
      request.sessionId = claims.sessionId;
      request.accountStatus = row.status;
      request.authenticatedAt = row.authenticatedAt;
    }

    app.decorate('requireAuth', requireAuth);
    // Dangerous actions (deleting the account, changing the second factor, removing a passkey).
    app.decorate('requireRecentAuth', async (request: FastifyRequest) => {
      await requireAuth(request);
      assertRecentlyAuthenticated(request);
    });
    app.decorate(
      'requireStatus',
      (...statuses: AccountStatus[]) =>
        async (request: FastifyRequest) => {
          await requireAuth(request);
          if (!request.accountStatus || !statuses.includes(request.accountStatus)) {
            throw forbidden('status_forbidden', 'errors.forbidden');
          }
        },
    );
  },
  { name: 'auth-hooks' },
);
