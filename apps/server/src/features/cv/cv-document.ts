import {
  formatIsoMonthYear,
  skillLevelKey,
  type CvData,
  type CvDesignId,
  type CvPaper,
  type Locale,
  type Translate,
} from '@cv/shared';
import { translator } from '../../http/i18n';
import { cvColors, type CvColors } from './theme-colors';

/**
 * Turns `CvData` into the JSON a Typst template reads from `sys.inputs`.
 * Everything a template would otherwise compute with language rules (dates,
 * "present", headings, grouping) is decided here, in tested TypeScript, so
 * the templates only lay out ready strings. User text stays plain strings:
 * Typst shows a string as text and never evaluates it.
 */

/** A paragraph (lines joined by forced breaks) or a bullet list. */
export type TextBlock = { kind: 'par'; lines: string[] } | { kind: 'list'; items: string[] };

export interface CvLink {
  label: string;
  url: string;
}

/** One item of work experience, education or projects, in one shape for every design. */
export interface CvEntry {
  title: string;
  /** Company, institution or role. */
  subtitle: string | null;
  /** Location or education level. */
  note: string | null;
  period: string | null;
  start: string | null;
  end: string | null;
  body: TextBlock[];
  links: CvLink[];
}

export interface CvContactItem {
  kind: 'email' | 'phone' | 'location' | 'address' | 'birthday';
  label: string;
  text: string;
  url: string | null;
}

/** "Ort, Datum" and a signature line at the end of the CV. */
export interface CvClosing {
  /** "Berlin, 24.11.2026"; the date alone when the owner gave no place. */
  placeDate: string;
  name: string;
}

export interface CvTemplateInput {
  lang: Locale;
  /** Typst's paper name. */
  paper: 'a4' | 'us-letter';
  meta: { title: string; author: string };
  colors: CvColors;
  labels: {
    headings: Record<
      'profile' | 'personal' | 'contact' | 'experience' | 'education' | 'skills' | 'projects',
      string
    >;
    /** Contains `{{page}}` and `{{total}}`; the template fills them in. */
    pageOf: string;
    links: string;
  };
  person: {
    name: string;
    firstName: string;
    lastName: string;
    jobTitle: string | null;
    bio: TextBlock[];
    photo: { path: string; alt: string } | null;
    contact: CvContactItem[];
  };
  experience: CvEntry[];
  education: CvEntry[];
  skills: { type: string; items: { name: string; level: number; levelLabel: string }[] }[];
  projects: CvEntry[];
  closing: CvClosing | null;
}

/** Layout choices of one render that are not part of the profile. */
export interface CvLayoutOptions {
  paper?: CvPaper | undefined;
  /** The closing line; undefined: on only for the Lebenslauf design in German. */
  closing?: boolean | undefined;
  /** The design, for its defaults. */
  design?: CvDesignId | undefined;
  /** The date of the closing line (ISO); today when absent. */
  today?: string | undefined;
}

/** Whether a CV ends with "Ort, Datum" and a signature line unless the owner says otherwise. */
export function closingByDefault(design: CvDesignId | undefined, lang: Locale): boolean {
  return design === 'lebenslauf' && lang === 'de';
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function closingFor(data: CvData, options: CvLayoutOptions, t: Translate): CvClosing | null {
  const wanted = options.closing ?? closingByDefault(options.design, data.lang);
  if (!wanted) return null;
  const { person } = data;
  const place = nullable(person.address?.city) ?? nullable(person.location);
  const date = formatDate(options.today ?? todayIso(), t);
  return { placeDate: place ? `${place}, ${date}` : date, name: fullName(person) };
}

const BULLET = /^\s*[-–•]\s+/;

/** Free text to blocks: blank lines separate paragraphs, "- " lines form lists. */
export function toTextBlocks(text: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | null = null;
  for (const raw of (text ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      current = null;
      continue;
    }
    if (BULLET.test(raw)) {
      const item = line.replace(BULLET, '');
      if (current?.kind === 'list') current.items.push(item);
      else blocks.push((current = { kind: 'list', items: [item] }));
    } else if (current?.kind === 'par') {
      current.lines.push(line);
    } else {
      blocks.push((current = { kind: 'par', lines: [line] }));
    }
  }
  return blocks;
}

function isoParts(iso: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month, day };
}

/**
 * "Mar 2021" from the month table the web app uses too; the space is
 * non-breaking so a date never splits over two lines.
 */
export function formatMonthYear(iso: string, lang: Locale): string {
  return formatIsoMonthYear(iso, lang).replace(/ /g, '\u00a0');
}

export function formatDate(iso: string, t: Translate): string {
  const { year, month, day } = isoParts(iso);
  return t('cv.document.date', { day, month, year });
}

/** "Mar 2021 – present"; an absent end is "present" when `openEnded`. */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  lang: Locale,
  openEnded = true,
): { period: string | null; start: string | null; end: string | null } {
  const from = start ? formatMonthYear(start, lang) : null;
  const to = end
    ? formatMonthYear(end, lang)
    : from && openEnded
      ? translator(lang)('cv.document.present')
      : null;
  const period = from && to ? (from === to ? from : `${from} – ${to}`) : (from ?? to);
  return { period, start: from, end: to };
}

export function fullName(person: CvData['person']): string {
  const name = [person.firstName, person.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.displayName?.trim() || '';
}

/** What a link shows when it has no label of its own: the address without scheme. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function addressLine(address: CvData['person']['address']): string | null {
  if (!address) return null;
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const city = [address.postcode, address.city].filter(Boolean).join(' ');
  return [street, city, address.country].filter(Boolean).join(', ') || null;
}

function contactItems(person: CvData['person'], t: Translate): CvContactItem[] {
  const label = (kind: CvContactItem['kind']) => t(`cv.document.contact.${kind}`);
  const items: CvContactItem[] = [];
  const add = (kind: CvContactItem['kind'], text: string | null | undefined, url?: string) => {
    if (text?.trim()) items.push({ kind, label: label(kind), text: text.trim(), url: url ?? null });
  };
  add('email', person.email, person.email ? `mailto:${person.email.trim()}` : undefined);
  add(
    'phone',
    person.phone,
    person.phone ? `tel:${person.phone.replace(/[^\d+]/g, '')}` : undefined,
  );
  const address = addressLine(person.address);
  // A full address already names the place; the location would repeat it.
  if (address) add('address', address);
  else add('location', person.location);
  if (person.birthday) add('birthday', formatDate(person.birthday, t));
  return items;
}

/** Groups skills by type, keeping the order in which each type first appears. */
function skillGroups(skills: CvData['skills'], t: Translate): CvTemplateInput['skills'] {
  const groups = new Map<string, CvTemplateInput['skills'][number]>();
  for (const skill of skills) {
    const type = skill.type.trim();
    const group = groups.get(type) ?? { type, items: [] };
    group.items.push({
      name: skill.name,
      level: skill.level,
      levelLabel: t(skillLevelKey(skill.level)),
    });
    groups.set(type, group);
  }
  return [...groups.values()];
}

function nullable(text: string | null | undefined): string | null {
  return text?.trim() ? text.trim() : null;
}

/** Job, education and project alike: one entry shape for every design. */
function toEntry(
  lang: Locale,
  fields: {
    title: string;
    subtitle?: string | null;
    note?: string | null;
    start?: string | null;
    end?: string | null;
    description?: string | null;
    links?: CvLink[];
  },
): CvEntry {
  return {
    title: fields.title,
    subtitle: nullable(fields.subtitle),
    note: nullable(fields.note),
    ...formatPeriod(fields.start, fields.end, lang),
    body: toTextBlocks(fields.description),
    links: fields.links ?? [],
  };
}

export function toTemplateInput(
  data: CvData,
  options: { photoPath?: string | null } & CvLayoutOptions = {},
): CvTemplateInput {
  const t = translator(data.lang);
  const name = fullName(data.person);
  const { person } = data;
  return {
    lang: data.lang,
    paper: options.paper === 'letter' ? 'us-letter' : 'a4',
    meta: {
      title: name ? t('cv.document.title', { name }) : t('cv.document.untitled'),
      author: name,
    },
    colors: cvColors(data.theme),
    labels: {
      headings: {
        profile: t('cv.document.headings.profile'),
        personal: t('cv.document.headings.personal'),
        contact: t('cv.document.headings.contact'),
        experience: t('cv.document.headings.experience'),
        education: t('cv.document.headings.education'),
        skills: t('cv.document.headings.skills'),
        projects: t('cv.document.headings.projects'),
      },
      pageOf: t('cv.document.pageOf', { page: '{{page}}', total: '{{total}}' }),
      links: t('cv.document.links'),
    },
    person: {
      name,
      firstName: person.firstName?.trim() ?? '',
      lastName: person.lastName?.trim() ?? '',
      jobTitle: nullable(person.jobTitle),
      bio: toTextBlocks(person.bio),
      photo: options.photoPath
        ? { path: options.photoPath, alt: t('cv.document.photoAlt', { name }) }
        : null,
      contact: contactItems(person, t),
    },
    experience: data.workExperiences.map((job) =>
      toEntry(data.lang, {
        title: job.jobTitle,
        subtitle: job.company,
        note: job.location,
        start: job.positionStart,
        end: job.positionEnd,
        description: job.description,
      }),
    ),
    education: data.educations.map((edu) =>
      toEntry(data.lang, {
        title: edu.degreeName,
        subtitle: edu.institution,
        note: edu.level,
        start: edu.educationStart,
        end: edu.educationEnd,
        description: edu.description,
      }),
    ),
    skills: skillGroups(data.skills, t),
    projects: data.projects.map((project) =>
      toEntry(data.lang, {
        title: project.name,
        subtitle: project.role,
        start: project.projectStart,
        end: project.projectEnd,
        description: project.description,
        links: [
          ...(project.url ? [{ label: displayUrl(project.url), url: project.url }] : []),
          ...project.links,
        ],
      }),
    ),
    closing: closingFor(data, options, t),
  };
}
