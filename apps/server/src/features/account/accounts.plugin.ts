import fp from 'fastify-plugin';
import { authRoutes } from '../auth/auth.routes';
import { createAuthService, type SecondFactor } from '../auth/auth.service';
import { createRateLimiter } from '../auth/rate-limit';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { passwordResetRoutes } from '../password-reset/password-reset.routes';
import { createPasswordResetService } from '../password-reset/password-reset.service';
import { passkeysPlugin } from '../passkeys/passkeys.plugin';
import { sessionRoutes } from '../sessions/sessions.routes';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { twoFactorRoutes } from '../two-factor/two-factor.routes';
import { createTwoFactorService } from '../two-factor/two-factor.service';
import { accountRoutes } from './account.routes';
import { AccountRepository } from './account.repository';
import { createAccountService } from './account.service';
import { VerificationRepository } from './verification.repository';
import { createVerificationService, type VerificationService } from './verification.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends and checks verification mails; external signups use it too. */
    verification: VerificationService;
    /** Two-factor login as a login sees it; external logins ask for it too. */
    secondFactor: SecondFactor;
  }
}

/**
 * Accounts: wires the repositories, rate limits and services once and
 * registers the `/auth` and `/account` routes. Counters live in Redis when
 * REDIS_URL is set (shared by every instance, through the app's one client),
 * else in this process.
 */
export const accountsPlugin = fp(
  async (app) => {
    const { config, log } = app;
    const limits = createRateLimiter({ redis: app.redis, log });

    const accounts = new AccountRepository(app.db);
    const verification = createVerificationService({
      tokens: new VerificationRepository(app.db),
      accounts,
      mailer: app.mailer,
      limits,
      publicUrl: config.PUBLIC_URL,
      log,
    });
    const twoFactor = createTwoFactorService({
      repository: new TwoFactorRepository(app.db),
      accounts,
      mailer: app.mailer,
      publicUrl: config.PUBLIC_URL,
      log,
    });
    const auth = createAuthService({
      accounts,
      sessions: app.sessions,
      verification,
      limits,
      secondFactor: twoFactor,
    });
    const account = createAccountService({
      accounts,
      sessions: app.sessions,
      verification,
      storage: app.storage,
      log,
      mailer: app.mailer,
      publicUrl: config.PUBLIC_URL,
    });

    const passwordReset = createPasswordResetService({
      tokens: new PasswordResetRepository(app.db),
      accounts,
      sessions: app.sessions,
      mailer: app.mailer,
      limits,
      publicUrl: config.PUBLIC_URL,
      log,
    });

    app.decorate('verification', verification);
    app.decorate('secondFactor', twoFactor);
    await app.register(authRoutes, { auth, account });
    await app.register(accountRoutes, { account, verification });
    await app.register(passwordResetRoutes, { passwordReset });
    await app.register(sessionRoutes);
    await app.register(passkeysPlugin, { accounts, limits });
    await app.register(twoFactorRoutes, { twoFactor });
  },
  { name: 'accounts', dependencies: ['mail', 'media-storage'] },
);
