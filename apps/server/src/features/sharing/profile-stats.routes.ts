import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, profileStatsSchema, viewBeaconSchema } from '@cv/shared';
import type { AccessKeys } from '../../security/session-tokens';
import type { ProfileStatsService } from './profile-stats.service';
import { visitorOf } from './visitor';

export interface ProfileStatsRoutesOptions {
  stats: ProfileStatsService;
  accessKey: AccessKeys;
}

/**
 * `POST /api/public/views` (the public and shared pages' beacon) and
 * `GET /api/account/stats` (the owner's statistics, VERIFIED accounts).
 */
export const profileStatsRoutes: FastifyPluginAsyncZod<ProfileStatsRoutesOptions> = async (
  app,
  { stats, accessKey },
) => {
  // navigator.sendBeacon sends its JSON as text/plain (a "simple" request, no preflight):
  // read it as JSON in this plugin's routes only. Unreadable text fails the body schema.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    },
  );

  app.post(
    '/public/views',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Counts a view of a public or shared page (always 204, whatever the key)',
        body: viewBeaconSchema,
        // Never 429: a beacon past its limits is answered alike and not counted (see the service).
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await stats.beacon(request.body, await visitorOf(request, accessKey));
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.get(
    '/account/stats',
    {
      preHandler: app.requireStatus('VERIFIED'),
      schema: {
        tags: ['statistics'],
        summary:
          'Views of the public page and each share link and PDF downloads per day, last 90 days',
        response: { 200: profileStatsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return stats.stats(request.accountId);
    },
  );
};
