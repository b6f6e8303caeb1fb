import {
  SHARE_LINK_LIMITS,
  type Locale,
  type PublicProfile,
  type ShareLink,
  type ShareLinkCreateInput,
  type ShareLinkCreated,
} from '@cv/shared';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import type { MediaStorage } from '../platform/storage';
import type { ProfileStatsService } from './profile-stats.service';
import { utcDay } from './view-day';
import type { ProfileReader } from '../profile/profile-reader';
import { toPublicProfile } from './public-profile.mapper';
import { shareLinkErrors } from './share-links.errors';
import type { ShareLinkRepository, ShareLinkRow } from './share-links.repository';

export interface ShareLinkDeps {
  repository: ShareLinkRepository;
  stats: Pick<ProfileStatsService, 'shareLinkViews'>;
  profiles: Pick<ProfileReader, 'byAccount'>;
  storage: Pick<MediaStorage, 'url'>;
  publicUrl: string;
  now?: () => Date;
}

/** How long a revoked link stays in the owner's list (its statistics keep it longer). */
const REVOKED_LISTED_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path of a shared page; the token is the only secret in it. */
export const sharePath = (token: string) => `/ui/s/${token}`;

/**
 * The owner of a live link by the link's id (the view beacon's key); null for
 * anything else. On the repository, so that the statistics, which the service
 * needs, can ask it too.
 */
export async function liveShareLinkOwner(
  repository: Pick<ShareLinkRepository, 'liveOwner'>,
  id: string,
  at = new Date(),
): Promise<string | null> {
  return UUID.test(id) ? repository.liveOwner(id, utcDay(at)) : null;
}

/** A link a visitor opened: which one (for its statistics) and what it shows. */
export interface OpenedShareLink {
  id: string;
  accountId: string;
  profile: PublicProfile;
}

function toShareLink(
  row: ShareLinkRow,
  seen: { views: number; lastDay: string } | undefined,
): ShareLink {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    views: seen?.views ?? 0,
    lastViewedAt: seen?.lastDay ?? null,
  };
}

/**
 * Secret share links: the owner creates (token shown once, only its hash
 * kept), lists and revokes them; a visitor's token opens the profile's
 * public view, also while the public page is switched off.
 */
export function createShareLinkService({
  repository,
  stats,
  profiles,
  storage,
  publicUrl,
  now = () => new Date(),
}: ShareLinkDeps) {
  const today = () => utcDay(now());

  return {
    async list(accountId: string): Promise<ShareLink[]> {
      const [rows, views] = await Promise.all([
        repository.list(accountId, new Date(now().getTime() - REVOKED_LISTED_MS)),
        stats.shareLinkViews(accountId),
      ]);
      return rows.map((row) => toShareLink(row, views.get(row.id)));
    },

    async create(accountId: string, input: ShareLinkCreateInput): Promise<ShareLinkCreated> {
      const expiresAt = input.expiresAt ?? null;
      if (expiresAt !== null && expiresAt < today()) throw shareLinkErrors.expiryInThePast();
      const token = newOpaqueToken();
      const at = now();
      const outcome = await repository.insertWithinLimits(
        accountId,
        { tokenHash: hashToken(token), label: input.label?.trim() || null, expiresAt },
        { live: SHARE_LINK_LIMITS.linksMax, perDay: SHARE_LINK_LIMITS.createdPerDay },
        at,
        utcDay(at),
      );
      if ('refused' in outcome) {
        throw outcome.refused === 'live'
          ? shareLinkErrors.limitReached()
          : shareLinkErrors.tooManyToday(outcome.retryAt.getTime() - at.getTime());
      }
      const { row } = outcome;
      return { ...toShareLink(row, undefined), url: `${publicUrl}${sharePath(token)}` };
    },

    async revoke(accountId: string, id: string): Promise<void> {
      if (!(await repository.revoke(accountId, id))) throw shareLinkErrors.notFound();
    },

    /** The owner of a live link by the link's id (the view beacon's key); null for anything else. */
    liveOwner: (id: string) => liveShareLinkOwner(repository, id, now()),

    /** Labels for the statistics, revoked links included. */
    labels: (accountId: string) => repository.labels(accountId),

    /**
     * What a visitor's token opens, or null: a wrong, revoked or expired
     * token and a profile that cannot be shown (not verified) look alike.
     */
    async open(token: string, lang: Locale): Promise<OpenedShareLink | null> {
      const link = await repository.findLiveByHash(hashToken(token), today());
      if (!link) return null;
      const full = await profiles.byAccount(link.accountId);
      if (!full) return null;
      const profile = toPublicProfile(full, {
        mediaUrl: (key) => storage.url(key),
        locale: lang,
        ignorePublicAccess: true,
      });
      return profile ? { id: link.id, accountId: link.accountId, profile } : null;
    },

    /** The link's id and owner for a token, without loading the profile (the PDF loads its own). */
    find: (token: string) => repository.findLiveByHash(hashToken(token), today()),
  };
}

export type ShareLinkService = ReturnType<typeof createShareLinkService>;
