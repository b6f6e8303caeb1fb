import type { FastifyInstance } from 'fastify';
import type { CvRenderService } from '../features/cv-engine/cv-design-previews';
import type { CvRenderPool } from '../features/cv-engine/cv-render-pool';
import { publicPageRoutes } from '../features/sharing/page/public-page.routes';
import { ProfileStatsRepository } from '../features/sharing/profile-stats.repository';
import { profileStatsRoutes } from '../features/sharing/profile-stats.routes';
import { createProfileStatsService } from '../features/sharing/profile-stats.service';
import type { PublicProfileCache } from '../features/sharing/public-profile-cache';
import { publicProfileRoutes } from '../features/sharing/public-profile.routes';
import { createPublicProfileService } from '../features/sharing/public-profile.service';
import { ShareLinkRepository } from '../features/sharing/share-links.repository';
import {
  shareLinkRoutes,
  sharedProfilePage,
  sharedProfileRoutes,
} from '../features/sharing/share-links.routes';
import {
  createShareLinkService,
  liveShareLinkOwner,
} from '../features/sharing/share-links.service';
import { shareToolsRoutes } from '../features/sharing/share-tools.routes';
import { createVisitorCvLoader, type VisitorPdfDeps } from '../features/sharing/visitor-pdf';
import { visitorPdfRoutes } from '../features/sharing/visitor-pdf.routes';
import type { IdentityRoom } from './identity';
import type { PlatformRoom } from './platform';
import type { ProfileRoom } from './profile';

/**
 * The sharing room: what visitors see of a profile — the public page and its
 * JSON, secret share links, visitor PDFs, the QR code and link preview, and
 * the view statistics. `cache` holds the public views (built by the root,
 * which also tells it of verifications).
 */
export function composeSharing(
  { platform, db, storage, mediaBytes, publicUrl, accessKey }: PlatformRoom,
  { account }: IdentityRoom,
  { reader }: ProfileRoom,
  cache: PublicProfileCache,
  renderer: CvRenderService & Pick<CvRenderPool, 'renderPicture'>,
  { carriedFiles }: { carriedFiles?: VisitorPdfDeps['carriedFiles'] } = {},
) {
  const publicProfiles = createPublicProfileService({ profiles: reader, storage, cache });
  const shareLinkRepository = new ShareLinkRepository(db);
  const stats = createProfileStatsService({
    repository: new ProfileStatsRepository(db),
    targets: {
      ownerOf: async (kind, key) => {
        if (kind === 'share') return liveShareLinkOwner(shareLinkRepository, key);
        // The public view's cache answers repeated views of a profile without a query.
        const view = await publicProfiles.view(key, 'en');
        return view?.profile ? view.accountId : null;
      },
      shareLinks: (accountId) => shareLinkRepository.labels(accountId),
    },
    limits: platform.limits,
    log: platform.log,
  });
  const shareLinks = createShareLinkService({
    repository: shareLinkRepository,
    stats,
    profiles: reader,
    storage,
    publicUrl,
  });
  const visitorCvs = createVisitorCvLoader({ profiles: reader, storage, mediaBytes });
  // The visitor's PDF, from a public profile or through a share link alike.
  const visitorPdf = { renderer, stats, accessKey, carriedFiles };

  return {
    publicProfiles,
    async register(api: FastifyInstance) {
      await api.register(publicProfileRoutes, { publicProfiles });
      await api.register(visitorPdfRoutes, { visitorCvs, ...visitorPdf });
      await api.register(shareLinkRoutes, { shareLinks });
      await api.register(sharedProfileRoutes, { shareLinks, visitorCvs, ...visitorPdf });
      await api.register(profileStatsRoutes, { stats, accessKey });
      await api.register(shareToolsRoutes, {
        account,
        publicProfiles,
        renderer,
        storage,
        publicUrl,
      });
    },
    /** The pages outside /api: the public profile and a share link's page. */
    async registerPages(app: FastifyInstance) {
      await app.register(publicPageRoutes, { publicProfiles, publicUrl });
      await app.register(sharedProfilePage, { shareLinks, publicUrl });
    },
  };
}
