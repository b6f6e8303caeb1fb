import fp from 'fastify-plugin';
import { AccountRepository } from '../account/account.repository';
import { identitiesRoutes } from './identities.routes';
import { OAuthRepository } from './oauth.repository';
import { oauthRoutes } from './oauth.routes';
import { createOAuthService } from './oauth.service';
import { createProviders } from './providers';

/**
 * External login (GitHub, OpenID Connect): wires the configured providers
 * and the service once, and registers `/oauth/*` and `/account/identities*`.
 * With no provider configured the routes still exist: the list is empty and
 * every provider answers 404.
 */
export const oauthPlugin = fp(
  async (app) => {
    const oauth = createOAuthService({
      providers: createProviders(app.config, app.log),
      identities: new OAuthRepository(app.db),
      accounts: new AccountRepository(app.db),
      sessions: app.sessions,
      verification: app.verification,
      secondFactor: app.secondFactor,
    });
    await app.register(oauthRoutes, { oauth });
    await app.register(identitiesRoutes, { oauth });
  },
  { name: 'oauth', dependencies: ['accounts'] },
);
