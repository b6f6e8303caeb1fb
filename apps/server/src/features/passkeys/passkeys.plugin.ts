import type { FastifyPluginAsync } from 'fastify';
import type { AccountRepository } from '../account/account.repository';
import type { RateLimiter } from '../auth/rate-limit';
import { challengeCookies } from './passkey-challenge';
import { passkeyLoginRoutes } from './passkey-login.routes';
import { PasskeyRepository } from './passkey.repository';
import { createPasskeyService } from './passkey.service';
import { passkeyRoutes } from './passkeys.routes';

export interface PasskeysPluginOptions {
  accounts: AccountRepository;
  /** The account limits, shared with the password login. */
  limits: RateLimiter;
}

/** Passkeys: wires the service once and registers the account and login routes. */
export const passkeysPlugin: FastifyPluginAsync<PasskeysPluginOptions> = async (
  app,
  { accounts, limits },
) => {
  const passkeys = createPasskeyService({
    passkeys: new PasskeyRepository(app.db),
    accounts,
    sessions: app.sessions,
    limits,
    log: app.log,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
  });
  const challenges = challengeCookies(app.config.PUBLIC_URL);
  await app.register(passkeyRoutes, { passkeys, challenges });
  await app.register(passkeyLoginRoutes, { passkeys, challenges });
};
