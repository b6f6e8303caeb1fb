import { z } from 'zod';
import { isoDate, optionalText } from './common';

/**
 * Secret share links: an owner hands a link to one reader (an application,
 * a recruiter) that shows the public view of the profile even while the
 * public page is switched off. The token is shown once, at creation; the
 * server keeps only its hash.
 */

export const SHARE_LINK_LIMITS = {
  /** Live links (neither revoked nor expired) one account may hold. */
  linksMax: 20,
  /**
   * Links one account may create in 24 hours, revoked ones included: creating
   * and revoking in a loop costs rows and tokens without end otherwise.
   */
  createdPerDay: 50,
  labelMax: 100,
} as const;

export const shareLinkCreateSchema = z.object({
  /** What the owner calls the link ("ACME application"). */
  label: optionalText(SHARE_LINK_LIMITS.labelMax),
  /** The last day the link works (inclusive, UTC); absent: until revoked. */
  expiresAt: isoDate.nullish(),
});
export type ShareLinkCreateInput = z.input<typeof shareLinkCreateSchema>;

export const shareLinkSchema = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: isoDate.nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** Views of the shared page in the statistics window (90 days). */
  views: z.number().int().min(0),
  /** The last day the page was viewed within the statistics window. */
  lastViewedAt: isoDate.nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = z.array(shareLinkSchema);

/** The answer to a create: the only time the link itself is shown. */
export const shareLinkCreatedSchema = shareLinkSchema.extend({
  /** The full address, `<public url>/ui/s/<token>`. */
  url: z.string(),
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

/** Any string: a malformed token gets the same 404 as a revoked one, never a 400. */
export const shareTokenParamSchema = z.object({ token: z.string() });

/** How long the owner's statistics reach back. */
export const PROFILE_STATS_DAYS = 90;

export const VIEW_KINDS = ['public', 'share'] as const;

/**
 * `POST /api/public/views`: the page's beacon. `key` is the username for the
 * public page, the share link's id for a shared one.
 */
export const viewBeaconSchema = z.object({
  kind: z.enum(VIEW_KINDS),
  key: z.string().min(1).max(64),
});
export type ViewBeacon = z.infer<typeof viewBeaconSchema>;

export const profileStatsDaySchema = z.object({
  day: isoDate,
  publicViews: z.number().int().min(0),
  shareViews: z.number().int().min(0),
  pdfDownloads: z.number().int().min(0),
  /** Different visitors that day (each counted once, whatever they looked at). */
  visitors: z.number().int().min(0),
});
export type ProfileStatsDay = z.infer<typeof profileStatsDaySchema>;

export const profileStatsSchema = z.object({
  /** The last 90 days, oldest first, today last; days without views are zeros. */
  days: z.array(profileStatsDaySchema),
  shareLinks: z.array(
    z.object({ id: z.uuid(), label: z.string().nullable(), views: z.number().int().min(0) }),
  ),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;
