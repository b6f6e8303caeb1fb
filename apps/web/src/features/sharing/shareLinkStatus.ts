import type { ShareLink } from '@cv/shared';

export type ShareLinkStatus = 'active' | 'expired' | 'revoked';

/** Today as the server counts days: in UTC, as `YYYY-MM-DD`. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A link works until it is revoked or its last day (inclusive, UTC) has passed. */
export function shareLinkStatus(
  link: Pick<ShareLink, 'revokedAt' | 'expiresAt'>,
  today = todayUtc(),
): ShareLinkStatus {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt < today) return 'expired';
  return 'active';
}
