import { parseRichText, richTextToPlain, type PublicProfile } from '@cv/shared';
import { escapeHtml } from '../../lib/escape-html';

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Open Graph and Twitter-card tags for a shared profile link, so that chat
 * apps unfurl it. A profile that is not public gets only `noindex` and a
 * neutral title: the link must not leak anything the owner did not allow.
 */
export function shareMeta(
  profile: PublicProfile | null,
  options: { publicUrl: string; pageUrl: string; appName: string },
): { title: string; head: string } {
  if (!profile) {
    return {
      title: options.appName,
      head: '<meta name="robots" content="noindex" />',
    };
  }
  const title = profile.jobTitle
    ? `${profile.displayName} – ${profile.jobTitle}`
    : profile.displayName;
  // The bio's words without its formatting marks (**, -, link syntax).
  const description = profile.bio ? truncate(richTextToPlain(parseRichText(profile.bio)), 200) : '';
  const image = profile.thumbnailUrl
    ? new URL(profile.thumbnailUrl, options.publicUrl).toString()
    : undefined;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', options.appName],
    ['property', 'og:title', title],
    ['property', 'og:url', options.pageUrl],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
  ];
  if (description) {
    tags.push(['name', 'description', description]);
    tags.push(['property', 'og:description', description]);
    tags.push(['name', 'twitter:description', description]);
  }
  if (image) {
    tags.push(['property', 'og:image', image]);
    tags.push(['name', 'twitter:image', image]);
  }
  const head = tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('');
  return { title: `${title} | ${options.appName}`, head };
}
