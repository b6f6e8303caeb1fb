import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorBodySchema,
  publicProfileQuerySchema,
  type Locale,
  type PublicProfile,
} from '@cv/shared';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import type { CvEmbeddedFile } from '../cv-engine/cv-render';
import { cvFileName } from '../cv-engine/cv-filename';
import { privateDownload } from '../cv-engine/private-download';
import { cvHttpError, renderShare } from '../cv-engine/cv-render-service';
import { cachedMediaBytes, type ReadMediaBytes } from '../platform/media-bytes';
import type { MediaStorage } from '../platform/storage';
import type { ProfileStatsService } from './profile-stats.service';
import { visitorOf } from './visitor';
import { bufferView } from '../../lib/buffer-view';
import type { ZodApp } from '../../http/owner-routes';
import type { AccessKeys } from '../../security/session-tokens';
import type { FullProfile, ProfileReader } from '../profile/profile-reader';
import { toPublicProfile } from './public-profile.mapper';
import { publicProfileToCvData } from './public-cv-data';

/** A visitor's CV: the public view of one account, ready to render. */
export interface VisitorCv {
  accountId: string;
  profile: PublicProfile;
  picture: Uint8Array | null;
}

/** Visitors get the default design; the owner's own CVs keep their settings to themselves. */
const VISITOR_DESIGN = 'classic';

/** Every visitor PDF route shares one limit per address: each download is a full render. */
export const VISITOR_PDFS_PER_MINUTE = 10;
const visitorPdfRateLimit = {
  name: 'visitor-pdf',
  max: VISITOR_PDFS_PER_MINUTE,
  windowMs: 60_000,
};

/**
 * Loads the public view of a profile for a PDF: by username (public
 * profiles only) or by account (a share link, which shows the public view
 * while the public page is off). The photo is read only when the public view
 * shows it.
 */
export function createVisitorCvLoader({
  profiles,
  storage,
  mediaBytes = cachedMediaBytes(storage),
}: {
  profiles: Pick<ProfileReader, 'byAccount' | 'byUsername'>;
  storage: Pick<MediaStorage, 'url' | 'get'>;
  /** How the photo is read (the app's one cached reader); by default a cache of this loader's own. */
  mediaBytes?: ReadMediaBytes;
}) {
  async function of(
    full: FullProfile | null,
    lang: Locale,
    ignorePublicAccess: boolean,
  ): Promise<VisitorCv | null> {
    if (!full) return null;
    const profile = toPublicProfile(full, {
      mediaUrl: (key) => storage.url(key),
      locale: lang,
      ignorePublicAccess,
    });
    if (!profile) return null;
    return {
      accountId: full.accountId,
      profile,
      picture: profile.pictureUrl && full.pictureKey ? await mediaBytes(full.pictureKey) : null,
    };
  }

  return {
    byUsername: async (username: string, lang: Locale) =>
      of(await profiles.byUsername(username), lang, false),
    byAccount: async (accountId: string, lang: Locale) =>
      of(await profiles.byAccount(accountId), lang, true),
  };
}

export type VisitorCvLoader = ReturnType<typeof createVisitorCvLoader>;

/** The answers of a visitor's PDF route, for its schema. */
const visitorPdfResponses = {
  200: z.any(),
  404: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

export interface VisitorPdfDeps {
  renderer: CvRenderService;
  stats: Pick<ProfileStatsService, 'recordQuietly'>;
  accessKey: AccessKeys;
  /** The data the PDF carries, made from the public view (a port the composition root fills). */
  carriedFiles?: ((profile: PublicProfile) => CvEmbeddedFile[]) | undefined;
}

/**
 * Renders the visitor's CV through the shared pool, sends it as a download
 * and counts it in the owner's statistics.
 */
async function sendVisitorPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  { renderer, stats, accessKey, carriedFiles }: VisitorPdfDeps,
  cv: VisitorCv,
): Promise<FastifyReply> {
  const data = publicProfileToCvData(cv.profile);
  const files = carriedFiles?.(cv.profile);
  let result;
  try {
    result = await renderer.renderCv(
      { design: VISITOR_DESIGN, format: 'pdf', data, picture: cv.picture, files },
      renderShare(request),
    );
  } catch (error) {
    throw cvHttpError(error, request);
  }
  if (result.format !== 'pdf') throw new Error('expected a PDF');
  // Counted before the answer leaves, so that the download is in the owner's
  // statistics by the time the visitor has it (a failure is only logged).
  await stats.recordQuietly(cv.accountId, 'pdf', await visitorOf(request, accessKey));
  return privateDownload(reply, 'application/pdf', cvFileName(data.person)).send(
    bufferView(result.pdf),
  );
}

/**
 * `GET url` of a visitor's PDF, under the limit every such route shares:
 * `load` finds the public view the path names, in `?lang=` or the request's
 * language; none is `notFound()`.
 */
export function visitorPdfRoute<Params extends z.ZodType>(
  app: ZodApp,
  url: string,
  schema: { tags: string[]; summary: string; params: Params },
  deps: VisitorPdfDeps,
  load: (params: z.output<Params>, lang: Locale) => Promise<VisitorCv | null>,
  notFound: () => Error,
): void {
  app.get(
    url,
    {
      schema: {
        ...schema,
        querystring: publicProfileQuerySchema,
        response: visitorPdfResponses,
      },
      config: { rateLimit: visitorPdfRateLimit },
    },
    async (request, reply) => {
      const params = request.params as z.output<Params>;
      const cv = await load(params, request.query.lang ?? request.locale);
      if (!cv) throw notFound();
      return sendVisitorPdf(request, reply, deps, cv);
    },
  );
}
