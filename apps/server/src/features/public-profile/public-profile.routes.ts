import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  publicProfileQuerySchema,
  publicProfileSchema,
  usernameParamSchema,
} from '@cv/shared';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable';
import { notFound } from '../../http/errors';
import type { PublicProfileService } from './public-profile.service';
import { shareMeta } from './share-meta';

const NOT_FOUND_KEY = 'publicProfile.notFound';

export interface PublicProfileRoutesOptions {
  publicProfiles: PublicProfileService;
}

/**
 * `GET /api/public/profile/{username}`: open to everyone. Answers carry a
 * strong ETag (a hash of the body) so repeat visits cost a 304; `no-cache`
 * makes browsers revalidate, so an owner's change shows at once.
 */
export const publicProfileRoutes: FastifyPluginAsyncZod<PublicProfileRoutesOptions> = async (
  app,
  { publicProfiles },
) => {
  // Hashes the serialized body, before compression (a route-level hook).
  await app.register(etag);
  app.get(
    '/public/profile/:username',
    {
      schema: {
        tags: ['public profile'],
        summary: "A profile's public fields (404 unless the owner made it public)",
        params: usernameParamSchema,
        querystring: publicProfileQuerySchema,
        response: { 200: publicProfileSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The texts in the visitor's language: the page's own choice, else the browser's.
      const lang = request.query.lang ?? request.locale;
      const profile = await publicProfiles.find(request.params.username, lang);
      if (!profile) throw notFound('profile_not_found', NOT_FOUND_KEY);
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language');
      return profile;
    },
  );
};

/**
 * `GET /ui/profile/{username}`: the SPA's page with Open Graph / Twitter-card
 * tags in the HTML itself, because link unfurlers do not run JavaScript.
 */
export const publicProfilePage: FastifyPluginAsyncZod<
  PublicProfileRoutesOptions & { publicUrl: string }
> = async (app, { publicProfiles, publicUrl }) => {
  app.get(
    '/ui/profile/:username',
    { schema: { hide: true, params: usernameParamSchema, querystring: publicProfileQuerySchema } },
    async (request, reply) => {
      let profile;
      try {
        profile = await publicProfiles.find(
          request.params.username,
          request.query.lang ?? request.locale,
        );
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        // The page without share tags; the app in it shows the API's "try again" state.
        request.log.warn({ err }, 'database unavailable for the public profile page');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.sendSpa({ status: 503 });
      }
      const { title, head } = shareMeta(profile, {
        publicUrl,
        pageUrl: `${publicUrl}/ui/profile/${encodeURIComponent(request.params.username)}`,
        appName: request.t('app.name'),
      });
      return reply.sendSpa({ title, head });
    },
  );
};
