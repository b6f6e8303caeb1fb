import type { Locale, Translate } from '@cv/shared';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Secrets } from './db/signing-keys';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    /** Signing secrets, newest first (environment, else shared in the database). */
    secrets: Secrets;
    /** `draining` is set on SIGTERM, until the process exits. */
    lifecycle: { draining: boolean };
  }
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
  }
}
