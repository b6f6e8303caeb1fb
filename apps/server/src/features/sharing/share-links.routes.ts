import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  publicProfileQuerySchema,
  publicProfileSchema,
  shareLinkCreateSchema,
  shareLinkCreatedSchema,
  shareLinkListSchema,
  shareTokenParamSchema,
} from '@cv/shared';
import type { AccessKeys } from '../../security/session-tokens';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import { allowPageScript } from './page/page-script';
import { renderPublicPage } from './page/render-page';
import { renderNotFoundPage } from './page/status-pages';
import type { ProfileStatsService } from './profile-stats.service';
import { visitorPdfRoute, type VisitorCvLoader, type VisitorPdfDeps } from './visitor-pdf';
import { shareLinkErrors } from './share-links.errors';
import type { ShareLinkService } from './share-links.service';
import { getForOwnerRoute, postNewRoute, deleteByIdRoute } from '../../http/owner-routes';
import { errorResponses } from '../../http/responses';

const HTML = 'text/html; charset=utf-8';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The owner's share links, `/api/account/share-links` (VERIFIED accounts):
 * list (never a token), create (the link shown once), revoke.
 */
export const shareLinkRoutes: FastifyPluginAsyncZod<{ shareLinks: ShareLinkService }> = async (
  app,
  { shareLinks },
) => {
  app.addHook('onRequest', app.requireStatus('VERIFIED'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  getForOwnerRoute(
    app,
    '/account/share-links',
    {
      tags: ['share links'],
      summary:
        "The owner's share links, oldest first (without their tokens); links revoked more than a day ago are left out",
      response: shareLinkListSchema,
      errors,
    },
    (accountId) => shareLinks.list(accountId),
  );

  postNewRoute(
    app,
    '/account/share-links',
    {
      tags: ['share links'],
      summary: 'A new share link; the answer holds its address, which is never shown again',
      body: shareLinkCreateSchema,
      response: shareLinkCreatedSchema,
      errors: { ...errors, 409: errorBodySchema, 429: errorBodySchema },
    },
    (accountId, body) => shareLinks.create(accountId, body),
  );

  deleteByIdRoute(
    app,
    '/account/share-links/:id',
    {
      tags: ['share links'],
      summary: 'Revoke a share link: its address stops working at once',
      errors,
    },
    (accountId, id) => shareLinks.revoke(accountId, id),
  );
};

/**
 * Headers of every answer a token gets, found or not: never cached (a
 * revoke takes effect at once), never indexed, and the address (which holds
 * the token) is not passed on to the sites the page links to.
 */
function secretPageHeaders(reply: { header(name: string, value: string): unknown }) {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('referrer-policy', 'no-referrer');
}

export interface SharedProfileRoutesOptions {
  shareLinks: ShareLinkService;
  visitorCvs: VisitorCvLoader;
  renderer: CvRenderService;
  stats: ProfileStatsService;
  accessKey: AccessKeys;
  carriedFiles?: VisitorPdfDeps['carriedFiles'];
}

/**
 * What a share link's visitor reaches under /api: `GET /public/share/{token}`
 * (the public view as JSON) and `GET /public/share/{token}/pdf`. A token that
 * opens nothing answers one and the same 404.
 */
export const sharedProfileRoutes: FastifyPluginAsyncZod<SharedProfileRoutesOptions> = async (
  app,
  { shareLinks, visitorCvs, renderer, stats, accessKey, carriedFiles },
) => {
  // onSend, so that the headers hold for error answers too (after the error handler).
  app.addHook('onSend', async (_request, reply) => secretPageHeaders(reply));

  app.get(
    '/public/share/:token',
    {
      schema: {
        tags: ['share links'],
        summary: 'The profile a share link shows: its public view, also while the page is private',
        params: shareTokenParamSchema,
        querystring: publicProfileQuerySchema,
        response: { 200: publicProfileSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const opened = await shareLinks.open(
        request.params.token,
        request.query.lang ?? request.locale,
      );
      if (!opened) throw shareLinkErrors.sharedProfileNotFound();
      return opened.profile;
    },
  );

  visitorPdfRoute(
    app,
    '/public/share/:token/pdf',
    {
      tags: ['share links'],
      summary: 'The shared profile as a PDF (the public view only, default design)',
      params: shareTokenParamSchema,
    },
    { renderer, stats, accessKey, carriedFiles },
    async ({ token }, lang) => {
      const link = await shareLinks.find(token);
      return link ? visitorCvs.byAccount(link.accountId, lang) : null;
    },
    shareLinkErrors.sharedProfileNotFound,
  );
};

/**
 * `GET /ui/s/{token}`: the shared profile as the public page shows it,
 * rendered on the server, kept out of search engines. A token that opens
 * nothing gets the public page's not-found page with status 404, the same
 * for every reason.
 */
export const sharedProfilePage: FastifyPluginAsyncZod<{
  shareLinks: ShareLinkService;
  publicUrl: string;
}> = async (app, { shareLinks, publicUrl }) => {
  app.addHook('onSend', async (_request, reply) => secretPageHeaders(reply));

  app.get(
    '/ui/s/:token',
    {
      schema: { hide: true, params: shareTokenParamSchema, querystring: publicProfileQuerySchema },
    },
    async (request, reply) => {
      const { token } = request.params;
      const lang = request.query.lang ?? request.locale;
      const opened = await shareLinks.open(token, lang);
      if (!opened) return reply.code(404).type(HTML).send(renderNotFoundPage(lang));
      const pageUrl = `${publicUrl}/ui/s/${encodeURIComponent(token)}`;
      const html = renderPublicPage(opened.profile, {
        publicUrl,
        pageUrl,
        noindex: true,
        viewBeacon: { kind: 'share', key: opened.id },
        pdfUrl: `/api/public/share/${encodeURIComponent(token)}/pdf`,
        languageLinks: { en: `${pageUrl}?lang=en`, de: `${pageUrl}?lang=de` },
        canonicalUrl: request.query.lang ? `${pageUrl}?lang=${request.query.lang}` : pageUrl,
      });
      allowPageScript(reply);
      return reply.type(HTML).send(html);
    },
  );

  // The router matches no path parameter over 100 characters and would hand such an
  // address to the app shell; it opens nothing, like any wrong token.
  app.get(
    '/ui/s/*',
    { schema: { hide: true, querystring: publicProfileQuerySchema } },
    async (request, reply) =>
      reply
        .code(404)
        .type(HTML)
        .send(renderNotFoundPage(request.query.lang ?? request.locale)),
  );
};
