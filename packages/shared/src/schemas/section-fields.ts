import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGE_KEYS } from '../validation';
import { isoDate, optionalText, requiredText } from './common';
import {
  highlights,
  keywords,
  LANGUAGE_LEVELS,
  nullableDate,
  nullableText,
  optionalDate,
  optionalUrl,
  projectLinkSchema,
  requiredUrl,
  richText,
  text,
  textArray,
} from './entry-fields';

/**
 * The fields of every section kind, described once. The kinds' input and
 * item schemas (entries.ts), their translatable fields, the editor's forms
 * and the one presentation of an entry (entry-view.ts) that the public page,
 * the CV and the Word and Markdown exports share are all derived from these
 * records. Adding a field to a kind is a line here and its label
 * (`fields.<name>` in i18n); a field in the request and the response follows
 * JSON Resume's name where one maps.
 */

/** One schema for a type, whether the field is required or not. */
function requiredOrNot<S>(schema: () => S) {
  return { required: schema, optional: schema };
}

/**
 * What a field holds. Each type brings its rules and limits: the request's
 * schema when the field is required and when it is not, the response's, the
 * shape of its translation and the editor's length bound.
 */
const FIELD_TYPES = {
  /** One line of text. */
  text: {
    input: {
      required: () => requiredText(LIMITS.shortTextMax),
      optional: () => optionalText(LIMITS.shortTextMax),
    },
    item: { required: () => text, optional: () => nullableText },
    translation: 'short',
    maxLength: LIMITS.shortTextMax,
  },
  /** A description in the formatting subset (see rich-text.ts); never required. */
  richText: {
    input: requiredOrNot(() => richText),
    item: requiredOrNot(() => nullableText),
    translation: 'rich',
    maxLength: LIMITS.longTextMax,
  },
  /** An ISO date; the editor picks a month. */
  date: {
    input: { required: () => isoDate, optional: () => optionalDate },
    item: { required: () => text, optional: () => nullableDate },
    translation: null,
    maxLength: null,
  },
  /** An http(s) address. */
  url: {
    input: { required: () => requiredUrl, optional: () => optionalUrl },
    item: { required: () => text, optional: () => nullableText },
    translation: null,
    maxLength: LIMITS.urlMax,
  },
  /** Bullet points: up to 20 texts of up to 500 characters, absent meaning none. */
  highlights: {
    input: requiredOrNot(() => highlights),
    item: requiredOrNot(() => textArray),
    translation: 'highlights',
    maxLength: LIMITS.highlightMax,
  },
  /** Keywords: up to 20 short texts, absent meaning none. */
  keywords: {
    input: requiredOrNot(() => keywords),
    item: requiredOrNot(() => textArray),
    translation: 'keywords',
    maxLength: LIMITS.shortTextMax,
  },
  /** A skill's level, 1 to 5. */
  skillLevel: {
    input: requiredOrNot(skillLevel),
    item: requiredOrNot(() => z.number().int()),
    translation: null,
    maxLength: null,
  },
  /** Native or a CEFR level (LANGUAGE_LEVELS). */
  languageLevel: {
    input: requiredOrNot(languageLevel),
    item: requiredOrNot(() => z.enum(LANGUAGE_LEVELS)),
    translation: null,
    maxLength: null,
  },
  /** Labelled links (a project's repository, demo, …), up to 10. */
  links: {
    input: requiredOrNot(linkList),
    item: requiredOrNot(() => z.array(z.object({ label: text, url: text }))),
    translation: null,
    maxLength: null,
  },
  /** The custom section an entry belongs to. */
  section: {
    input: requiredOrNot(() => z.uuid()),
    item: requiredOrNot(() => z.uuid()),
    translation: null,
    maxLength: null,
  },
} as const;

function skillLevel() {
  return z
    .number()
    .refine((v) => Number.isInteger(v) && v >= LIMITS.skillLevelMin && v <= LIMITS.skillLevelMax, {
      message: MESSAGE_KEYS.range,
      params: { min: LIMITS.skillLevelMin, max: LIMITS.skillLevelMax },
    });
}

function languageLevel() {
  return z.enum(LANGUAGE_LEVELS, { message: MESSAGE_KEYS.invalid });
}

function linkList() {
  return z
    .array(projectLinkSchema)
    .max(LIMITS.projectLinksMax, { message: MESSAGE_KEYS.tooLong })
    .default([]);
}

export type EntryFieldType = keyof typeof FIELD_TYPES;

/**
 * Where a field shows when an entry is presented (entry-view.ts):
 * - `title`: the entry's heading; an optional one left empty gives way to the
 *   subtitle (a volunteer's role heads, else the organisation does);
 * - `subtitle`, `note`: the line under the heading ("ACME · Berlin");
 * - `start`, `end`: the dates;
 * - `description`, `bullets`: the body;
 * - `link`: an address of the entry, `links`: its labelled links.
 */
export type EntryFieldRole =
  'title' | 'subtitle' | 'note' | 'start' | 'end' | 'description' | 'bullets' | 'link' | 'links';

export interface EntryField {
  type: EntryFieldType;
  /** A request without it is refused; absent otherwise (stored as null). */
  required?: boolean;
  /** May hold a translation into the profile's other language (only texts and lists of texts). */
  translatable?: boolean;
  shows?: EntryFieldRole;
  /** A note printed with its label, "Credential ID: …" (a label is in the reader's language). */
  labelled?: boolean;
  /** Editor hints: the field spans the form's width; it has a placeholder or a help text (`profile.entries.<kind>.<field>Placeholder`/`Help`). */
  form?: { wide?: boolean; placeholder?: boolean; help?: boolean };
}

/**
 * How an entry's dates read: `period` a span whose start without an end is
 * ongoing ("since"); `dated` a single date, or a span when it has an end;
 * `validity` a date and the date it stops being valid (a certificate).
 */
export type EntryDates = 'period' | 'dated' | 'validity';

export interface KindFields {
  fields: Readonly<Record<string, EntryField>>;
  /** How the kind's dates read; kinds without dates have none. */
  dates?: EntryDates;
  /**
   * How the kind is laid out: `entries` as headed entries (presented by
   * entry-view.ts), the others by a layout of their own on every surface.
   */
  layout: 'entries' | 'skills' | 'languages' | 'interests' | 'links';
  /** Editor: the fields in the form's order where it differs from the API's (unnamed ones follow). */
  formOrder?: readonly string[];
}

function kindFields<const K extends KindFields>(definition: K): K {
  return definition;
}

const wide = { wide: true } as const;

export const SECTION_FIELDS = {
  'work-experience': kindFields({
    fields: {
      jobTitle: { type: 'text', required: true, translatable: true, shows: 'title' },
      company: { type: 'text', required: true, shows: 'subtitle' },
      location: { type: 'text', translatable: true, shows: 'note', form: wide },
      positionStart: { type: 'date', required: true, shows: 'start' },
      /** Absent means "present". */
      positionEnd: { type: 'date', shows: 'end' },
      description: { type: 'richText', translatable: true, shows: 'description' },
      highlights: { type: 'highlights', translatable: true, shows: 'bullets' },
    },
    dates: 'period',
    layout: 'entries',
  }),
  education: kindFields({
    fields: {
      institution: { type: 'text', required: true, shows: 'subtitle', form: wide },
      degreeName: { type: 'text', required: true, translatable: true, shows: 'title' },
      level: {
        type: 'text',
        translatable: true,
        shows: 'note',
        form: { placeholder: true },
      },
      educationStart: { type: 'date', required: true, shows: 'start' },
      educationEnd: { type: 'date', shows: 'end' },
      description: { type: 'richText', translatable: true, shows: 'description' },
    },
    dates: 'period',
    layout: 'entries',
    formOrder: ['degreeName', 'level', 'institution'],
  }),
  skill: kindFields({
    fields: {
      name: { type: 'text', required: true, translatable: true, shows: 'title' },
      /** Skills are grouped by type in the CV, e.g. 'Programming Languages'. */
      type: { type: 'text', required: true, translatable: true },
      level: { type: 'skillLevel', required: true },
      keywords: { type: 'keywords', translatable: true, form: wide },
    },
    layout: 'skills',
  }),
  project: kindFields({
    fields: {
      name: { type: 'text', required: true, shows: 'title' },
      role: { type: 'text', translatable: true, shows: 'subtitle' },
      projectStart: { type: 'date', shows: 'start' },
      projectEnd: { type: 'date', shows: 'end' },
      description: { type: 'richText', translatable: true, shows: 'description' },
      /** The main link. */
      url: { type: 'url', shows: 'link', form: { wide: true, help: true } },
      links: { type: 'links', shows: 'links' },
    },
    dates: 'period',
    layout: 'entries',
    formOrder: ['name', 'role', 'projectStart', 'projectEnd', 'url', 'description'],
  }),
  /** A profile on a network: GitHub, LinkedIn, … */
  link: kindFields({
    fields: {
      /** "GitHub", "LinkedIn", "Mastodon" or any label. */
      network: { type: 'text', required: true, shows: 'title', form: { placeholder: true } },
      username: { type: 'text' },
      url: { type: 'url', required: true, form: wide },
    },
    layout: 'links',
  }),
  language: kindFields({
    fields: {
      /** An ISO 639 code ('de', shown in the reader's language) or a free name. */
      language: { type: 'text', required: true, shows: 'title' },
      level: { type: 'languageLevel', required: true },
      note: { type: 'text', translatable: true, form: { wide: true, placeholder: true } },
    },
    layout: 'languages',
  }),
  certificate: kindFields({
    fields: {
      name: { type: 'text', required: true, shows: 'title' },
      issuer: { type: 'text', shows: 'subtitle' },
      date: { type: 'date', shows: 'start' },
      expiry: { type: 'date', shows: 'end' },
      url: { type: 'url', shows: 'link' },
      credentialId: { type: 'text', shows: 'note', labelled: true },
    },
    dates: 'validity',
    layout: 'entries',
    formOrder: ['name', 'issuer', 'date', 'expiry', 'credentialId', 'url'],
  }),
  award: kindFields({
    fields: {
      title: { type: 'text', required: true, translatable: true, shows: 'title', form: wide },
      awarder: { type: 'text', shows: 'subtitle' },
      date: { type: 'date', shows: 'start' },
      summary: { type: 'richText', translatable: true, shows: 'description' },
    },
    dates: 'dated',
    layout: 'entries',
  }),
  publication: kindFields({
    fields: {
      title: { type: 'text', required: true, shows: 'title', form: wide },
      publisher: { type: 'text', shows: 'subtitle' },
      date: { type: 'date', shows: 'start' },
      url: { type: 'url', shows: 'link', form: wide },
      summary: { type: 'richText', translatable: true, shows: 'description' },
    },
    dates: 'dated',
    layout: 'entries',
  }),
  volunteering: kindFields({
    fields: {
      organization: { type: 'text', required: true, shows: 'subtitle' },
      role: { type: 'text', translatable: true, shows: 'title' },
      location: { type: 'text', translatable: true, shows: 'note' },
      start: { type: 'date', required: true, shows: 'start' },
      end: { type: 'date', shows: 'end' },
      description: { type: 'richText', translatable: true, shows: 'description' },
      url: { type: 'url', shows: 'link' },
      highlights: { type: 'highlights', translatable: true, shows: 'bullets' },
    },
    dates: 'period',
    layout: 'entries',
    formOrder: ['organization', 'role', 'location', 'url'],
  }),
  interest: kindFields({
    fields: {
      name: { type: 'text', required: true, translatable: true, shows: 'title', form: wide },
      keywords: { type: 'keywords', translatable: true, form: wide },
    },
    layout: 'interests',
  }),
  /** Never public and never printed unless the owner turns its section on. */
  reference: kindFields({
    fields: {
      name: { type: 'text', required: true, shows: 'title' },
      /** "Former manager at Acme". */
      relation: {
        type: 'text',
        translatable: true,
        shows: 'subtitle',
        form: { placeholder: true },
      },
      /** E-mail or phone, as the referee agreed to share it. */
      contact: { type: 'text', shows: 'note', form: { wide: true, help: true } },
      text: { type: 'richText', translatable: true, shows: 'description' },
    },
    layout: 'entries',
  }),
  /** An entry of a custom section ("Teaching", "Patents", …). */
  'custom-entry': kindFields({
    fields: {
      /** The custom section the entry belongs to. */
      sectionId: { type: 'section', required: true },
      title: { type: 'text', required: true, translatable: true, shows: 'title' },
      subtitle: { type: 'text', translatable: true, shows: 'subtitle' },
      place: { type: 'text', translatable: true, shows: 'note' },
      start: { type: 'date', shows: 'start' },
      end: { type: 'date', shows: 'end' },
      description: { type: 'richText', translatable: true, shows: 'description' },
      url: { type: 'url', shows: 'link' },
    },
    dates: 'dated',
    layout: 'entries',
    formOrder: ['title', 'subtitle', 'place', 'url'],
  }),
} as const;

export type FieldKindName = keyof typeof SECTION_FIELDS;

// Derived schemas

type Presence<F extends EntryField> = F extends { required: true } ? 'required' : 'optional';
type Types = typeof FIELD_TYPES;

type FieldInput<F extends EntryField> = ReturnType<Types[F['type']]['input'][Presence<F>]>;
type FieldItem<F extends EntryField> = ReturnType<Types[F['type']]['item'][Presence<F>]>;

/** The field of each of a kind's translatable fields: one line, formatted text or a list. */
export type TranslationShapes<Fields extends Record<string, EntryField>> = {
  [K in keyof Fields as Fields[K] extends { translatable: true } ? K : never]: NonNullable<
    Types[Fields[K]['type']]['translation']
  >;
};

export type InputShape<Fields extends Record<string, EntryField>> = {
  [K in keyof Fields]: FieldInput<Fields[K]>;
};
export type ItemShape<Fields extends Record<string, EntryField>> = {
  [K in keyof Fields]: FieldItem<Fields[K]>;
};

function shapeOf(
  fields: Readonly<Record<string, EntryField>>,
  side: 'input' | 'item',
): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      FIELD_TYPES[field.type][side][field.required ? 'required' : 'optional'](),
    ]),
  );
}

/** The request fields of a kind, with the rules and messages of their types. */
export function inputShape<Fields extends Record<string, EntryField>>(
  fields: Fields,
): InputShape<Fields> {
  return shapeOf(fields, 'input') as InputShape<Fields>;
}

/** The response fields of a kind: an absent value is null, an absent list empty. */
export function itemShape<Fields extends Record<string, EntryField>>(
  fields: Fields,
): ItemShape<Fields> {
  return shapeOf(fields, 'item') as ItemShape<Fields>;
}

/** Which fields may be translated, and as what. */
export function translationShapes<Fields extends Record<string, EntryField>>(
  fields: Fields,
): TranslationShapes<Fields> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      const translation = FIELD_TYPES[field.type].translation;
      return field.translatable && translation ? [[name, translation]] : [];
    }),
  ) as TranslationShapes<Fields>;
}

/** The registry is constant: each kind's answer is worked out once (the CV asks per entry). */
const showing = new WeakMap<object, Map<EntryFieldRole, string[]>>();

/** The fields of a kind that show in `role`, in their order. */
export function fieldsShowing(kind: Pick<KindFields, 'fields'>, role: EntryFieldRole): string[] {
  let byRole = showing.get(kind.fields);
  if (!byRole) {
    byRole = new Map();
    showing.set(kind.fields, byRole);
  }
  let names = byRole.get(role);
  if (!names) {
    names = Object.entries(kind.fields)
      .filter(([, field]) => field.shows === role)
      .map(([name]) => name);
    byRole.set(role, names);
  }
  return [...names];
}

/** The editor's length bound of a field, where its type has one. */
export function fieldMaxLength(field: EntryField): number | undefined {
  return FIELD_TYPES[field.type].maxLength ?? undefined;
}
