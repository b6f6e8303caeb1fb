import {
  entryView,
  formatIsoMonthYear,
  PRESENTATION_ORDER,
  SECTION_KINDS,
  type FieldKindName,
  languageName,
  LIMITS,
  skillLevelKey,
  type Locale,
  type PublicProfile,
  type Translate,
} from '@cv/shared';
import { attr, displayUrl, esc, langOf, safeHttpUrl } from './html';
import { icon, type IconName } from './icons';
import { richTextHtml } from './rich-text-html';

/**
 * The cards under the header, in the PDF's order, as HTML. A section the
 * owner keeps private arrives as an empty list and is left out like an
 * unused one; hidden descriptions arrive absent. Headings: h2 per section,
 * h3 per entry (the page's h1 is the name).
 */

export interface SectionContext {
  t: Translate;
  locale: Locale;
  icons: Set<IconName>;
}

type Profile = PublicProfile;
type ViewValues = Parameters<typeof entryView>[1];

/** 'Mar 2021'; a date in an unexpected form is shown as stored rather than dropped. */
function monthYear(date: string | undefined, locale: Locale): string | null {
  if (!date) return null;
  try {
    return formatIsoMonthYear(date, locale);
  } catch {
    return date;
  }
}

/**
 * 'Mar 2020 – Jul 2022', 'Mar 2020 – present', or one month when both ends
 * are the same month; `openEnded: false` (a custom entry) reads a start
 * without an end as that one date.
 */
function period(
  start: string | undefined,
  end: string | undefined,
  { t, locale }: SectionContext,
  openEnded = true,
): string | null {
  if (!start) return monthYear(end, locale);
  const from = monthYear(start, locale) ?? '';
  if (!end && !openEnded) return from;
  const to = end ? (monthYear(end, locale) ?? '') : t('dates.present');
  return from === to ? from : t('publicProfile.period', { start: from, end: to });
}

interface Part {
  text: string | undefined;
  lang?: string | undefined;
}

/** 'Analytical Engines · London': the parts there are, each in its own language. */
function joinParts(parts: readonly Part[]): string {
  return parts
    .filter((part): part is Part & { text: string } => Boolean(part.text))
    .map((part) =>
      part.lang ? `<span${attr('lang', part.lang)}>${esc(part.text)}</span>` : esc(part.text),
    )
    .join(' · ');
}

function section(
  ctx: SectionContext,
  id: string,
  title: string,
  iconName: IconName,
  body: string,
  titleLang?: string,
): string {
  return (
    `<section class="card" aria-labelledby="s-${id}"><div class="head"><span class="ico">${icon(iconName, ctx.icons)}</span>` +
    `<h2 id="s-${id}"${attr('lang', titleLang)}>${esc(title)}</h2></div>${body}</section>`
  );
}

interface EntryLink {
  url: string | undefined;
  label?: string | undefined;
}

/** An entry's links as pills; only http(s) addresses, and on paper the address follows the label. */
function entryLinks(ctx: SectionContext, links: readonly EntryLink[]): string {
  const items = links.flatMap(({ url, label }) => {
    const safe = safeHttpUrl(url);
    if (!safe) return [];
    const address = displayUrl(safe);
    const text = label ?? address;
    return [
      `<li><a href="${esc(safe)}" target="_blank" rel="noopener noreferrer nofollow ugc"${attr('data-print-url', text === address ? undefined : address)}>` +
        `<span>${esc(text)}</span>${icon('external', ctx.icons)}<span class="vh"> ${esc(ctx.t('app.opensInNewTab'))}</span></a></li>`,
    ];
  });
  if (items.length === 0) return '';
  return `<ul class="links"${attr('aria-label', ctx.t('publicProfile.links'))}>${items.join('')}</ul>`;
}

interface Entry {
  title: string;
  titleLang?: string | undefined;
  subtitle?: string;
  period?: string | null;
  description?: string | undefined;
  descriptionLang?: string | undefined;
  highlights?: readonly string[] | undefined;
  highlightsLang?: string | undefined;
  extra?: string;
}

function entry(ctx: SectionContext, e: Entry): string {
  const description = richTextHtml(e.description);
  const highlights = e.highlights?.length
    ? `<ul class="hl"${attr('aria-label', ctx.t('fields.highlights'))}>${e.highlights
        // On the items: the list's name is in the page's language.
        .map((item) => `<li${attr('lang', e.highlightsLang)}>${esc(item)}</li>`)
        .join('')}</ul>`
    : '';
  return (
    `<li><div class="eh"><h3${attr('lang', e.titleLang)}>${esc(e.title)}</h3>` +
    (e.period ? `<p class="when">${esc(e.period)}</p>` : '') +
    `</div>${e.subtitle ? `<p class="sub">${e.subtitle}</p>` : ''}` +
    (description
      ? `<div class="desc"${attr('lang', e.descriptionLang)}>${description}</div>`
      : '') +
    `${highlights}${e.extra ?? ''}</li>`
  );
}

const timeline = (entries: string[]) => `<ol class="tl">${entries.join('')}</ol>`;

/** An entry of any kind, from its one presentation (entryView). */
function viewEntry(ctx: SectionContext, kind: FieldKindName, item: ViewValues): string {
  const view = entryView(kind, item, ctx.t);
  const validity = view.dates === 'validity';
  // A certificate's expiry and a labelled note ("Credential ID: …") read as details below.
  const details = [
    validity && view.end
      ? ctx.t('publicProfile.validUntil', { date: monthYear(view.end, ctx.locale) })
      : undefined,
    view.noteLabelled ? view.note : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const start = view.start ?? undefined;
  const end = view.end ?? undefined;
  return entry(ctx, {
    title: view.title,
    titleLang: view.langs.title,
    subtitle: joinParts([
      { text: view.subtitle ?? undefined, lang: view.langs.subtitle },
      { text: view.noteLabelled ? undefined : (view.note ?? undefined), lang: view.langs.note },
    ]),
    // Nothing says what a dated entry is: a date alone is that date, not "since".
    period: validity
      ? monthYear(start, ctx.locale)
      : period(start, end, ctx, view.dates === 'period'),
    description: view.description ?? undefined,
    descriptionLang: view.langs.description,
    highlights: view.bullets,
    highlightsLang: view.langs.bullets,
    extra: (details ? `<p class="detail">${esc(details)}</p>` : '') + entryLinks(ctx, view.links),
  });
}

/** Five dots, `level` of them filled, read out as e.g. 'Expert, 5 of 5'. */
function skillLevel(ctx: SectionContext, level: number): string {
  const max = LIMITS.skillLevelMax;
  const value = Math.min(Math.max(Math.round(level), 0), max);
  const label = ctx.t('publicProfile.skillLevel', {
    label: ctx.t(skillLevelKey(Math.max(value, 1))),
    level: value,
    max,
  });
  const dots = Array.from({ length: max }, (_, i) =>
    i < value ? '<i class="on"></i>' : '<i></i>',
  );
  return `<span class="dots" role="img"${attr('aria-label', label)}${attr('title', label)}>${dots.join('')}</span>`;
}

/** Skills by type in the order each type first appears (as the PDF groups them). */
function skills(ctx: SectionContext, items: Profile['skills']): string {
  const groups = new Map<string, Profile['skills']>();
  for (const skill of items) {
    const type = skill.type.trim();
    groups.set(type, [...(groups.get(type) ?? []), skill]);
  }
  const body = [...groups].map(([type, list]) => {
    const rows = list.map((skill) => {
      const keywords = skill.keywords.length
        ? `<p class="kw"><span class="vh">${esc(ctx.t('fields.keywords'))}: </span><span${langOf(skill.langs, 'keywords')}>${esc(skill.keywords.join(', '))}</span></p>`
        : '';
      return `<li><div><p class="sk"${langOf(skill.langs, 'name')}>${esc(skill.name)}</p>${keywords}</div>${skillLevel(ctx, skill.level)}</li>`;
    });
    // A group is one type's text: the language of its first skill's.
    return `<section class="grp"${attr('aria-label', type)}><h3${langOf(list[0]?.langs, 'type')}>${esc(type)}</h3><ul>${rows.join('')}</ul></section>`;
  });
  return `<div class="skills${groups.size > 1 ? ' two' : ''}">${body.join('')}</div>`;
}

function languages(ctx: SectionContext, items: Profile['languages']): string {
  const rows = items.map(
    (item) =>
      // A code ('de') in the visitor's language; a name as the owner wrote it.
      `<li class="lang"><span class="sk">${esc(languageName(item.language, ctx.locale))}</span>` +
      `<span class="lvl">${esc(ctx.t(`languageLevels.${item.level}`))}</span>` +
      (item.note ? `<p class="note"${langOf(item.langs, 'note')}>${esc(item.note)}</p>` : '') +
      '</li>',
  );
  return `<ul class="cols">${rows.join('')}</ul>`;
}

function interests(ctx: SectionContext, items: Profile['interests']): string {
  const rows = items.map((item) => {
    const keywords = item.keywords.length
      ? `<ul class="chips"${attr('aria-label', ctx.t('fields.keywords'))}>${item.keywords
          .map((keyword) => `<li${langOf(item.langs, 'keywords')}>${esc(keyword)}</li>`)
          .join('')}</ul>`
      : '';
    return `<li><h3${langOf(item.langs, 'name')}>${esc(item.name)}</h3>${keywords}</li>`;
  });
  return `<ul class="cols">${rows.join('')}</ul>`;
}

/** References as quotes: the referee, the relation, the words, then how to reach them. */
function references(ctx: SectionContext, items: Profile['references']): string {
  const rows = items.map((item) => {
    const view = entryView('reference', item, ctx.t);
    const text = richTextHtml(view.description ?? undefined);
    return (
      `<li><h3${attr('lang', view.langs.title)}>${esc(view.title)}</h3>` +
      (view.subtitle
        ? `<p class="sub"${attr('lang', view.langs.subtitle)}>${esc(view.subtitle)}</p>`
        : '') +
      (text
        ? `<blockquote class="desc"${attr('lang', view.langs.description)}>${text}</blockquote>`
        : '') +
      (view.note
        ? `<p class="detail">${esc(ctx.t('publicProfile.refereeContact', { contact: view.note }))}</p>`
        : '') +
      '</li>'
    );
  });
  return `<ul class="refs">${rows.join('')}</ul>`;
}

type FixedKind = Exclude<(typeof PRESENTATION_ORDER)[number], 'custom-entry'>;

/** Each fixed section's anchor and icon; its heading is `sections.<kind>`. */
const PAGE_SECTIONS: Record<FixedKind, { id: string; icon: IconName }> = {
  'work-experience': { id: 'work', icon: 'work' },
  education: { id: 'education', icon: 'school' },
  skill: { id: 'skills', icon: 'build' },
  project: { id: 'projects', icon: 'rocket' },
  volunteering: { id: 'volunteering', icon: 'volunteer' },
  certificate: { id: 'certificates', icon: 'certificate' },
  award: { id: 'awards', icon: 'award' },
  publication: { id: 'publications', icon: 'book' },
  language: { id: 'languages', icon: 'translate' },
  interest: { id: 'interests', icon: 'interests' },
  reference: { id: 'references', icon: 'quote' },
};

/** A fixed section's body in its kind's layout; entries as a timeline. */
function fixedBody(ctx: SectionContext, kind: FixedKind, profile: Profile): string {
  switch (kind) {
    case 'skill':
      return skills(ctx, profile.skills);
    case 'language':
      return languages(ctx, profile.languages);
    case 'interest':
      return interests(ctx, profile.interests);
    case 'reference':
      return references(ctx, profile.references);
    default: {
      const items = profile[SECTION_KINDS[kind].listKey] as readonly ViewValues[];
      return timeline(items.map((item) => viewEntry(ctx, kind, item)));
    }
  }
}

function fixedSection(ctx: SectionContext, kind: FixedKind, profile: Profile): string | false {
  const items = profile[SECTION_KINDS[kind].listKey] as readonly unknown[];
  if (items.length === 0) return false;
  const { id, icon: iconName } = PAGE_SECTIONS[kind];
  return section(ctx, id, ctx.t(`sections.${kind}`), iconName, fixedBody(ctx, kind, profile));
}

function customSections(ctx: SectionContext, profile: Profile): (string | false)[] {
  return profile.customSections.map(
    (item, index) =>
      item.entries.length > 0 &&
      section(
        ctx,
        `custom-${index}`,
        item.title,
        'article',
        timeline(item.entries.map((e) => viewEntry(ctx, 'custom-entry', e))),
        item.langs?.title,
      ),
  );
}

/** The sections there are, in the PDF's order; a friendly line when there are none. */
export function profileSections(ctx: SectionContext, profile: Profile): string {
  const bio = richTextHtml(profile.bio);
  const parts = [
    bio &&
      section(
        ctx,
        'about',
        ctx.t('publicProfile.sections.about'),
        'person',
        `<div class="about"${langOf(profile.langs, 'bio')}>${bio}</div>`,
      ),
    ...PRESENTATION_ORDER.flatMap((kind) =>
      kind === 'custom-entry' ? customSections(ctx, profile) : [fixedSection(ctx, kind, profile)],
    ),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0)
    return `<div class="card empty"><p>${esc(ctx.t('publicProfile.empty'))}</p></div>`;
  return parts.join('');
}
