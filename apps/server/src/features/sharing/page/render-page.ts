import { parseRichText, richTextToPlain, type PublicProfile } from '@cv/shared';
import { translator } from '../../../http/i18n';
import { profileHeader } from './header';
import { attr, esc } from './html';
import { icon, iconSprite, type IconName } from './icons';
import { PAGE_CSS } from './page-css';
import { themeCss } from './page-colors';
import { PAGE_SCRIPT } from './page-script';
import { profileSections, type SectionContext } from './sections';

export interface PublicPageOptions {
  publicUrl: string;
  pageUrl: string;
  /** true for pages that must not be indexed (secret share links) */
  noindex: boolean;
  /** where the page reports a view (a beacon from a tiny inline script; omitted: no beacon) */
  viewBeacon?: { kind: 'public' | 'share'; key: string };
  /** a "Download PDF" link for visitors when given */
  pdfUrl?: string;
  /** og:image URL */
  ogImageUrl?: string;
  /** the URL pattern of the same page in another language, e.g. `${pageUrl}?lang=de` */
  languageLinks: Record<'en' | 'de', string>;
  /**
   * This page's own address: the language's link when the address chose the
   * language, else `pageUrl` (the page in the visitor's language, x-default).
   * Search engines take a canonical that points at another hreflang version
   * as a contradiction.
   */
  canonicalUrl?: string;
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Title, description, Open Graph and Twitter-card tags (link unfurlers run
 * no JavaScript), the canonical URL and the language alternates. The
 * description is the bio's words without formatting marks; without a bio,
 * the name, job title and location (search engines want one).
 */
function headTags(profile: PublicProfile, options: PublicPageOptions, appName: string) {
  const title = profile.jobTitle
    ? `${profile.displayName} – ${profile.jobTitle}`
    : profile.displayName;
  const description = profile.bio
    ? truncate(richTextToPlain(parseRichText(profile.bio)), 200)
    : [title, profile.location].filter(Boolean).join(' · ');
  const image =
    options.ogImageUrl ??
    (profile.thumbnailUrl
      ? new URL(profile.thumbnailUrl, options.publicUrl).toString()
      : undefined);
  const canonical = options.canonicalUrl ?? options.pageUrl;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', appName],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', profile.lang === 'de' ? 'de_DE' : 'en_GB'],
    ['name', 'twitter:card', options.ogImageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  if (options.noindex) tags.push(['name', 'robots', 'noindex']);
  const meta = tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}"${attr('content', value)}>`)
    .join('');
  const links =
    `<link rel="canonical"${attr('href', canonical)}>` +
    (options.noindex
      ? ''
      : (['en', 'de'] as const)
          .map(
            (code) =>
              `<link rel="alternate" hreflang="${code}"${attr('href', options.languageLinks[code])}>`,
          )
          .join('') +
        `<link rel="alternate" hreflang="x-default"${attr('href', options.pageUrl)}>`);
  return { title: `${title} | ${appName}`, head: meta + links };
}

/** The document around a page's body: charset first, the app's icon, the one stylesheet. */
export function documentHtml(parts: {
  lang: string;
  title: string;
  head: string;
  css: string;
  body: string;
}): string {
  return (
    `<!doctype html><html lang="${esc(parts.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark">' +
    `<title>${esc(parts.title)}</title>${parts.head}` +
    '<link rel="icon" type="image/svg+xml" href="/ui/favicon.svg">' +
    `<style>${PAGE_CSS}${parts.css}</style></head><body>${parts.body}</body></html>`
  );
}

/**
 * A shared profile as one self-contained HTML page (styles inline, one
 * small inline script that the page does not need to show anything). Every
 * piece of profile text is escaped; fields the owner did not make public are
 * not in `profile` at all (public-profile.mapper decides that).
 */
export function renderPublicPage(profile: PublicProfile, options: PublicPageOptions): string {
  const t = translator(profile.lang);
  const icons = new Set<IconName>();
  const ctx: SectionContext = { t, locale: profile.lang, icons };
  const appName = t('app.name');

  const ownerBar =
    `<aside id="owner-bar" class="bar" hidden${attr('aria-label', t('publicProfile.owner.notice'))}><div class="wrap">` +
    `<p>${icon('eye', icons)}${esc(t('publicProfile.owner.notice'))}</p><div class="btns">` +
    `<a class="btn" href="/ui/account/profile/edit">${icon('edit', icons)}${esc(t('publicProfile.owner.edit'))}</a>` +
    `<a class="btn" href="/ui/cv">${icon('download', icons)}${esc(t('publicProfile.owner.download'))}</a>` +
    '</div></div></aside>';
  const header = profileHeader(ctx, profile, options);
  const main = `<main class="wrap" id="main">${profileSections(ctx, profile)}</main>`;
  const footer = `<footer><a href="/ui">${esc(t('publicProfile.madeWith'))}</a></footer>`;
  const script =
    `<script${attr('data-owner', profile.username)}` +
    (options.viewBeacon
      ? `${attr('data-kind', options.viewBeacon.kind)}${attr('data-key', options.viewBeacon.key)}`
      : '') +
    `>${PAGE_SCRIPT}</script>`;

  const { title, head } = headTags(profile, options, appName);
  return documentHtml({
    lang: profile.lang,
    title,
    head,
    css: themeCss(profile.theme),
    body: iconSprite(icons) + ownerBar + header + main + footer + script,
  });
}
