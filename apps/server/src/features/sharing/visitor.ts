import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { ACCESS_COOKIE, verifyAccessToken, type AccessKeys } from '../../security/session-tokens';

/** Who sent a request, as far as the statistics need to know; nothing of it is stored. */
export interface Visitor {
  ip: string;
  userAgent: string;
  /** The account whose session the request carries, if any (an owner looking at their own page). */
  accountId: string | null;
}

/**
 * Reads the visitor of a request. The access cookie (path /api) is checked
 * only for its signature, not against the sessions table: enough to leave
 * an owner's own views out, at no query per view.
 */
export async function visitorOf(request: FastifyRequest, accessKey: AccessKeys): Promise<Visitor> {
  const claims = await verifyAccessToken(accessKey, request.cookies[ACCESS_COOKIE]);
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    accountId: claims?.accountId ?? null,
  };
}

/** Crawlers, link unfurlers and scripts (no User-Agent at all) are no visitors. */
export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || isbot(userAgent);
}

/**
 * The visitor's pseudonym for one day and one profile: with the day's random
 * salt, the same person counts once a day; once the salt is deleted, the hash
 * cannot be linked to an address again. The account is part of it so that
 * one visitor's hashes on two profiles do not match either.
 */
export function visitorHash(salt: string, accountId: string, visitor: Visitor): string {
  return createHash('sha256')
    .update([salt, accountId, visitor.ip, visitor.userAgent].join('\0'))
    .digest('base64url');
}
