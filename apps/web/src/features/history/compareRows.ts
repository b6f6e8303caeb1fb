import {
  cvSnapshotSchema,
  entryLabel,
  letterSnapshotSchema,
  profileSnapshotSchema,
  type DocType,
  type RestoreRequest,
} from '@cv/shared';
import type { TFunction } from 'i18next';

/**
 * Two snapshots of one document side by side, field by field: each group
 * (the general data, the theme, a custom section, an entry, a CV's settings)
 * with the fields whose text differs, and what to restore to get the older
 * side's value back.
 */

export interface CompareField {
  name: string;
  label: string;
  before: string;
  after: string;
  restore: RestoreRequest;
}

export interface CompareGroup {
  id: string;
  title: string;
  /** Only in one of the two versions. */
  only?: 'before' | 'after';
  fields: CompareField[];
  /** Restores the whole group (an entry, a section) from the older side. */
  restore?: RestoreRequest;
}

type Snapshot = Record<string, unknown>;

/** A field's value as text the word diff can compare. */
export function textOf(value: unknown, t: TFunction): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? t('history.compare.yes') : t('history.compare.no');
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n');
  return JSON.stringify(value);
}

const fieldLabel = (name: string, t: TFunction) => t(`fields.${name}`, { defaultValue: name });

function fieldsOf(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  t: TFunction,
  restore: (name: string) => RestoreRequest,
  skip: readonly string[] = [],
  label: (name: string, t: TFunction) => string = fieldLabel,
): CompareField[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names
    .filter((name) => !skip.includes(name))
    .map((name) => ({
      name,
      label: label(name, t),
      before: textOf(before?.[name], t),
      after: textOf(after?.[name], t),
      restore: restore(name),
    }))
    .filter((field) => field.before !== field.after);
}

function byId<T extends { id: string }>(list: readonly T[]) {
  return new Map(list.map((item) => [item.id, item]));
}

function profileGroups(before: Snapshot, after: Snapshot, t: TFunction): CompareGroup[] {
  const a = profileSnapshotSchema.parse(before);
  const b = profileSnapshotSchema.parse(after);
  const groups: CompareGroup[] = [
    {
      id: 'general',
      title: t('history.compare.general'),
      // The language is restored with the whole version only; its swap shows in the texts.
      fields: fieldsOf(a.general, b.general, t, (field) => ({ field }), ['contentLanguage']),
    },
  ];
  const theme = fieldsOf(a.theme ?? {}, b.theme ?? {}, t, () => ({ field: 'theme' }));
  if (theme.length > 0) {
    groups.push({
      id: 'theme',
      title: t('history.compare.theme'),
      fields: theme,
      restore: { field: 'theme' },
    });
  }
  const sectionsA = byId(a.sections);
  const sectionsB = byId(b.sections);
  for (const id of new Set([...sectionsA.keys(), ...sectionsB.keys()])) {
    const [x, y] = [sectionsA.get(id), sectionsB.get(id)];
    const pick = (s: typeof x) =>
      s && { title: s.title, public: s.public, print: s.print, translations: s.translations };
    groups.push({
      id,
      title: (x ?? y)?.title ?? '',
      ...(x && !y ? { only: 'before' as const } : !x && y ? { only: 'after' as const } : {}),
      fields: fieldsOf(pick(x), pick(y), t, (field) => ({ entryId: id, field })),
      ...(x ? { restore: { entryId: id } } : {}),
    });
  }
  const entriesA = byId(a.entries);
  const entriesB = byId(b.entries);
  for (const id of new Set([...entriesA.keys(), ...entriesB.keys()])) {
    const [x, y] = [entriesA.get(id), entriesB.get(id)];
    const entry = (x ?? y)!;
    const label = entryLabel(entry.kind, entry.data);
    const kind = t(`sections.${entry.kind}`, { defaultValue: entry.kind });
    groups.push({
      id,
      title: label ? `${kind}: ${label}` : kind,
      ...(x && !y ? { only: 'before' as const } : !x && y ? { only: 'after' as const } : {}),
      fields: fieldsOf(x?.data, y?.data, t, (field) => ({ entryId: id, field })),
      ...(x ? { restore: { entryId: id } } : {}),
    });
  }
  return groups.filter((g) => g.fields.length > 0 || g.only);
}

function cvGroups(before: Snapshot, after: Snapshot, t: TFunction): CompareGroup[] {
  const a = cvSnapshotSchema.parse(before);
  const b = cvSnapshotSchema.parse(after);
  const fields = [
    ...fieldsOf({ name: a.name }, { name: b.name }, t, (field) => ({ field })),
    ...fieldsOf(a.settings, b.settings, t, (field) => ({ field })),
  ];
  return fields.length > 0
    ? [{ id: 'settings', title: t('history.compare.settings'), fields }]
    : [];
}

/** A letter's fields are named as its studio names them ("lang": the letter's language). */
const letterLabel = (name: string, t: TFunction) =>
  t(`letters.studio.${name === 'lang' ? 'language' : name}`, { defaultValue: name });

/** The parts of a letter as the studio words them: the recipient's lines, the sender's chosen lines. */
function letterTexts(content: Record<string, unknown>, t: TFunction): Record<string, unknown> {
  const texts: Record<string, unknown> = { ...content };
  const recipient = content.recipient as Record<string, unknown> | undefined;
  if (recipient) {
    texts.recipient = Object.entries(recipient)
      .filter(([, value]) => typeof value === 'string' && value !== '')
      .map(([field, value]) =>
        field === 'contactForm'
          ? t(`letters.studio.contactForms.${String(value)}`)
          : `${letterLabel(field, t)}: ${String(value)}`,
      )
      .join('\n');
  }
  const sender = content.sender as Record<string, unknown> | undefined;
  if (sender) {
    texts.sender = Object.entries(sender)
      .filter(([, shown]) => shown === true)
      .map(([line]) => t(`letters.studio.senderLines.${line}`))
      .join(', ');
  }
  if (typeof content.signature === 'string') {
    texts.signature = t(`letters.studio.signatures.${content.signature}`);
  }
  return texts;
}

function letterGroups(before: Snapshot, after: Snapshot, t: TFunction): CompareGroup[] {
  const a = letterSnapshotSchema.parse(before);
  const b = letterSnapshotSchema.parse(after);
  const field = (name: string): RestoreRequest => ({ field: name });
  const letter = [
    ...fieldsOf({ name: a.name }, { name: b.name }, t, field, [], letterLabel),
    ...fieldsOf(letterTexts(a.content, t), letterTexts(b.content, t), t, field, [], letterLabel),
  ];
  const layout = fieldsOf(a.settings, b.settings, t, field, [], letterLabel);
  return [
    { id: 'letter', title: t('letters.studio.letter'), fields: letter },
    { id: 'settings', title: t('letters.studio.layout'), fields: layout },
  ].filter((group) => group.fields.length > 0);
}

export function compareGroups(
  type: DocType,
  before: Snapshot,
  after: Snapshot,
  t: TFunction,
): CompareGroup[] {
  if (type === 'profile') return profileGroups(before, after, t);
  if (type === 'letter') return letterGroups(before, after, t);
  return cvGroups(before, after, t);
}
