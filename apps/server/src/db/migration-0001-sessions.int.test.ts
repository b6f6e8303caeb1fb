import { expect, it } from 'vitest';
import { describeMigration, seedPasswordAccount, sql } from '../../test/migrations';

describeMigration('0001_sessions', (database) => {
  it('turns every refresh token family into a session, revoked ones revoked, and keeps the rest', async () => {
    const accountId = await seedPasswordAccount(database, 'ada');
    const live = '11111111-1111-4111-8111-111111111111';
    const revoked = '22222222-2222-4222-8222-222222222222';
    await database.query(sql`
      insert into refresh_tokens (account_id, family_id, token_hash, expires_at, rotated_at, revoked_at, created_at)
      values
        (${accountId}, ${live}, 'h1', now() + interval '30 days', now() - interval '1 hour', null, now() - interval '2 days'),
        (${accountId}, ${live}, 'h2', now() + interval '30 days', null, null, now() - interval '1 hour'),
        (${accountId}, ${revoked}, 'h3', now() + interval '30 days', null, now() - interval '5 minutes', now() - interval '3 days')`);

    await database.migrateAll();

    const sessions = await database.query<{
      id: string;
      account_id: string;
      revoked_at: Date | null;
      created_at: Date;
      last_used_at: Date;
    }>(sql`select id, account_id, revoked_at, created_at, last_used_at from sessions order by id`);
    expect(sessions.map((s) => [s.id, s.account_id, s.revoked_at === null])).toEqual([
      [live, accountId, true],
      [revoked, accountId, false],
    ]);
    const liveSession = sessions[0];
    expect(new Date(liveSession?.last_used_at ?? 0).getTime()).toBeGreaterThan(
      new Date(liveSession?.created_at ?? 0).getTime(),
    );
    const tokens = await database.query<{ token_hash: string }>(
      sql`select token_hash from refresh_tokens order by token_hash`,
    );
    expect(tokens.map((t) => t.token_hash)).toEqual(['h1', 'h2', 'h3']);
    const [kept] = await database.query<{ email: string }>(
      sql`select email from accounts where id = ${accountId}`,
    );
    expect(kept?.email).toBe('ada@example.com');
    // Deleting the account still takes its sessions and tokens with it.
    await database.query(sql`delete from accounts where id = ${accountId}`);
    expect(await database.query(sql`select id from sessions`)).toEqual([]);
  });
});
