import type { SessionRow } from './refresh-token.repository';
import { describeUserAgent } from './user-agent';

/** The one place a session row becomes what the account page shows. */
export function toActiveSession(row: SessionRow, currentSessionId: string | undefined) {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
