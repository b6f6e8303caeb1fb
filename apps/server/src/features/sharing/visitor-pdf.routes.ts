import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usernameParamSchema } from '@cv/shared';
import { publicProfileNotFound } from './public-profile.errors';
import { visitorPdfRoute, type VisitorCvLoader, type VisitorPdfDeps } from './visitor-pdf';

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
  visitorPdfRoute(
    app,
    '/public/profile/:username/pdf',
    {
      tags: ['public profile'],
      summary: "A public profile's CV as a PDF (404 unless the owner made it public)",
      params: usernameParamSchema,
    },
    deps,
    ({ username }, lang) => visitorCvs.byUsername(username, lang),
    publicProfileNotFound,
  );
};
