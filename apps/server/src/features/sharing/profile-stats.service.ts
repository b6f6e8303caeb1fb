import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PROFILE_STATS_DAYS,
  type ProfileStats,
  type ProfileStatsDay,
  type ViewBeacon,
} from '@cv/shared';
import { AppError } from '../../http/errors';
import type { LimitDimension, RateLimiter } from '../../security/rate-limit';
import type { ProfileStatsRepository } from './profile-stats.repository';
import { addDays, utcDay } from './view-day';
import { isBot, visitorHash, type Visitor } from './visitor';

/** What a view is counted under: the public page, one share link's page, or a PDF download. */
export type ViewSource = 'public' | 'pdf' | `share:${string}`;

export const shareSource = (linkId: string): ViewSource => `share:${linkId}`;
const SHARE_PREFIX = 'share:';

/** Ports the composition root fills: the statistics know neither profiles nor share links. */
export interface ViewTargets {
  /** The account behind a beacon's key, or null when it names nothing that may be viewed. */
  ownerOf(kind: ViewBeacon['kind'], key: string): Promise<string | null>;
  /** The account's share links (revoked ones too), for their labels. */
  shareLinks(accountId: string): Promise<{ id: string; label: string | null }[]>;
}

export interface ProfileStatsDeps {
  repository: ProfileStatsRepository;
  targets: ViewTargets;
  /** Bounds what one address or visitor can count (`RATE_LIMITS.views`). */
  limits: RateLimiter;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Visitor hashes (and their salts) are kept for today and yesterday only. */
const VISITOR_DAYS = 2;

export function createProfileStatsService({
  repository,
  targets,
  limits,
  log,
  now = () => new Date(),
}: ProfileStatsDeps) {
  // The salt of the current day, once read: a view costs no extra query for it.
  let current: { day: string; salt: Promise<string> } | null = null;

  function saltOf(day: string): Promise<string> {
    if (current?.day === day) return current.salt;
    const salt = (async () => {
      const stored = await repository.saltOf(day, randomBytes(32).toString('base64url'));
      // A new day on this instance: drop what is no longer needed (cheap, once a day).
      await repository.forget(addDays(day, 1 - VISITOR_DAYS), addDays(day, 1 - PROFILE_STATS_DAYS));
      return stored;
    })();
    current = { day, salt };
    // A failed read must not stick for the rest of the day.
    salt.catch(() => {
      if (current?.salt === salt) current = null;
    });
    return salt;
  }

  /** Whether a view is still within its limit; a view past it is not counted, and nobody is told. */
  async function within(dimension: LimitDimension<'views'>, key: string): Promise<boolean> {
    try {
      await limits.consume('views', dimension, key);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.status === 429) return false;
      throw err;
    }
  }

  /**
   * Counts a view of `accountId`'s profile, unless it comes from a bot or
   * from the owner, repeats a view of the same visitor within the visit, or
   * the address has counted enough views of the profile already (one address
   * may claim any number of browsers). The limits are keyed by the day's
   * hashes, so they hold no address either.
   */
  async function record(accountId: string, source: ViewSource, visitor: Visitor): Promise<void> {
    if (isBot(visitor.userAgent) || visitor.accountId === accountId) return;
    const day = utcDay(now());
    const salt = await saltOf(day);
    const hash = visitorHash(salt, accountId, visitor);
    if (!(await within('visit', `${hash}|${source}`))) return;
    if (!(await within('pair', visitorHash(salt, accountId, { ...visitor, userAgent: '' })))) {
      return;
    }
    await repository.record({ accountId, day, source, visitorHash: hash });
  }

  return {
    record,

    /**
     * A counted download or page view that must never fail the answer it
     * belongs to: a failure is logged, the visitor notices nothing.
     */
    async recordQuietly(accountId: string, source: ViewSource, visitor: Visitor): Promise<void> {
      try {
        await record(accountId, source, visitor);
      } catch (err) {
        log.warn({ err }, 'profile view not counted');
      }
    },

    /**
     * The page's beacon: counts the view if the key names something viewable,
     * else nothing. An address sending more beacons than a reader would is
     * not counted, before any lookup.
     */
    async beacon({ kind, key }: ViewBeacon, visitor: Visitor): Promise<void> {
      if (isBot(visitor.userAgent)) return;
      try {
        if (!(await within('ip', visitor.ip))) return;
        const accountId = await targets.ownerOf(kind, key);
        if (!accountId) return;
        await record(accountId, kind === 'public' ? 'public' : shareSource(key), visitor);
      } catch (err) {
        log.warn({ err }, 'profile view not counted');
      }
    },

    /** Views of each share link in the statistics window, with the last day seen. */
    async shareLinkViews(
      accountId: string,
    ): Promise<Map<string, { views: number; lastDay: string }>> {
      const from = addDays(utcDay(now()), 1 - PROFILE_STATS_DAYS);
      const rows = await repository.totalsBySource(accountId, SHARE_PREFIX, from);
      return new Map(
        rows.map((row) => [
          row.source.slice(SHARE_PREFIX.length),
          { views: row.views, lastDay: row.lastDay },
        ]),
      );
    },

    /** The owner's statistics: every day of the window (zeros included) and each share link. */
    async stats(accountId: string): Promise<ProfileStats> {
      const today = utcDay(now());
      const from = addDays(today, 1 - PROFILE_STATS_DAYS);
      const [rows, links] = await Promise.all([
        repository.days(accountId, from),
        targets.shareLinks(accountId),
      ]);
      const days = new Map<string, ProfileStatsDay>();
      for (let n = 0; n < PROFILE_STATS_DAYS; n++) {
        const day = addDays(from, n);
        days.set(day, { day, publicViews: 0, shareViews: 0, pdfDownloads: 0, visitors: 0 });
      }
      const linkViews = new Map<string, number>();
      for (const row of rows) {
        const day = days.get(row.day);
        if (!day) continue;
        day.visitors += row.visitors;
        if (row.source === 'public') day.publicViews += row.views;
        else if (row.source === 'pdf') day.pdfDownloads += row.views;
        else if (row.source.startsWith(SHARE_PREFIX)) {
          day.shareViews += row.views;
          const id = row.source.slice(SHARE_PREFIX.length);
          linkViews.set(id, (linkViews.get(id) ?? 0) + row.views);
        }
      }
      return {
        days: [...days.values()],
        shareLinks: links.map(({ id, label }) => ({ id, label, views: linkViews.get(id) ?? 0 })),
      };
    },
  };
}

export type ProfileStatsService = ReturnType<typeof createProfileStatsService>;
