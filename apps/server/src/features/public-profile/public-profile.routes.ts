import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, publicProfileSchema, usernameParamSchema } from '@cv/shared';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable';
import { notFound } from '../../http/errors';
import { findPublicProfile } from './public-profile.service';
import { shareMeta } from './share-meta';

const NOT_FOUND_KEY = 'publicProfile.notFound';

/**
 * `GET /api/public/profile/{username}`: open to everyone. Answers carry a
 * strong ETag so repeat visits cost a 304; `no-cache` makes browsers
 * revalidate, so an owner's change shows at once.
 */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/profile/:username',
    {
      schema: {
        tags: ['public profile'],
        summary: "A profile's public fields (404 unless the owner made it public)",
        params: usernameParamSchema,
        response: { 200: publicProfileSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const profile = await findPublicProfile(app, request.params.username, request.locale);
      if (!profile) throw notFound('profile_not_found', NOT_FOUND_KEY);
      // Serialized here to hash it; the schema above documents the shape.
      const body = JSON.stringify(publicProfileSchema.parse(profile));
      const raw = reply as unknown as FastifyReply;
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      raw
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
        return raw.code(304).send();
      }
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );
};

/**
 * `GET /ui/profile/{username}`: the SPA's page with Open Graph / Twitter-card
 * tags in the HTML itself, because link unfurlers do not run JavaScript.
 */
export const publicProfilePage: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ui/profile/:username',
    { schema: { hide: true, params: usernameParamSchema } },
    async (request, reply) => {
      let profile;
      try {
        profile = await findPublicProfile(app, request.params.username, request.locale);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        // The page without share tags; the app in it shows the API's "try again" state.
        request.log.warn({ err }, 'database unavailable for the public profile page');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.sendSpa({ status: 503 });
      }
      const { title, head } = shareMeta(profile, {
        publicUrl: app.config.PUBLIC_URL,
        pageUrl: `${app.config.PUBLIC_URL}/ui/profile/${encodeURIComponent(request.params.username)}`,
        appName: request.t('app.name'),
      });
      return reply.sendSpa({ title, head });
    },
  );
};
