import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cvDesignListSchema,
  cvDesignPreviewParamsSchema,
  cvDesignPreviewQuerySchema,
  cvPdfQuerySchema,
  cvPreviewQuerySchema,
  errorBodySchema,
  type CvDataInput,
  type Locale,
} from '@cv/shared';
import { bufferView } from '../../lib/buffer-view';
import { CvDesignPreviews, type CvRenderService } from '../cv-engine/cv-design-previews';
import { listCvDesigns } from '../cv-engine/cv-designs';
import { cvFileName } from '../cv-engine/cv-filename';
import { privateDownload } from '../cv-engine/private-download';
import type { CvRenderPoolOptions } from '../cv-engine/cv-render-pool';
import { cvHttpError, registerCvRenderPool, renderShare } from '../cv-engine/cv-render-service';
import type { CvRenderRequest } from '../cv-engine/cv-render';
import type { CvOwner } from '../profile/profile-cv';
import type { CvFilesLoader } from './cv-document-render';
import { cvErrors } from './cv-documents.errors';

/**
 * The CV routes (registered under /api):
 *
 * - `GET /cv/designs` (public): the designs with a picture of each.
 * - `GET /cv/designs/:design/preview.png` (public): that picture.
 * - `GET /cv/pdf?design=&lang=&paper=&closing=` (VERIFIED): the owner's CV as a PDF download.
 * - `GET /cv/preview?design=&lang=&paper=&closing=&page=` (VERIFIED): one page as SVG.
 *
 * Where the CV's content comes from is not this plugin's business: the
 * profile feature passes `loadCvData`. Login and status checks use the auth
 * plugin's `requireStatus` decorator.
 */
export interface CvRoutesOptions {
  /** The owner's CV content in `lang`, or null when they have no profile yet. */
  loadCvData(
    accountId: string,
    lang: Locale,
  ): Promise<{
    data: CvDataInput;
    picture?: Uint8Array | null;
    /** The profile the data came from, for the files the PDF carries. */
    owner?: () => CvOwner;
  } | null>;
  /** A render service to share; by default the plugin runs its own pool. */
  renderer?: CvRenderService;
  /**
   * Settings of the plugin's own pool. It starts its workers on the first
   * render unless `eager` is set (worth it in production: the first user then
   * does not wait for the warm-up).
   */
  pool?: CvRenderPoolOptions;
  /**
   * Make the design cards' pictures once the app is ready rather than on
   * their first request (worth it in production: a first visit of the CV
   * page then finds them made).
   */
  warmPreviews?: boolean;
  /** The data the PDF carries (the whole profile); none when absent. */
  cvFiles?: CvFilesLoader | undefined;
}

const PUBLIC_CACHE = 'public, max-age=3600';
/** The page preview is an SVG made from user text: allow nothing active in it. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The answers of a render of the owner's own CV: the file, or why there is none. */
const ownCvResponses = {
  200: z.any(),
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  503: errorBodySchema,
};

export async function cvRoutes(app: FastifyInstance, options: CvRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const render = options.renderer ?? registerCvRenderPool(app, options.pool);
  const previews = new CvDesignPreviews(render);
  if (options.warmPreviews) {
    // Not awaited: the app is ready (and answers) while the pictures are made.
    app.addHook('onReady', async () => {
      void previews.warm();
    });
  }
  const verified = app.requireStatus('VERIFIED');

  /** The logged-in owner's CV in the asked language (default: the request's). */
  async function renderOwnCv(
    request: FastifyRequest,
    {
      design,
      format,
      paper,
      closing,
      lang = request.locale,
    }: Pick<CvRenderRequest, 'design' | 'format' | 'paper' | 'closing'> & {
      lang?: Locale | undefined;
    },
  ) {
    const loaded = await options.loadCvData(request.accountId, lang);
    if (!loaded) throw cvErrors.profileNotFound();
    const files =
      format === 'pdf' && options.cvFiles && loaded.owner
        ? options.cvFiles(loaded.owner(), null)
        : undefined;
    const data = { ...loaded.data, lang };
    try {
      const result = await render.renderCv(
        { design, format, paper, closing, data, picture: loaded.picture, files },
        renderShare(request),
      );
      return { result, data };
    } catch (error) {
      throw cvHttpError(error, request);
    }
  }

  api.get(
    '/cv/designs',
    {
      schema: {
        tags: ['cv'],
        summary: 'The CV designs, with a picture of each filled with a sample profile',
        response: { 200: cvDesignListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE).header('vary', 'accept-language');
      return listCvDesigns(request.t, request.locale);
    },
  );

  api.get(
    '/cv/designs/:design/preview.png',
    {
      schema: {
        tags: ['cv'],
        summary: 'A design filled with the sample profile (first page, PNG)',
        params: cvDesignPreviewParamsSchema,
        querystring: cvDesignPreviewQuerySchema,
        response: { 200: z.any(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.locale;
      const png = await previews.png(request.params.design, lang).catch((error: unknown) => {
        throw cvHttpError(error, request);
      });
      return reply.type('image/png').header('cache-control', PUBLIC_CACHE).send(png);
    },
  );

  api.get(
    '/cv/pdf',
    {
      preHandler: verified,
      schema: {
        tags: ['cv'],
        summary: "The logged-in owner's CV as a PDF download",
        querystring: cvPdfQuerySchema,
        response: ownCvResponses,
      },
    },
    async (request, reply) => {
      const { result, data } = await renderOwnCv(request, { ...request.query, format: 'pdf' });
      if (result.format !== 'pdf') throw new Error('expected a PDF');
      return privateDownload(reply, 'application/pdf', cvFileName(data.person)).send(
        bufferView(result.pdf),
      );
    },
  );

  api.get(
    '/cv/preview',
    {
      preHandler: verified,
      schema: {
        tags: ['cv'],
        summary: "One page of the logged-in owner's CV as SVG, for a live preview",
        querystring: cvPreviewQuerySchema,
        response: ownCvResponses,
      },
    },
    async (request, reply) => {
      const { page, ...query } = request.query;
      const { result } = await renderOwnCv(request, { ...query, format: { svgPage: page } });
      if (result.format !== 'svg') throw new Error('expected an SVG page');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', SVG_CSP)
        .header('x-cv-pages', String(result.pages))
        .send(result.svg);
    },
  );
}
