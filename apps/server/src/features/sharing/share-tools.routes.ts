import { perAccountPerMinute } from '../../security/route-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, publicProfileQuerySchema, usernameParamSchema } from '@cv/shared';
import { notModified } from '../../http/etag';
import { errorResponses } from '../../http/responses';
import type { AccountService } from '../identity/account.service';
import { cvHttpError } from '../cv-engine/cv-render-service';
import type { MediaStorage } from '../platform/storage';
import { publicProfileNotFound, uncachedPublicProfileNotFound } from './public-profile.errors';
import type { PublicProfileService } from './public-profile.service';
import { OgImages, type OgImageDeps } from './og-image';
import { publicProfileUrl } from '../profile/profile-visibility';
import { qrImage, type QrFormat } from '../platform/profile-qr';

export interface ShareToolsRoutesOptions {
  account: Pick<AccountService, 'load'>;
  publicProfiles: Pick<PublicProfileService, 'find'>;
  renderer: OgImageDeps['renderer'];
  storage: Pick<MediaStorage, 'get' | 'url'>;
  publicUrl: string;
  /** The preview pictures (tests pass their own to count renders). */
  ogImages?: OgImages;
}

/** The owner's QR code changes only with the username: a few minutes in the browser's cache. */
const QR_CACHE_CONTROL = 'private, max-age=300';
/** Link unfurlers fetch the preview once; a changed profile shows within minutes. */
const OG_CACHE_CONTROL = 'public, max-age=300';

/**
 * Each image is made once and then served from memory, but a request still
 * costs a session check and a lookup: generous for a person downloading their
 * code, a brake for scripts. Counted per account for the QR codes and per
 * address for the previews, which anyone may fetch (link unfurlers fetch one
 * per shared link).
 */
const QR_PER_MINUTE = 30;
const OG_PER_MINUTE = 60;
const qrRateLimit = perAccountPerMinute('qr-code', QR_PER_MINUTE);
const ogRateLimit = { name: 'link-preview', max: OG_PER_MINUTE, windowMs: 60_000 };

/**
 * Tools for sharing the public profile:
 * - `GET /api/account/qr.svg`, `GET /api/account/qr.png` (the VERIFIED
 *   owner): a QR code of the public profile's address, whether or not it is
 *   public yet;
 * - `GET /api/public/profile/{username}/og.png` (anyone): the link preview
 *   picture of a public profile; 404 as for an unknown user otherwise.
 */
export const shareToolsRoutes: FastifyPluginAsyncZod<ShareToolsRoutesOptions> = async (
  app,
  options,
) => {
  const { account, publicProfiles, publicUrl } = options;
  const ogImages = options.ogImages ?? new OgImages(options);

  /** The logged-in owner's public profile address; an account without a username has none. */
  async function ownProfileUrl(accountId: string): Promise<string> {
    const { username } = await account.load(accountId);
    if (!username) throw publicProfileNotFound();
    return publicProfileUrl(publicUrl, username);
  }

  const verified = app.requireStatus('VERIFIED');
  const qrRoute = (format: QrFormat, description: string, contentType: string) =>
    app.get(
      `/account/qr.${format}`,
      {
        // On request, before the limit counts per account.
        onRequest: verified,
        schema: {
          tags: ['account'],
          summary: `A QR code (${description}) of the logged-in owner's public profile address`,
          response: { 200: z.any(), 304: z.null(), ...errorResponses(401, 403, 404, 429) },
        },
        config: { rateLimit: qrRateLimit },
      },
      async (request, reply) => {
        const image = await qrImage(await ownProfileUrl(request.accountId), format);
        reply.header('cache-control', QR_CACHE_CONTROL);
        if (notModified(request, reply, image.etag)) return reply.code(304).send(null);
        return reply.type(contentType).send(image.body);
      },
    );
  qrRoute('svg', 'SVG', 'image/svg+xml; charset=utf-8');
  qrRoute('png', 'PNG, 1024 px', 'image/png');

  app.get(
    '/public/profile/:username/og.png',
    {
      schema: {
        tags: ['public profile'],
        summary: "A public profile's link preview picture (PNG, 1200 × 630; 404 unless public)",
        params: usernameParamSchema,
        querystring: publicProfileQuerySchema,
        response: {
          200: z.any(),
          304: z.null(),
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
      config: { rateLimit: ogRateLimit },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.locale;
      const profile = await publicProfiles.find(request.params.username, lang);
      if (!profile) throw uncachedPublicProfileNotFound();
      const image = await ogImages.get(profile, request.t('app.name')).catch((error: unknown) => {
        throw cvHttpError(error, request);
      });
      reply.header('cache-control', OG_CACHE_CONTROL).header('vary', 'Accept-Language');
      if (notModified(request, reply, image.etag)) return reply.code(304).send(null);
      return reply.type('image/png').send(image.png);
    },
  );
};
