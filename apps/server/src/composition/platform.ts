import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Secrets } from '../db/signing-keys';
import type { CvRenderPool } from '../features/cv-engine/cv-render-pool';
import type { ImportReaderPool } from '../features/portability/import-reader-pool';
import { countryRoutes } from '../features/platform/countries.routes';
import { healthRoutes } from '../features/platform/health.routes';
import { createMailer } from '../features/platform/mailer';
import { mediaRoutes } from '../features/platform/media.routes';
import { cachedMediaBytes } from '../features/platform/media-bytes';
import { createMediaStorage } from '../features/platform/storage';
import type { RateLimiter } from '../security/rate-limit';
import { accessKeys } from '../security/session-tokens';

/** What the app opened before anything is wired; every service is built from these. */
export interface Platform {
  config: Config;
  database: DatabaseHandle;
  secrets: Secrets;
  /** The app's one Redis client (REDIS_URL), for the public profile cache's messages. */
  redis: Redis | undefined;
  /** Every rate limit's counters (in Redis when REDIS_URL is set); the route limits use them too. */
  limits: RateLimiter;
  /** `draining` is set on SIGTERM: readiness then answers 503. */
  lifecycle: { readonly draining: boolean };
  log: FastifyBaseLogger;
  /** Pools given from outside (tests), in place of the app's own. */
  pools?: WorkerPools | undefined;
}

/** Worker pools an app may be given instead of starting its own. */
export interface WorkerPools {
  render?: CvRenderPool;
  importReader?: ImportReaderPool;
}

/** The platform room: mail, media storage and the keys every room's routes check sessions with. */
export function composePlatform(platform: Platform, app: FastifyInstance) {
  const { config, secrets, log } = platform;
  const mailer = createMailer(config, log);
  app.addHook('onClose', async () => mailer.close());
  const storage = createMediaStorage(config);
  return {
    platform,
    /** The app, for the rooms' start and close hooks. */
    app,
    db: platform.database.db,
    publicUrl: config.PUBLIC_URL,
    mailer,
    storage,
    /** Stored media read whole for renders (photos, signatures), kept in memory a while. */
    mediaBytes: cachedMediaBytes(storage),
    accessKey: accessKeys(secrets.jwt),
    async register(api: FastifyInstance) {
      await api.register(healthRoutes, {
        database: platform.database,
        lifecycle: platform.lifecycle,
      });
      await api.register(countryRoutes);
      await api.register(mediaRoutes, { storage });
    },
  };
}

export type PlatformRoom = ReturnType<typeof composePlatform>;
