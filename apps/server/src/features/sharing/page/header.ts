import type { PublicProfile } from '@cv/shared';
import { attr, displayUrl, esc, initials, langOf, safeHttpUrl } from './html';
import { icon } from './icons';
import type { SectionContext } from './sections';

/** 'St James Square 12, SW1Y 4JH London, United Kingdom' (the PDF's order). */
export function addressLine(address: PublicProfile['address']): string | null {
  if (!address) return null;
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const city = [address.postcode, address.city].filter(Boolean).join(' ');
  const country = address.countryName ?? address.country;
  return [street, city, country].filter(Boolean).join(', ') || null;
}

/** A pill: the icon, what it is for screen readers ('E-mail: '), then the text or link. */
function pill(
  ctx: SectionContext,
  iconName: Parameters<typeof icon>[0],
  label: string | undefined,
  content: string,
) {
  return `<li>${icon(iconName, ctx.icons)}${label ? `<span class="vh">${esc(label)}: </span>` : ''}${content}</li>`;
}

function contactPills(ctx: SectionContext, profile: PublicProfile): string[] {
  const { t } = ctx;
  const items: string[] = [];
  if (profile.email) {
    items.push(
      pill(
        ctx,
        'email',
        t('publicProfile.contact.email'),
        `<a href="mailto:${esc(profile.email)}">${esc(profile.email)}</a>`,
      ),
    );
  }
  if (profile.phone) {
    const tel = profile.phone.replace(/[^\d+]/g, '');
    items.push(
      pill(
        ctx,
        'phone',
        t('publicProfile.contact.phone'),
        `<a href="tel:${esc(tel)}">${esc(profile.phone)}</a>`,
      ),
    );
  }
  const address = addressLine(profile.address);
  if (address)
    items.push(
      pill(ctx, 'home', t('publicProfile.contact.address'), `<span>${esc(address)}</span>`),
    );
  return items;
}

/**
 * The website and profiles elsewhere. `rel="me"` lets those sites (Mastodon,
 * for one) verify that the pages belong together; on paper the address shows.
 */
function linkPills(ctx: SectionContext, profile: PublicProfile): string[] {
  const { t } = ctx;
  const items: { url: string; text: string; label?: string; iconName: 'globe' | 'link' }[] = [];
  const website = safeHttpUrl(profile.website);
  if (website) {
    items.push({
      url: website,
      text: displayUrl(website),
      label: t('publicProfile.contact.website'),
      iconName: 'globe',
    });
  }
  for (const link of profile.links) {
    const url = safeHttpUrl(link.url);
    if (!url) continue;
    items.push({
      url,
      iconName: 'link',
      text: link.username
        ? t('publicProfile.networkUser', { network: link.network, username: link.username })
        : link.network,
    });
  }
  return items.map((item) => {
    const address = displayUrl(item.url);
    return pill(
      ctx,
      item.iconName,
      item.label,
      `<a href="${esc(item.url)}" target="_blank" rel="me noopener"${attr('data-print-url', item.text === address ? undefined : address)}>` +
        `${esc(item.text)}<span class="vh"> ${esc(t('app.opensInNewTab'))}</span></a>`,
    );
  });
}

export interface HeaderOptions {
  languageLinks: Record<'en' | 'de', string>;
  pdfUrl?: string | undefined;
}

/** The names of the languages in themselves, for the switch. */
const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch' } as const;

/** The band in the owner's header colour: switch, picture, name, job title, location, contact and links. */
export function profileHeader(
  ctx: SectionContext,
  profile: PublicProfile,
  options: HeaderOptions,
): string {
  const { t } = ctx;
  const languages = (Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[])
    .map(
      (code) =>
        `<li><a href="${esc(options.languageLinks[code])}" hreflang="${code}" lang="${code}"${code === profile.lang ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[code]}</a></li>`,
    )
    .join('');
  const pdf = options.pdfUrl
    ? `<a href="${esc(options.pdfUrl)}" rel="nofollow">${icon('download', ctx.icons)}${esc(t('publicProfile.owner.download'))}</a>`
    : '';
  const tools = `<div class="tools"><nav${attr('aria-label', t('nav.language'))}><ul>${languages}</ul></nav>${pdf}</div>`;

  const picture = profile.pictureUrl ?? profile.thumbnailUrl;
  // The initials show where there is no picture; a picture covers them.
  const avatar =
    `<div class="avatar"><span aria-hidden="true">${esc(initials(profile.displayName))}</span>` +
    (picture
      ? `<img src="${esc(picture)}"${attr('alt', t('publicProfile.pictureAlt', { name: profile.displayName }))} width="136" height="136" fetchpriority="high">`
      : '') +
    '</div>';
  const role = profile.jobTitle
    ? `<p class="role"${langOf(profile.langs, 'jobTitle')}>${esc(profile.jobTitle)}</p>`
    : '';
  const where = profile.location
    ? `<p class="where">${icon('place', ctx.icons)}<span class="vh">${esc(t('publicProfile.contact.location'))}: </span><span${langOf(profile.langs, 'location')}>${esc(profile.location)}</span></p>`
    : '';

  const contact = contactPills(ctx, profile);
  const links = linkPills(ctx, profile);
  const pills =
    contact.length + links.length > 0
      ? '<div class="pills">' +
        (contact.length
          ? `<ul${attr('aria-label', t('publicProfile.sections.contact'))}>${contact.join('')}</ul>`
          : '') +
        (links.length
          ? `<ul${attr('aria-label', t('sections.link'))}>${links.join('')}</ul>`
          : '') +
        '</div>'
      : '';
  return (
    `<header class="band" data-testid="profile-header"><div class="wrap">${tools}` +
    `<div class="hero">${avatar}<div><h1>${esc(profile.displayName)}</h1>${role}${where}</div></div>${pills}</div></header>`
  );
}
