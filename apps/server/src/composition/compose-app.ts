import type { FastifyInstance } from 'fastify';
import { registerCvRenderPool } from '../features/cv-engine/cv-render-service';
import { spaRoutes } from '../features/platform/spa.routes';
import { PublicProfileCache } from '../features/sharing/public-profile-cache';
import { authHooks } from '../security/auth-hooks';
import { composeApplications } from './applications';
import { composeCvs } from './cvs';
import { composeHistory } from './history';
import { composeIdentity } from './identity';
import { composeLetters } from './letters';
import { composePlatform, type Platform } from './platform';
import { composePortability } from './portability';
import { composeProfile } from './profile';
import { composeSharing } from './sharing';

/**
 * The composition root: the one place that knows every room. Each room's
 * module (`composition/<room>.ts`) builds its repositories and services once
 * from what the app opened and the rooms below it, and registers its routes
 * with what they need as plugin options; this file wires the rooms together.
 * Features import none of this; they declare routes and take what they are given.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Builds every room and registers the authentication hooks, every room's
 * routes under /api (in this order in the OpenAPI document), the web app and
 * the public profile's pages.
 */
export async function composeApp(app: FastifyInstance, platform: Platform): Promise<void> {
  const { config, redis, log } = platform;
  const base = composePlatform(platform, app);

  // The public views' cache: any room's write may change a public view.
  const publicViews = new PublicProfileCache({
    ttlMs: config.PUBLIC_PROFILE_CACHE_MS ?? (redis ? 5 * 60_000 : 1_000),
    redis,
    log,
  });
  await publicViews.start();
  app.addHook('onClose', () => publicViews.stop());
  // Any successful write of a logged-in account may change its public view: drop it (here and,
  // through Redis, everywhere) before the answer leaves, so the writer's next view is current.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.accountId && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      publicViews.changed(request.accountId);
    }
    done(null, payload);
  });

  // One render pool for every route that renders a CV.
  const production = config.NODE_ENV === 'production';
  const renderer = registerCvRenderPool(app, { eager: production }, platform.pools?.render);
  const identity = composeIdentity(base, { onVerified: (id) => publicViews.changed(id) });
  const history = composeHistory(base);
  const profile = composeProfile(base, history);
  const cvs = composeCvs(base, profile, history, renderer, {
    warmPreviews: production,
    // Every CV PDF carries its data as the JSON export writes it (built by portability).
    cvFiles: (owner, settings) => portability.cvFiles(owner, settings),
  });
  const letters = composeLetters(base, profile, cvs, history, renderer);
  const sharing = composeSharing(base, identity, profile, publicViews, renderer, {
    // A visitor's PDF carries the public view it prints (built by portability).
    carriedFiles: (publicProfile) => portability.visitorFiles(publicProfile),
  });
  const applications = composeApplications(base, profile, cvs, letters, history, renderer);
  const portability = composePortability(
    base,
    identity,
    profile,
    cvs,
    history,
    renderer,
    letters,
    applications,
  );

  await app.register(authHooks, { db: base.db, accessKey: base.accessKey });
  await app.register(
    async (api) => {
      for (const room of [base, identity, history, profile, cvs, letters, sharing, portability]) {
        await room.register(api);
      }
      await applications.register(api);
    },
    { prefix: '/api' },
  );

  await app.register(spaRoutes, {
    distDir: config.WEB_DIST_DIR,
    oauthProviders: identity.oauthProviders,
    warmFirstScreens: production,
  });
  await sharing.registerPages(app);
}
