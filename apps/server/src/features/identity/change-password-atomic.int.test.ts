import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { TEST_PASSWORD } from '../../../test/factories';
import { client, logIn } from '../../../test/http';
import { changePassword, passwordLogin } from '../../../test/session-requests';

const { app } = await buildTestApp();

describe('POST /api/account/change-password is one transaction', () => {
  it('keeps the old password when revoking the other sessions fails', async () => {
    const { account, cookie } = await passwordLogin(app);
    await logIn(app, account.username ?? '');
    // A real failure inside the database while the other sessions are revoked.
    await app.db.execute(
      sql.raw(`
      create function fail_revoke() returns trigger language plpgsql as $$
      begin
        if new.account_id = '${account.id}' and new.revoked_at is not null then
          raise exception 'revocation failed';
        end if;
        return new;
      end $$`),
    );
    await app.db.execute(
      sql`create trigger fail_revoke before update on sessions for each row execute function fail_revoke()`,
    );
    try {
      const newPassword = 'N3w-Secret!';
      const res = await changePassword(
        app,
        { oldPassword: TEST_PASSWORD, password: newPassword },
        { cookie },
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger fail_revoke on sessions`);
      await app.db.execute(sql`drop function fail_revoke()`);
    }
    // Neither happened: the old password still works, the new one does not.
    await logIn(app, account.username ?? '', TEST_PASSWORD);
    const withNew = await client(app).post('/api/auth/login', {
      username: account.username,
      password: 'N3w-Secret!',
    });
    expect(withNew.statusCode).toBe(401);
  });
});
