import {
  AA_CONTRAST,
  contrastRatio,
  hasSidebar,
  hasText,
  parseRichText,
  richTextToPlain,
  SECTION_KINDS,
  TRANSLATABLE_FIELDS,
  type CvCheck,
  type CvData,
  type CvSettings,
  type SectionKind,
  WHITE,
} from '@cv/shared';
import { cvColors } from '../cv-engine/theme-colors';
import type { CvSectionOutline } from '../profile/profile-cv';

/**
 * What a careful reader would point out before a CV is sent. Pure rules over
 * the data the CV prints and the outcome of its render, so each is tested on
 * its own; the studio shows them beside the preview.
 */

/** WCAG AA for normal text: headings and links in the accent on white paper. */
export const MIN_ACCENT_CONTRAST = 4.5;
/** Plain-text characters a description may have before it reads as a wall of text. */
export const LONG_DESCRIPTION = 1200;
/** Less than this share of the last page used: a few lines spilled over. */
export const SPILL_FILL = 0.2;
/** More pages than most readers read. */
export const MANY_PAGES = 2;

/** Start, end and title fields of the kinds with a period. */
const PERIODS: Partial<Record<SectionKind | 'custom-entry', [string, string, string]>> = {
  'work-experience': ['positionStart', 'positionEnd', 'jobTitle'],
  education: ['educationStart', 'educationEnd', 'degreeName'],
  project: ['projectStart', 'projectEnd', 'name'],
  certificate: ['date', 'expiry', 'name'],
  volunteering: ['start', 'end', 'organization'],
  'custom-entry': ['start', 'end', 'title'],
};

/** The field that names an entry in a message. */
const TITLES: Record<SectionKind | 'custom-entry', string> = {
  'work-experience': 'jobTitle',
  education: 'degreeName',
  skill: 'name',
  project: 'name',
  link: 'network',
  language: 'language',
  certificate: 'name',
  award: 'title',
  publication: 'title',
  volunteering: 'organization',
  interest: 'name',
  reference: 'name',
  'custom-entry': 'title',
};

type Entry = Record<string, unknown>;

/** Every printed entry with its kind and section key. */
function printedEntries(
  data: CvData,
): { kind: SectionKind | 'custom-entry'; section: string; entry: Entry }[] {
  const out: { kind: SectionKind | 'custom-entry'; section: string; entry: Entry }[] = [];
  for (const [kind, spec] of Object.entries(SECTION_KINDS)) {
    if (kind === 'custom-entry') continue;
    const list = (data as unknown as Record<string, Entry[] | undefined>)[spec.listKey] ?? [];
    for (const entry of list) out.push({ kind: kind as SectionKind, section: kind, entry });
  }
  data.customSections.forEach((section, index) => {
    for (const entry of section.entries as Entry[]) {
      out.push({ kind: 'custom-entry', section: section.key ?? `custom-${index + 1}`, entry });
    }
  });
  return out;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function descriptionLength(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + text(item).length, 0);
  return richTextToPlain(parseRichText(text(value))).length;
}

export interface CvRenderOutcome {
  pages: number;
  lastPageFill: number;
  fit: { status: 'off' | 'fits' | 'shrunk' | 'cannot'; overPages?: number | undefined };
  fitPages: number | null;
  /** Sections a two-column design set in its main column because its side column was full. */
  sideMoved?: readonly string[];
  /** What the design set wider than its room ("name", "email", …): broken or past its column. */
  tooWide?: readonly string[];
}

/** The CV's own colours and the design they print in. */
export type CvColorSettings = Pick<
  CvSettings,
  'design' | 'headingColor' | 'sidebarColor' | 'sidebarTextColor'
>;

/**
 * A colour the owner chose for text that falls short of AA on its
 * background: the CV prints a readable shade of it instead (theme-colors.ts),
 * and says so. The accent has a check of its own.
 */
function colorRoleChecks(data: CvData, colors: CvColorSettings): CvCheck[] {
  const palette = cvColors(data.theme, colors, colors.design);
  const chosen: [role: string, color: string | null, background: string][] = [
    ['heading', colors.headingColor, WHITE],
    ...(hasSidebar(colors.design)
      ? [
          ['sidebarText', colors.sidebarTextColor, palette.sidebar] as [
            string,
            string | null,
            string,
          ],
        ]
      : []),
  ];
  return chosen.flatMap(([role, color, background]) => {
    const ratio = color ? contrastRatio(color, background) : Infinity;
    return ratio < AA_CONTRAST
      ? [
          {
            code: 'lowContrastColor' as const,
            // Rounded down, as the studio shows it beside the colour: never "4.5" below 4.5.
            params: { role, ratio: Math.floor(ratio * 10) / 10, min: AA_CONTRAST },
          },
        ]
      : [];
  });
}

/**
 * What to leave out first when a CV is too long: the oldest job with a
 * description (the newest matter most to a reader), else the oldest entry
 * of any kind with one.
 */
function oldestDescribed(entries: ReturnType<typeof printedEntries>): string {
  const described = entries.filter(({ kind, entry }) => {
    const fields = kind === 'custom-entry' ? ['description'] : SECTION_KINDS[kind].descriptions;
    return fields.some((field) => descriptionLength(entry[field]) > 0);
  });
  const jobs = described.filter(({ kind }) => kind === 'work-experience');
  const pool = jobs.length > 0 ? jobs : described;
  const startOf = ({ kind, entry }: (typeof pool)[number]) => text(entry[PERIODS[kind]?.[0] ?? '']);
  const oldest = pool.toSorted((a, b) => startOf(a).localeCompare(startOf(b)))[0];
  return oldest ? text(oldest.entry[TITLES[oldest.kind]]) : '';
}

export function cvChecks(
  data: CvData,
  outline: readonly CvSectionOutline[],
  render: CvRenderOutcome,
  colors?: CvColorSettings,
): CvCheck[] {
  const checks: CvCheck[] = [];
  const entries = printedEntries(data);

  for (const { kind, section, entry } of entries) {
    const title = text(entry[TITLES[kind]]);
    const period = PERIODS[kind];
    if (period) {
      const [start, end] = [text(entry[period[0]]), text(entry[period[1]])];
      if (start && end && end < start)
        checks.push({ code: 'endBeforeStart', section, params: { title } });
    }
    const fields = kind === 'custom-entry' ? ['description'] : SECTION_KINDS[kind].descriptions;
    const length = fields.reduce((sum: number, field) => sum + descriptionLength(entry[field]), 0);
    if (length > LONG_DESCRIPTION) {
      checks.push({
        code: 'longDescription',
        section,
        params: { title, length, max: LONG_DESCRIPTION },
      });
    }
  }
  const bio = descriptionLength(data.person.bio);
  if (bio > LONG_DESCRIPTION) {
    checks.push({
      code: 'longDescription',
      section: 'profile',
      params: { title: '', length: bio, max: LONG_DESCRIPTION },
    });
  }

  // Texts that print in the profile's primary language because no translation exists yet:
  // an entry with none of its texts translated apart from one translated in part.
  const untranslated = new Map<string, { none: number; partly: number }>();
  for (const { kind, section, entry } of entries) {
    const fallbacks = Object.keys((entry.langs as Record<string, string> | undefined) ?? {}).length;
    if (fallbacks === 0) continue;
    const texts = TRANSLATABLE_FIELDS[kind].filter((field) => hasText(entry[field])).length;
    const tally = untranslated.get(section) ?? { none: 0, partly: 0 };
    if (fallbacks < texts) tally.partly++;
    else tally.none++;
    untranslated.set(section, tally);
  }
  const profileFields = Object.keys(data.person.langs ?? {});
  if (profileFields.length > 0) {
    checks.push({
      code: 'untranslated',
      section: 'profile',
      params: { fields: profileFields.join(',') },
    });
  }
  for (const [section, { none, partly }] of untranslated) {
    const name = data.customSections.find((s) => s.key === section)?.title ?? section;
    if (none > 0) {
      checks.push({ code: 'untranslated', section, params: { section: name, count: none } });
    }
    if (partly > 0) {
      checks.push({ code: 'partlyTranslated', section, params: { section: name, count: partly } });
    }
  }

  if (!data.person.email?.trim() && !data.person.phone?.trim()) {
    checks.push({ code: 'noContact', params: {} });
  }

  for (const section of outline) {
    // A section the owner added (a custom one) or filled, that prints nothing in this CV.
    const added = section.entries > 0 || section.key.startsWith('custom:');
    if (added && section.included === 0) {
      checks.push({
        code: 'emptySection',
        section: section.key,
        params: { section: section.title ?? section.key },
      });
    }
  }

  const ratio = contrastRatio(data.theme.surfaceColor, '#ffffff');
  if (ratio < MIN_ACCENT_CONTRAST) {
    checks.push({
      code: 'lowContrastAccent',
      params: { ratio: Math.round(ratio * 10) / 10, min: MIN_ACCENT_CONTRAST },
    });
  }
  if (colors) checks.push(...colorRoleChecks(data, colors));

  if (render.fit.status === 'cannot' && render.fitPages) {
    checks.push({
      code: 'cannotFit',
      params: {
        pages: render.fitPages,
        actual: render.pages,
        over: render.fit.overPages ?? 0,
        title: oldestDescribed(entries),
      },
    });
  } else if (render.pages > 1 && render.lastPageFill < SPILL_FILL) {
    checks.push({ code: 'spillsOntoPage', params: { page: render.pages } });
  }
  if (render.pages > MANY_PAGES && !render.fitPages) {
    checks.push({ code: 'manyPages', params: { pages: render.pages, max: MANY_PAGES } });
  }
  if (render.sideMoved?.length) {
    checks.push({ code: 'sideColumnFull', params: { sections: render.sideMoved.join(',') } });
  }
  if (render.tooWide?.length) {
    checks.push({ code: 'tooWide', params: { parts: render.tooWide.join(',') } });
  }
  return checks;
}
