import type { Locale } from '../constants';
import type { Translate } from '../validation';
import {
  fieldsShowing,
  SECTION_FIELDS,
  type EntryDates,
  type EntryFieldRole,
  type FieldKindName,
} from './section-fields';
import type { TextLangs } from './translations';

/**
 * One entry as every surface presents it: a heading, the line under it, the
 * dates, the body and the links, each taken from the field the kind's
 * descriptors name for that place (section-fields.ts). The public page, the
 * CV and through it the Word and Markdown exports lay this out; none of them
 * knows a kind's field names.
 */

export interface EntryViewLink {
  url: string;
  /** A labelled link's own label; without one a surface shows the address. */
  label?: string;
}

/** The parts of an entry that may be in another language than the reader's. */
export type EntryViewPart = 'title' | 'subtitle' | 'note' | 'description' | 'bullets';

export interface EntryView {
  title: string;
  /** "ACME", "TU Berlin", a volunteer's organisation under the role. */
  subtitle: string | null;
  /** "Berlin", an education level; a labelled one reads "Credential ID: …". */
  note: string | null;
  /** Whether the note carries its label (it is then in the reader's language). */
  noteLabelled: boolean;
  start: string | null;
  end: string | null;
  /** How the dates read (section-fields.ts); null for a kind without dates. */
  dates: EntryDates | null;
  description: string | null;
  bullets: readonly string[];
  links: EntryViewLink[];
  /** The language of each part that is not in the reader's (the owner's untranslated text). */
  langs: Partial<Record<EntryViewPart, Locale>>;
}

/** An entry as the public profile and the CV data hold it: absent values absent or null. */
type Values = Record<string, unknown> & { langs?: TextLangs | undefined };

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function linksOf(kindName: FieldKindName, values: Values): EntryViewLink[] {
  const kind = SECTION_FIELDS[kindName];
  return Object.entries(kind.fields).flatMap(([name, field]): EntryViewLink[] => {
    const value = values[name];
    if (field.shows === 'link') return typeof value === 'string' && value ? [{ url: value }] : [];
    if (field.shows === 'links' && Array.isArray(value))
      return (value as { label: string; url: string }[]).map(({ label, url }) => ({ label, url }));
    return [];
  });
}

export function entryView(kindName: FieldKindName, values: Values, t: Translate): EntryView {
  const kind = SECTION_FIELDS[kindName];
  const first = (role: EntryFieldRole) => fieldsShowing(kind, role)[0];
  const langs: EntryView['langs'] = {};
  const part = (name: EntryViewPart, field: string | undefined) => {
    const lang = field ? values.langs?.[field] : undefined;
    if (lang) langs[name] = lang;
  };

  // An optional title left empty gives way to the subtitle, which then heads the entry.
  const ownTitle = first('title');
  const headed = ownTitle !== undefined && textOf(values[ownTitle]) !== null;
  const titleField = headed ? ownTitle : first('subtitle');
  const subtitleField = headed ? first('subtitle') : undefined;
  const noteField = first('note');
  const noteLabelled = Boolean(
    noteField && (kind.fields as Record<string, { labelled?: boolean }>)[noteField]?.labelled,
  );
  const noteText = noteField ? textOf(values[noteField]) : null;

  const title = titleField ? String(values[titleField] ?? '') : '';
  const subtitle = subtitleField ? textOf(values[subtitleField]) : null;
  const note = noteText && noteLabelled ? `${t(`fields.${noteField}`)}: ${noteText}` : noteText;
  part('title', titleField);
  if (subtitle) part('subtitle', subtitleField);
  if (note && !noteLabelled) part('note', noteField);
  const descriptionField = first('description');
  const bulletsField = first('bullets');
  part('description', descriptionField);
  part('bullets', bulletsField);
  const startField = first('start');
  const endField = first('end');
  const bullets = bulletsField ? values[bulletsField] : undefined;
  return {
    title,
    subtitle,
    note,
    noteLabelled,
    start: startField ? textOf(values[startField]) : null,
    end: endField ? textOf(values[endField]) : null,
    dates: 'dates' in kind ? kind.dates : null,
    description: descriptionField ? textOf(values[descriptionField]) : null,
    bullets: Array.isArray(bullets) ? (bullets as string[]) : [],
    links: linksOf(kindName, values),
    langs,
  };
}
