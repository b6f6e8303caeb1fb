import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { buildAccount, TEST_PASSWORD, unique } from '../../../test/factories';
import { client, logIn } from '../../../test/http';
import { changePassword } from '../../../test/session-requests';
import { waitForMails } from '../../../test/mail';
import { accounts } from '../../db/schema';

const { app, dataDir } = await buildTestApp();
const NEW_PASSWORD = 'N3w-Secret!';

describe('security e-mails', () => {
  it('takes the language of the first login when the account has none', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    await client(app).post(
      '/api/auth/login',
      { username: account.username, password: TEST_PASSWORD },
      { lang: 'de-DE,de;q=0.9' },
    );
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.locale).toBe('de');
  });

  it('tells the owner of a password change, in the account language', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD, locale: 'de' });
    const { cookie } = await logIn(app, account.username ?? '');
    await app.db.update(accounts).set({ locale: 'de' }).where(eq(accounts.id, account.id));
    const res = await changePassword(
      app,
      { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD }, // The request's language is not the account's.
      { cookie, lang: 'en' },
    );
    expect(res.statusCode, res.body).toBe(204);
    const [mail] = await waitForMails(dataDir, account.email ?? '');
    expect(mail).toContain('das Passwort Ihres CV-Builder-Kontos wurde soeben geändert');
    expect(mail).toContain('/ui/login/forgot-password');
  });

  it('tells the old address when the e-mail address changes', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD, locale: 'en' });
    const { cookie } = await logIn(app, account.username ?? '');
    const newEmail = `moved-${unique()}@example.com`;
    const res = await client(app).post(
      '/api/account',
      { email: newEmail, firstName: 'Ada', lastName: 'Lovelace' },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await waitForMails(dataDir, account.email ?? '');
    expect(notice).toContain('Subject: Your e-mail address was changed');
    expect(notice).toContain(newEmail);
  });

  it('confirms a password reset in the account language', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD, locale: 'de' });
    await client(app).post('/api/auth/password/forgot', { email: account.email }, { lang: 'en' });
    const [linkMail] = await waitForMails(dataDir, account.email ?? '');
    const token = /reset-password\?token=([\w-]+)/.exec(linkMail ?? '')?.[1];
    await client(app).post(
      '/api/auth/password/reset',
      { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { lang: 'en' },
    );
    const mails = await waitForMails(dataDir, account.email ?? '', 2);
    expect(mails[1]).toContain('das Passwort Ihres CV-Builder-Kontos wurde soeben geändert');
  });
});
