import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accessKeys,
  ACCESS_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
} from './session-tokens';

const key = accessKeys(['x'.repeat(32)]);
const SID = '0b6f2a7e-3c1d-4e5f-8a9b-1c2d3e4f5a6b';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('carry the account and the session', async () => {
    const token = await signAccessToken(key, { accountId: 'a1', sessionId: SID });
    expect(await verifyAccessToken(key, token)).toEqual({ accountId: 'a1', sessionId: SID });
  });

  it('are refused when signed with another key or altered', async () => {
    const token = await signAccessToken(key, { accountId: 'a1' });
    expect(await verifyAccessToken(accessKeys(['y'.repeat(32)]), token)).toBeNull();
    expect(await verifyAccessToken(key, `${token.slice(0, -2)}xx`)).toBeNull();
    expect(await verifyAccessToken(key, undefined)).toBeNull();
  });

  it('expire, but still name their session for logout when asked to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = await signAccessToken(key, { accountId: 'a1', sessionId: SID });
    vi.setSystemTime(
      new Date(Date.parse('2030-01-01T00:00:00Z') + (ACCESS_TTL_SECONDS + 60) * 1000),
    );
    expect(await verifyAccessToken(key, token)).toBeNull();
    expect(await verifyAccessToken(key, token, { allowExpired: true })).toEqual({
      accountId: 'a1',
      sessionId: SID,
    });
  });
});
