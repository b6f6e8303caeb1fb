import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  publicProfileQuerySchema,
  publicProfileSchema,
  usernameParamSchema,
} from '@cv/shared';
import { notModified } from '../../http/etag';
import { uncachedPublicProfileNotFound } from './public-profile.errors';
import type { PublicProfileService } from './public-profile.service';

/** Shared caches may keep a public view briefly; browsers always ask again (cheaply, by ETag). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';

export interface PublicProfileRoutesOptions {
  publicProfiles: PublicProfileService;
}

/**
 * `GET /api/public/profile/{username}`: open to everyone. The body and its
 * ETag come from the cache while the profile is unchanged, so a repeat view
 * costs neither a query nor serialization, and a revalidation is a 304. A
 * CDN may keep a public answer for a minute; browsers revalidate every time.
 */
export const publicProfileRoutes: FastifyPluginAsyncZod<PublicProfileRoutesOptions> = async (
  app,
  { publicProfiles },
) => {
  app.get(
    '/public/profile/:username',
    {
      schema: {
        tags: ['public profile'],
        summary: "A profile's public fields (404 unless the owner made it public)",
        params: usernameParamSchema,
        querystring: publicProfileQuerySchema,
        response: { 200: publicProfileSchema, 304: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The texts in the visitor's language: the page's own choice, else the browser's.
      const lang = request.query.lang ?? request.locale;
      const view = await publicProfiles.view(request.params.username, lang);
      if (!view) throw uncachedPublicProfileNotFound();
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'Accept-Language');
      if (notModified(request, reply, view.etag)) return reply.code(304).send('' as never);
      // Already JSON (made once per version): sent as it is, not serialized again.
      // (Fastify sends a string as it is; the type provider only knows the object form.)
      return reply.type('application/json; charset=utf-8').send(view.json as never);
    },
  );
};
