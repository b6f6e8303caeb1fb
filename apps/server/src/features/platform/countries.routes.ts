import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryListSchema } from '@cv/shared';
import { listCountries } from './countries.service';

/** `GET /api/countries`: the country picker's list, in the request's language. */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['countries'],
        summary: 'ISO 3166-1 countries with localized names (Accept-Language)',
        response: { 200: countryListSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on the language; caches must keep the versions apart.
      reply.header('vary', 'Accept-Language').header('cache-control', 'public, max-age=86400');
      return listCountries(request.locale);
    },
  );
};
