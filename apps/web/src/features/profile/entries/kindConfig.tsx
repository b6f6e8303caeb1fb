import { fieldsShowing, SECTION_FIELDS, type EntryKind, type Locale } from '@cv/shared';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import type { EntryItem } from '../profile.queries';
import type { AnyEntryConfig, EntryMessages, EntrySummary } from './entryConfig';
import { EntryLinks } from './EntryLinks';
import { kindForm, type FieldRenderers } from './kindForm';

/** The names of an entry's fields whose values are of type V. */
type FieldHolding<K extends EntryKind, V> = {
  [F in keyof EntryItem<K>]-?: EntryItem<K>[F] extends V ? F : never;
}[keyof EntryItem<K>];

/** What a kind's list row shows beyond its dates. */
export interface KindRow<K extends EntryKind> {
  titleKey: string;
  icon: ReactElement;
  /** The field that names the entry and heads its row. */
  title: FieldHolding<K, string>;
  /** The line under the heading: these fields, those filled in, joined; or a text of its own. */
  subtitle?: readonly FieldHolding<K, string | null>[] | ((item: EntryItem<K>) => string);
  /** Shown under the subtitle, before the links. */
  extra?: (item: EntryItem<K>, t: TFunction, locale: Locale) => ReactNode;
  links?: (item: EntryItem<K>) => readonly { label: string; url: string }[];
}

/**
 * The config of a kind whose row reads its own fields: the title, a subtitle,
 * the dates the form edits (the span, else the single date) and its links.
 */
export function kindConfig<K extends EntryKind>(
  kind: K,
  messages: EntryMessages,
  row: KindRow<K>,
  renderers?: FieldRenderers<K>,
): AnyEntryConfig<K> {
  const form = kindForm(kind, messages, renderers);
  const [dateField] = fieldsShowing(SECTION_FIELDS[kind], 'start');
  const { title, subtitle = [], extra, links } = row;

  function datesOf(item: EntryItem<K>): Pick<EntrySummary, 'period' | 'date'> {
    const date = (name: string) =>
      ((item as Readonly<Record<string, unknown>>)[name] as string | null | undefined) ?? null;
    const { period } = form;
    if (period) return { period: { start: date(period.start), end: date(period.end) } };
    return dateField ? { date: date(dateField) } : {};
  }

  return {
    ...form,
    titleKey: row.titleKey,
    icon: row.icon,
    name: (item) => item[title] as string,
    summary: (item, t, locale) => ({
      title: item[title] as string,
      subtitle:
        typeof subtitle === 'function'
          ? subtitle(item)
          : subtitle
              .map((name) => item[name])
              .filter(Boolean)
              .join(' · '),
      ...datesOf(item),
      extra: (extra || links) && (
        <>
          {extra?.(item, t, locale)}
          {links && <EntryLinks links={links(item)} />}
        </>
      ),
    }),
  };
}
