import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import type { RefreshTokenRepository } from './refresh-token.repository';
import { REFRESH_TTL_SECONDS, signAccessToken } from './session';
import { hashToken, newOpaqueToken } from './tokens';

/** The 401 of a refresh that cannot continue the session: the user logs in again. */
const sessionEnded = () =>
  new AppError(401, 'session_expired', { messageKey: 'account.errors.sessionExpired' });

/** What a browser gets for a session: both go into httpOnly cookies. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** The refresh token family; the access token carries it as `sid`. */
  sessionId: string;
}

type RefreshOutcome =
  | { kind: 'rotated'; accountId: string; tokens: SessionTokens }
  | { kind: 'reused'; accountId: string; sessionId: string }
  | { kind: 'invalid' };

export interface SessionServiceDeps {
  tokens: RefreshTokenRepository;
  accessKey: Uint8Array;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}

/**
 * Sessions as refresh token families. Each refresh rotates the token; a
 * rotated token presented again means it was copied, so the whole family is
 * revoked and both holders have to log in again.
 */
export function createSessionService({
  tokens,
  accessKey,
  log,
  now = () => new Date(),
}: SessionServiceDeps) {
  async function issue(
    repository: RefreshTokenRepository,
    accountId: string,
    sessionId: string,
  ): Promise<SessionTokens> {
    const refreshToken = newOpaqueToken();
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
    async start(accountId: string): Promise<SessionTokens> {
      await tokens.prune(accountId, now());
      return issue(tokens, accountId, randomUUID());
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
          const next = await issue(tx, claimed.accountId, claimed.familyId);
          return { kind: 'rotated', accountId: claimed.accountId, tokens: next };
        }
        const known = await tx.findByHash(tokenHash);
        if (known?.rotatedAt && !known.revokedAt) {
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

    /** Ends one session: its refresh tokens stop working. */
    async end(accountId: string, sessionId: string): Promise<void> {
      await tokens.revokeFamily(accountId, sessionId, now());
    },

    /** Ends every session of the account but `keepSessionId` (e.g. after a password change). */
    async endOthers(accountId: string, keepSessionId: string | undefined): Promise<void> {
      await tokens.revokeAccount(accountId, now(), keepSessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
