import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { unauthorized } from '../../http/errors';
import {
  REFRESH_TTL_SECONDS,
  signAccessToken,
  type AccessKeys,
  type SessionTokens,
} from '../../security/session-tokens';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import type { RefreshTokenRepository } from './refresh-token.repository';

/** The 401 of a refresh that cannot continue the session: the user logs in again. */
const sessionEnded = () => unauthorized('session_expired', 'account.errors.sessionExpired');

/**
 * How long a rotated refresh token still answers with its successor: two tabs
 * refreshing at once, or a retry after a lost response, continue the session
 * instead of looking like a stolen token.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** Where a session was started: shown in the list of active sessions. */
export interface SessionContext {
  ip: string;
  userAgent?: string | undefined;
}

type RefreshOutcome =
  | { kind: 'rotated'; accountId: string; tokens: SessionTokens }
  | { kind: 'reused'; accountId: string; sessionId: string }
  | { kind: 'invalid' };

export interface SessionServiceDeps {
  tokens: RefreshTokenRepository;
  accessKey: AccessKeys;
  /** Derives a rotated token's successor from it, so that the grace period can answer it again. */
  successorKey: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}

/**
 * Sessions as refresh token families. Each refresh rotates the token. The
 * successor is an HMAC of the rotated token, so that within the grace period
 * the rotated token answers with the same successor (only its hash is
 * stored). A rotated token presented after that means it was copied: the
 * whole family is revoked and both holders have to log in again.
 */
export function createSessionService({
  tokens,
  accessKey,
  successorKey,
  log,
  now = () => new Date(),
}: SessionServiceDeps) {
  const successorOf = (refreshToken: string) =>
    createHmac('sha256', successorKey)
      .update(`refresh-successor:${refreshToken}`)
      .digest('base64url');

  async function issue(
    repository: RefreshTokenRepository,
    accountId: string,
    sessionId: string,
    refreshToken: string = newOpaqueToken(),
  ): Promise<SessionTokens> {
    const at = now();
    await repository.insert({
      accountId,
      familyId: sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(at.getTime() + REFRESH_TTL_SECONDS * 1000),
    });
    const accessToken = await signAccessToken(accessKey, { accountId, sessionId });
    return { accessToken, refreshToken, sessionId };
  }

  return {
    /** A new session (token family) for a freshly authenticated account. */
    async start(accountId: string, context?: SessionContext): Promise<SessionTokens> {
      await tokens.prune(accountId, now());
      const sessionId = randomUUID();
      return tokens.transaction(async (tx) => {
        await tx.insertSession({
          id: sessionId,
          accountId,
          userAgent: context?.userAgent?.slice(0, 512) || null,
          authenticatedAt: now(),
        });
        return issue(tx, accountId, sessionId);
      });
    },

    /**
     * Exchanges a refresh token for a new pair. Throws 401 for an unknown,
     * expired or revoked token, and for a reused one after revoking its family.
     * `authorize` sees the account before the rotation commits; when it
     * throws, nothing is rotated and the old token stays valid.
     */
    async refresh(
      refreshToken: string | undefined,
      authorize: (accountId: string) => Promise<void> = async () => {},
    ): Promise<{ accountId: string; tokens: SessionTokens }> {
      if (!refreshToken) throw sessionEnded();
      const tokenHash = hashToken(refreshToken);
      // The revocation of a reused family must commit although the answer is a 401,
      // so the transaction returns an outcome instead of throwing.
      const outcome: RefreshOutcome = await tokens.transaction(async (tx) => {
        const at = now();
        const claimed = await tx.claim(tokenHash, at);
        if (claimed) {
          await authorize(claimed.accountId);
          const next = await issue(
            tx,
            claimed.accountId,
            claimed.familyId,
            successorOf(refreshToken),
          );
          await tx.touchSession(claimed.familyId, at);
          return { kind: 'rotated', accountId: claimed.accountId, tokens: next };
        }
        const known = await tx.findByHash(tokenHash);
        if (known?.rotatedAt && !known.revokedAt) {
          const sinceRotation = at.getTime() - known.rotatedAt.getTime();
          if (sinceRotation <= REFRESH_GRACE_SECONDS * 1000) {
            const successor = successorOf(refreshToken);
            const next = await tx.findByHash(hashToken(successor));
            if (next && !next.revokedAt && next.expiresAt > at) {
              await authorize(known.accountId);
              const accessToken = await signAccessToken(accessKey, {
                accountId: known.accountId,
                sessionId: known.familyId,
              });
              return {
                kind: 'rotated',
                accountId: known.accountId,
                tokens: { accessToken, refreshToken: successor, sessionId: known.familyId },
              };
            }
          }
          await tx.revokeFamily(known.accountId, known.familyId, at);
          return { kind: 'reused', accountId: known.accountId, sessionId: known.familyId };
        }
        return { kind: 'invalid' };
      });
      if (outcome.kind === 'rotated') return outcome;
      if (outcome.kind === 'reused') {
        const { accountId, sessionId } = outcome;
        log.warn({ accountId, sessionId }, 'refresh token reused: session revoked');
      }
      throw sessionEnded();
    },

    /**
     * Ends one session of the account: its refresh tokens and access tokens
     * stop working. False when it is no live session of this account.
     */
    async end(accountId: string, sessionId: string): Promise<boolean> {
      return tokens.transaction((tx) => tx.revokeFamily(accountId, sessionId, now()));
    },

    /** Ends every session of the account but `keepSessionId` (e.g. after a password change). */
    async endOthers(
      accountId: string,
      keepSessionId: string | undefined,
      repository: RefreshTokenRepository = tokens,
    ): Promise<void> {
      await repository.revokeAccount(accountId, now(), keepSessionId);
    },

    /** The session's user just proved who they are: dangerous actions are allowed for a while. */
    async markAuthenticated(accountId: string, sessionId: string): Promise<void> {
      await tokens.markAuthenticated(accountId, sessionId, now());
    },

    /** The account's live sessions, most recently used first. */
    list(accountId: string) {
      return tokens.liveSessions(accountId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
