import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cvDataSchema,
  cvDocumentCreateSchema,
  cvDocumentListSchema,
  cvDocumentPreviewSchema,
  cvDocumentSchema,
  cvDocumentUpdateSchema,
  errorBodySchema,
  idParamSchema,
  type CvDocument,
} from '@cv/shared';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import { cvFileName } from '../cv-engine/cv-filename';
import { privateDownload } from '../cv-engine/private-download';
import type { CvRenderFormat } from '../cv-engine/cv-render';
import type { CvDataLoader } from '../profile/profile-cv';
import { cvChecks } from './cv-checks';
import { renderCvDocument, type CvFilesLoader } from './cv-document-render';
import { cvErrors } from './cv-documents.errors';
import type { CvDocumentService } from './cv-documents.service';
import { LatestOnly } from './latest-only';
import { fileByIdRoute, ownedItemRoutes, ownedListRoutes } from '../../http/owner-routes';
import { errorResponses } from '../../http/responses';
import { bufferView } from '../../lib/buffer-view';

export interface CvDocumentRoutesOptions {
  documents: CvDocumentService;
  loadCvData: CvDataLoader;
  renderer: CvRenderService;
  /** The data each PDF carries; none when absent. */
  cvFiles?: CvFilesLoader | undefined;
}

const errors = errorResponses(400, 401, 403, 404);

/**
 * The owner's CV documents, `/api/cvs...` (VERIFIED accounts): list, create
 * (new or a copy), rename and change settings, delete; and each one as a PDF
 * and as a live preview (every page as SVG, the fit and the checks).
 */
export const cvDocumentRoutes: FastifyPluginAsyncZod<CvDocumentRoutesOptions> = async (
  app,
  { documents, loadCvData, renderer, cvFiles },
) => {
  app.addHook('onRequest', app.requireStatus('VERIFIED'));
  // One preview per user renders at a time; one waits, newer ones replace it.
  const previews = new LatestOnly(cvErrors.previewSuperseded);

  const render = (request: FastifyRequest, cv: CvDocument, format: CvRenderFormat) =>
    renderCvDocument({ loadCvData, renderer, cvFiles }, request, cv.settings, format);

  const tags = ['cv documents'];
  ownedListRoutes(
    app,
    '/cvs',
    {
      tags,
      errors,
      list: cvDocumentListSchema,
      body: cvDocumentCreateSchema,
      response: cvDocumentSchema,
      summaries: {
        list: "The owner's CVs, oldest first",
        create: "A new CV: today's defaults in the request's language, or a copy of `copyOf`",
      },
    },
    documents,
  );
  ownedItemRoutes(
    app,
    '/cvs/:id',
    {
      tags,
      errors,
      method: 'PATCH',
      body: cvDocumentUpdateSchema,
      response: cvDocumentSchema,
      summaries: {
        get: 'One CV',
        update: 'Rename a CV or change settings; settings not named keep their values',
        remove: 'Delete a CV (the profile is not touched)',
      },
    },
    documents,
  );

  fileByIdRoute(
    app,
    '/cvs/:id/pdf',
    {
      tags,
      summary: 'A CV as a PDF download, as its settings say',
      errors: { ...errors, 503: errorBodySchema },
    },
    async (request, reply) => {
      const cv = await documents.get(request.accountId, request.params.id);
      const { result, data } = await render(request, cv, 'pdf');
      if (result.format !== 'pdf') throw new Error('expected a PDF');
      return privateDownload(reply, 'application/pdf', cvFileName(data.person))
        .header('x-cv-pages', String(result.pages))
        .send(bufferView(result.pdf));
    },
  );

  app.get(
    '/cvs/:id/preview',
    {
      schema: {
        tags,
        summary:
          'Every page of a CV as SVG (show as images: the SVG holds user text), the fit and the checks',
        params: idParamSchema,
        response: {
          200: cvDocumentPreviewSchema,
          ...errors,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The CV is read when its turn comes: a waiting preview sees the latest settings.
      const { cv, result, data, outline } = await previews.run(request.accountId, async () => {
        const cv = await documents.get(request.accountId, request.params.id);
        return { cv, ...(await render(request, cv, 'svg-pages')) };
      });
      if (result.format !== 'svg-pages') throw new Error('expected SVG pages');
      reply.header('cache-control', 'private, no-store');
      return {
        pages: result.svgs,
        fit: result.fit,
        checks: cvChecks(
          cvDataSchema.parse(data),
          outline,
          {
            pages: result.pages,
            lastPageFill: result.lastPageFill,
            fit: result.fit,
            fitPages: cv.settings.fitPages,
            sideMoved: result.sideMoved,
            tooWide: result.tooWide,
          },
          cv.settings,
        ),
      };
    },
  );
};
