import type { Locale, Translate } from '@cv/shared';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
  }
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
  }
}
