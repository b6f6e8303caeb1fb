import {
  formatIsoMonthYear,
  languageName,
  LIMITS,
  skillLevelKey,
  type Locale,
  type PublicProfile,
  type TextLangs,
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
const lang = (langs: TextLangs | undefined, field: string) => langs?.[field];

function experience(ctx: SectionContext, items: Profile['workExperiences']): string {
  return section(
    ctx,
    'work',
    ctx.t('sections.work-experience'),
    'work',
    timeline(
      items.map((job) =>
        entry(ctx, {
          title: job.jobTitle,
          titleLang: lang(job.langs, 'jobTitle'),
          subtitle: joinParts([
            { text: job.company },
            { text: job.location, lang: lang(job.langs, 'location') },
          ]),
          period: period(job.positionStart, job.positionEnd, ctx),
          description: job.description,
          descriptionLang: lang(job.langs, 'description'),
          highlights: job.highlights,
          highlightsLang: lang(job.langs, 'highlights'),
        }),
      ),
    ),
  );
}

function education(ctx: SectionContext, items: Profile['educations']): string {
  return section(
    ctx,
    'education',
    ctx.t('sections.education'),
    'school',
    timeline(
      items.map((item) =>
        entry(ctx, {
          title: item.degreeName,
          titleLang: lang(item.langs, 'degreeName'),
          subtitle: joinParts([
            { text: item.institution },
            { text: item.level, lang: lang(item.langs, 'level') },
          ]),
          period: period(item.educationStart, item.educationEnd, ctx),
          description: item.description,
          descriptionLang: lang(item.langs, 'description'),
        }),
      ),
    ),
  );
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
  return section(
    ctx,
    'skills',
    ctx.t('sections.skill'),
    'build',
    `<div class="skills${groups.size > 1 ? ' two' : ''}">${body.join('')}</div>`,
  );
}

function projects(ctx: SectionContext, items: Profile['projects']): string {
  return section(
    ctx,
    'projects',
    ctx.t('sections.project'),
    'rocket',
    timeline(
      items.map((project) =>
        entry(ctx, {
          title: project.name,
          subtitle: joinParts([{ text: project.role, lang: lang(project.langs, 'role') }]),
          period: period(project.projectStart, project.projectEnd, ctx),
          description: project.description,
          descriptionLang: lang(project.langs, 'description'),
          extra: entryLinks(ctx, [{ url: project.url }, ...project.links]),
        }),
      ),
    ),
  );
}

function volunteering(ctx: SectionContext, items: Profile['volunteering']): string {
  return section(
    ctx,
    'volunteering',
    ctx.t('sections.volunteering'),
    'volunteer',
    timeline(
      items.map((item) =>
        entry(ctx, {
          // The role heads the entry like a job title; without one, the organisation does.
          title: item.role ?? item.organization,
          titleLang: item.role ? lang(item.langs, 'role') : undefined,
          subtitle: joinParts([
            { text: item.role ? item.organization : undefined },
            { text: item.location, lang: lang(item.langs, 'location') },
          ]),
          period: period(item.start, item.end, ctx),
          description: item.description,
          descriptionLang: lang(item.langs, 'description'),
          highlights: item.highlights,
          highlightsLang: lang(item.langs, 'highlights'),
          extra: entryLinks(ctx, [{ url: item.url }]),
        }),
      ),
    ),
  );
}

function certificates(ctx: SectionContext, items: Profile['certificates']): string {
  return section(
    ctx,
    'certificates',
    ctx.t('sections.certificate'),
    'certificate',
    timeline(
      items.map((item) => {
        const details = [
          item.expiry
            ? ctx.t('publicProfile.validUntil', { date: monthYear(item.expiry, ctx.locale) })
            : undefined,
          item.credentialId
            ? ctx.t('publicProfile.credentialId', { id: item.credentialId })
            : undefined,
        ]
          .filter(Boolean)
          .join(' · ');
        return entry(ctx, {
          title: item.name,
          subtitle: joinParts([{ text: item.issuer }]),
          period: monthYear(item.date, ctx.locale),
          extra:
            (details ? `<p class="detail">${esc(details)}</p>` : '') +
            entryLinks(ctx, [{ url: item.url }]),
        });
      }),
    ),
  );
}

function awards(ctx: SectionContext, items: Profile['awards']): string {
  return section(
    ctx,
    'awards',
    ctx.t('sections.award'),
    'award',
    timeline(
      items.map((item) =>
        entry(ctx, {
          title: item.title,
          titleLang: lang(item.langs, 'title'),
          subtitle: joinParts([{ text: item.awarder }]),
          period: monthYear(item.date, ctx.locale),
          description: item.summary,
          descriptionLang: lang(item.langs, 'summary'),
        }),
      ),
    ),
  );
}

function publications(ctx: SectionContext, items: Profile['publications']): string {
  return section(
    ctx,
    'publications',
    ctx.t('sections.publication'),
    'book',
    timeline(
      items.map((item) =>
        entry(ctx, {
          title: item.title,
          subtitle: joinParts([{ text: item.publisher }]),
          period: monthYear(item.date, ctx.locale),
          description: item.summary,
          descriptionLang: lang(item.langs, 'summary'),
          extra: entryLinks(ctx, [{ url: item.url }]),
        }),
      ),
    ),
  );
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
  return section(
    ctx,
    'languages',
    ctx.t('sections.language'),
    'translate',
    `<ul class="cols">${rows.join('')}</ul>`,
  );
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
  return section(
    ctx,
    'interests',
    ctx.t('sections.interest'),
    'interests',
    `<ul class="cols">${rows.join('')}</ul>`,
  );
}

function references(ctx: SectionContext, items: Profile['references']): string {
  const rows = items.map((item) => {
    const text = richTextHtml(item.text);
    return (
      `<li><h3>${esc(item.name)}</h3>` +
      (item.relation
        ? `<p class="sub"${langOf(item.langs, 'relation')}>${esc(item.relation)}</p>`
        : '') +
      (text ? `<blockquote class="desc"${langOf(item.langs, 'text')}>${text}</blockquote>` : '') +
      (item.contact
        ? `<p class="detail">${esc(ctx.t('publicProfile.refereeContact', { contact: item.contact }))}</p>`
        : '') +
      '</li>'
    );
  });
  return section(
    ctx,
    'references',
    ctx.t('sections.reference'),
    'quote',
    `<ul class="refs">${rows.join('')}</ul>`,
  );
}

function custom(
  ctx: SectionContext,
  item: Profile['customSections'][number],
  index: number,
): string {
  return section(
    ctx,
    `custom-${index}`,
    item.title,
    'article',
    timeline(
      item.entries.map((e) =>
        entry(ctx, {
          title: e.title,
          titleLang: lang(e.langs, 'title'),
          subtitle: joinParts([
            { text: e.subtitle, lang: lang(e.langs, 'subtitle') },
            { text: e.place, lang: lang(e.langs, 'place') },
          ]),
          // Nothing says what a custom entry is: a date alone is that date, not "since".
          period: period(e.start, e.end, ctx, false),
          description: e.description,
          descriptionLang: lang(e.langs, 'description'),
          extra: entryLinks(ctx, [{ url: e.url }]),
        }),
      ),
    ),
    lang(item.langs, 'title'),
  );
}

/** The sections there are, in the PDF's order; a friendly line when there are none. */
export function profileSections(ctx: SectionContext, profile: Profile): string {
  const bio = richTextHtml(profile.bio);
  const filled = (list: readonly unknown[]) => list.length > 0;
  const parts = [
    bio &&
      section(
        ctx,
        'about',
        ctx.t('publicProfile.sections.about'),
        'person',
        `<div class="about"${langOf(profile.langs, 'bio')}>${bio}</div>`,
      ),
    filled(profile.workExperiences) && experience(ctx, profile.workExperiences),
    filled(profile.educations) && education(ctx, profile.educations),
    filled(profile.skills) && skills(ctx, profile.skills),
    filled(profile.projects) && projects(ctx, profile.projects),
    filled(profile.volunteering) && volunteering(ctx, profile.volunteering),
    filled(profile.certificates) && certificates(ctx, profile.certificates),
    filled(profile.awards) && awards(ctx, profile.awards),
    filled(profile.publications) && publications(ctx, profile.publications),
    filled(profile.languages) && languages(ctx, profile.languages),
    filled(profile.interests) && interests(ctx, profile.interests),
    ...profile.customSections.map((item, i) => filled(item.entries) && custom(ctx, item, i)),
    filled(profile.references) && references(ctx, profile.references),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0)
    return `<div class="card empty"><p>${esc(ctx.t('publicProfile.empty'))}</p></div>`;
  return parts.join('');
}
