import type { EntryKind, Locale } from '@cv/shared';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { EntryItem } from '../profile.queries';

/** The i18n group of an entry kind under `profile.entries`. */
export type EntryMessages =
  | 'workExperience'
  | 'education'
  | 'skill'
  | 'project'
  | 'link'
  | 'language'
  | 'certificate'
  | 'award'
  | 'publication'
  | 'volunteering'
  | 'interest'
  | 'reference'
  | 'customEntry';

/** What a list row shows of an entry. */
export interface EntrySummary {
  title: string;
  subtitle?: string;
  /** Start and end as stored; an absent end after a start reads "present". */
  period?: { start: string | null; end: string | null };
  /** One month (an award, a publication), for kinds without a period. */
  date?: string | null;
  extra?: ReactNode;
}

/**
 * Everything that differs between the entry kinds. The list, the dialogs,
 * ordering, deleting and all messages are one mechanism (EntrySection); a
 * kind only says what its form and its rows contain.
 */
export interface EntryConfig<K extends EntryKind, Values extends FieldValues> {
  kind: K;
  messages: EntryMessages;
  /** i18n key of the section title (a custom section has its owner's title instead). */
  titleKey: string;
  icon: ReactElement;
  /** The shared input schema: the same rules and messages as the server. */
  schema: z.ZodType;
  emptyValues: () => Values;
  toValues: (item: EntryItem<K>) => Values;
  /** The entry's name in confirmations and button labels. */
  name: (item: EntryItem<K>, locale: Locale) => string;
  summary: (item: EntryItem<K>, t: TFunction, locale: Locale) => EntrySummary;
  /**
   * Start and end fields: an end of `null` means "present" (the checkbox);
   * an empty end after a start is refused, so "present" is always a choice.
   */
  period?: { start: keyof Values & string; end: keyof Values & string };
  /** The kind's form fields, inside the dialog's form context. */
  Fields: ComponentType<{ items: readonly EntryItem<K>[] }>;
}

/** A config whose form values are erased, for the generic components. */
export type AnyEntryConfig<K extends EntryKind = EntryKind> = EntryConfig<K, FieldValues>;
