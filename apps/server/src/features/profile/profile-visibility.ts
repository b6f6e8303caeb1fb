import type { FullProfile } from './profile.repository';

/**
 * Who may see a profile, and where. The public page, share links, the
 * visitor's PDF and a CV's QR code all follow these rules.
 */

/** Whether anyone may see this profile through its link at all. */
export function isPublic(full: FullProfile): boolean {
  return full.publicAccess && isShareable(full);
}

/**
 * Whether the profile may be shown to anyone holding a secret share link:
 * every rule of a public profile except the owner's public-access switch.
 */
export function isShareable(full: FullProfile): boolean {
  return full.account.status === 'VERIFIED' && !!full.account.username;
}

/** The public profile page of `username` under the app's public address. */
export function publicProfileUrl(publicUrl: string, username: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/ui/profile/${encodeURIComponent(username)}`;
}
