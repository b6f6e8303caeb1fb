import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicProfileQuerySchema, usernameParamSchema } from '@cv/shared';
import { publicProfileNotFound } from './public-profile.errors';
import {
  sendVisitorPdf,
  visitorPdfRateLimit,
  visitorPdfResponses,
  type VisitorCvLoader,
  type VisitorPdfDeps,
} from './visitor-pdf';

export interface VisitorPdfRoutesOptions extends VisitorPdfDeps {
  visitorCvs: VisitorCvLoader;
}

/**
 * `GET /api/public/profile/{username}/pdf`: a public profile as a PDF in the
 * default design, in `?lang=` or the browser's language, holding exactly
 * what the public page shows. Counted as a download in the owner's statistics.
 */
export const visitorPdfRoutes: FastifyPluginAsyncZod<VisitorPdfRoutesOptions> = async (
  app,
  { visitorCvs, ...deps },
) => {
  app.get(
    '/public/profile/:username/pdf',
    {
      schema: {
        tags: ['public profile'],
        summary: "A public profile's CV as a PDF (404 unless the owner made it public)",
        params: usernameParamSchema,
        querystring: publicProfileQuerySchema,
        response: visitorPdfResponses,
      },
      config: { rateLimit: visitorPdfRateLimit },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.locale;
      const cv = await visitorCvs.byUsername(request.params.username, lang);
      if (!cv) throw publicProfileNotFound();
      return sendVisitorPdf(request, reply, deps, cv);
    },
  );
};
