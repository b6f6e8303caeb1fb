import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIMITS,
  profilePageParamSchema,
  publicProfileQuerySchema,
  type PublicProfile,
} from '@cv/shared';
import { notModified } from '../../../http/etag';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../../db/unavailable';
import type { PublicProfileService } from '../public-profile.service';
import { allowPageScript } from './page-script';
import { renderPublicPage, type PublicPageOptions } from './render-page';
import { renderNotFoundPage, renderUnavailablePage } from './status-pages';

export interface PublicPageRoutesOptions {
  publicProfiles: Pick<PublicProfileService, 'find'>;
  publicUrl: string;
}

interface RenderedPage {
  html: string;
  etag: string;
}

/**
 * Rendered pages per profile object: `find` hands out the same object while
 * the profile is unchanged, so a popular link is rendered once per language
 * and options, and a changed profile (a new object) drops the old pages
 * with it.
 */
const rendered = new WeakMap<PublicProfile, Map<string, RenderedPage>>();

export function renderCached(profile: PublicProfile, options: PublicPageOptions): RenderedPage {
  let pages = rendered.get(profile);
  if (!pages) {
    pages = new Map();
    rendered.set(profile, pages);
  }
  const key = JSON.stringify(options);
  let page = pages.get(key);
  if (!page) {
    const html = renderPublicPage(profile, options);
    // Weak: the same page may go out compressed in different ways.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    page = { html, etag };
    pages.set(key, page);
  }
  return page;
}

const HTML = 'text/html; charset=utf-8';

/** A page without a profile: nothing cached, nothing indexed. */
function sendStatusPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type(HTML).send(html);
}

/**
 * `GET /ui/profile/{username}`: the shared link as server-rendered HTML,
 * readable without JavaScript, with no API call after it. Shared caches may
 * keep it a minute (s-maxage) and serve it stale while they revalidate;
 * browsers revalidate every time (max-age=0), which costs a 304 while the
 * profile is unchanged, so an owner's change shows at once.
 */
export const publicPageRoutes: FastifyPluginAsyncZod<PublicPageRoutesOptions> = async (
  app,
  { publicProfiles, publicUrl },
) => {
  app.get(
    '/ui/profile/:username',
    {
      schema: { hide: true, params: profilePageParamSchema, querystring: publicProfileQuerySchema },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.locale;
      const { username } = request.params;
      if (username.length > LIMITS.usernameMax) {
        return sendStatusPage(reply, 404, renderNotFoundPage(lang));
      }
      let profile: PublicProfile | null;
      try {
        profile = await publicProfiles.find(username, lang);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        request.log.warn({ err }, 'database unavailable for the public profile page');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendStatusPage(reply, 503, renderUnavailablePage(lang, request.url));
      }
      if (!profile) return sendStatusPage(reply, 404, renderNotFoundPage(lang));

      // The owner's spelling of the username, whatever the link's.
      const pageUrl = `${publicUrl}/ui/profile/${encodeURIComponent(profile.username)}`;
      const profilePath = `/api/public/profile/${encodeURIComponent(profile.username)}`;
      const page = renderCached(profile, {
        publicUrl,
        pageUrl,
        noindex: false,
        viewBeacon: { kind: 'public', key: profile.username },
        pdfUrl: `${profilePath}/pdf`,
        ogImageUrl: `${publicUrl}${profilePath}/og.png`,
        languageLinks: { en: `${pageUrl}?lang=en`, de: `${pageUrl}?lang=de` },
        canonicalUrl: request.query.lang ? `${pageUrl}?lang=${request.query.lang}` : pageUrl,
      });
      reply
        .header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=30')
        .header('vary', 'Accept-Language');
      // A 304's headers replace the cached page's: it must allow the page's script too.
      allowPageScript(reply);
      if (notModified(request, reply, page.etag)) return reply.code(304).send();
      return reply.type(HTML).send(page.html);
    },
  );

  // The router matches no path parameter over 100 characters and would hand such an
  // address to the app shell; it names no profile either.
  app.get(
    '/ui/profile/*',
    { schema: { hide: true, querystring: publicProfileQuerySchema } },
    async (request, reply) =>
      sendStatusPage(reply, 404, renderNotFoundPage(request.query.lang ?? request.locale)),
  );
};
