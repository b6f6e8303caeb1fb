import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema } from '@cv/shared';
import type { DatabaseHandle } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable';

export interface HealthRoutesOptions {
  database: Pick<DatabaseHandle, 'ping'>;
  /** `draining` is set on SIGTERM: the instance then reports itself not ready. */
  lifecycle: { readonly draining: boolean };
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, lifecycle },
) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (lifecycle.draining) {
        return reply.code(503).send({
          status: 503,
          error: 'Service Unavailable',
          code: 'service_unavailable',
          message: request.t('errors.shutting_down'),
        });
      }
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(503).send({
          status: 503,
          error: 'Service Unavailable',
          code: 'service_unavailable',
          message: request.t('errors.database_unavailable'),
        });
      }
    },
  );
};
