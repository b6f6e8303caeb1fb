import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Secrets } from '../db/signing-keys';
import { AccountRepository } from '../features/identity/account.repository';
import { accountRoutes } from '../features/identity/account.routes';
import { createAccountService } from '../features/identity/account.service';
import { authRoutes } from '../features/identity/auth.routes';
import { createAuthService } from '../features/identity/auth.service';
import { identitiesRoutes } from '../features/identity/identities.routes';
import { OAuthRepository } from '../features/identity/oauth.repository';
import { oauthRoutes } from '../features/identity/oauth.routes';
import { createOAuthService } from '../features/identity/oauth.service';
import { passkeyLoginRoutes } from '../features/identity/passkey-login.routes';
import { challengeCookies } from '../features/identity/passkey-challenge';
import { PasskeyRepository } from '../features/identity/passkey.repository';
import { createPasskeyService } from '../features/identity/passkey.service';
import { passkeyRoutes } from '../features/identity/passkeys.routes';
import { PasswordResetRepository } from '../features/identity/password-reset.repository';
import { passwordResetRoutes } from '../features/identity/password-reset.routes';
import { createPasswordResetService } from '../features/identity/password-reset.service';
import { createProviders } from '../features/identity/providers';
import { RefreshTokenRepository } from '../features/identity/refresh-token.repository';
import { createSessionService } from '../features/identity/session.service';
import { sessionRoutes } from '../features/identity/sessions.routes';
import { TwoFactorRepository } from '../features/identity/two-factor.repository';
import { twoFactorRoutes } from '../features/identity/two-factor.routes';
import { createTwoFactorService } from '../features/identity/two-factor.service';
import { VerificationRepository } from '../features/identity/verification.repository';
import { createVerificationService } from '../features/identity/verification.service';
import { accessKeys } from '../security/session-tokens';
import type { PlatformRoom } from './platform';

/**
 * Sessions (refresh token families) on the app's database, signed with its
 * keys. Tests and benchmarks start sessions of their accounts with it too.
 */
export function createSessions(db: Database, secrets: Secrets, log: FastifyBaseLogger) {
  return createSessionService({
    tokens: new RefreshTokenRepository(db),
    accessKey: accessKeys(secrets.jwt),
    successorKey: secrets.jwt[0] ?? '',
    log,
  });
}

/**
 * The identity room: accounts, e-mail verification, logins (password,
 * passkey, external), sessions, password reset and the second factor.
 * `onVerified` tells the rooms above that an account's public view changed
 * without a write of a logged-in account (anyone with the link may verify).
 */
export function composeIdentity(
  { platform, db, mailer, storage, publicUrl, accessKey }: PlatformRoom,
  { onVerified }: { onVerified: (accountId: string) => void },
) {
  const { config, secrets, limits, log } = platform;
  const accounts = new AccountRepository(db);
  const sessions = createSessions(db, secrets, log);
  // What the services draw on in common; each takes the part its deps name.
  const common = { accounts, sessions, mailer, limits, publicUrl, log };
  const verification = createVerificationService({
    ...common,
    tokens: new VerificationRepository(db),
  });
  // What the verification link's route calls: the rooms above hear of it.
  const verificationRoutes: typeof verification = {
    ...verification,
    async verify(...args) {
      const status = await verification.verify(...args);
      onVerified(args[0].id);
      return status;
    },
  };
  const account = createAccountService({ ...common, verification, storage });
  const twoFactor = createTwoFactorService({ ...common, repository: new TwoFactorRepository(db) });
  // Logins ask for the second factor through a port (SecondFactor) that two-factor login fills.
  const auth = createAuthService({ ...common, verification, secondFactor: twoFactor });
  const passwordReset = createPasswordResetService({
    ...common,
    tokens: new PasswordResetRepository(db),
  });
  // The password login and the passkey login share the account limits.
  const passkeys = createPasskeyService({ ...common, passkeys: new PasskeyRepository(db) });
  const challenges = challengeCookies(publicUrl);
  // With no provider configured the routes still exist: the list is empty, every provider 404s.
  const oauth = createOAuthService({
    ...common,
    providers: createProviders(config, log),
    identities: new OAuthRepository(db),
    verification,
    secondFactor: twoFactor,
  });

  return {
    account,
    sessions,
    /** The external logins offered, for the server-rendered login page. */
    oauthProviders: () => oauth.list(),
    async register(api: FastifyInstance) {
      await api.register(authRoutes, { auth, account, sessions, accessKey, publicUrl });
      await api.register(accountRoutes, {
        account,
        verification: verificationRoutes,
        publicUrl,
      });
      await api.register(passwordResetRoutes, { passwordReset });
      await api.register(sessionRoutes, { sessions });
      await api.register(passkeyRoutes, { passkeys, challenges });
      await api.register(passkeyLoginRoutes, { passkeys, challenges, publicUrl });
      await api.register(twoFactorRoutes, { twoFactor });
      await api.register(oauthRoutes, { oauth, accessKey, publicUrl });
      await api.register(identitiesRoutes, { oauth, publicUrl });
    },
  };
}

export type IdentityRoom = ReturnType<typeof composeIdentity>;
