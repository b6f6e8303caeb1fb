import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@cv/shared';
import { notFound } from '../../http/errors';
import { isValidKey, MEDIA_CACHE_CONTROL, type MediaStorage } from './storage';

export interface MediaRoutesOptions {
  storage: Pick<MediaStorage, 'get'>;
}

/**
 * `GET /api/media/{key}`: serves stored media through the app, from local disk
 * or, when the bucket has no public URL, from S3. Open to everyone: keys hold
 * random ids, and the public profile shows the picture to visitors.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { storage }) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored media file (profile pictures)',
        params: z.object({
          '*': z.string().describe('The media key, e.g. {accountId}/picture-{id}.jpg'),
        }),
        response: {
          200: z.any().describe('The file, with its content type'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // Refuses '..', '.', empty and absolute segments: no way out of the media root.
      if (!isValidKey(key)) throw notFound();
      const media = await storage.get(key);
      if (!media) throw notFound();
      if (media.size !== undefined) reply.header('content-length', media.size);
      return reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .type(media.contentType)
        .send(media.body);
    },
  );
};
