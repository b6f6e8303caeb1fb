import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGE_KEYS } from '../validation';
import { httpUrl, isoDate, optionalText, requiredText } from './common';

/**
 * Building blocks of the entry kinds (entries.ts): the fields every entry has,
 * dates, links, lists of short texts, and the matching response types, where a
 * stored absent value is `null` and an absent list is `[]`.
 */

/** An optional date: '' (an emptied form field), null and absent all mean "none". */
export const optionalDate = z
  .union([z.literal(''), isoDate])
  .nullish()
  .transform((v) => (v ? v : undefined));

/** An optional http(s) link: '' and null mean none. */
export const optionalUrl = z
  .union([z.literal(''), httpUrl])
  .nullish()
  .transform((v) => (v ? v : undefined));

/** A required http(s) link: an empty address is a missing one ("must not be blank"), not a bad one. */
export const requiredUrl = z.string().trim().min(1, { message: MESSAGE_KEYS.blank }).pipe(httpUrl);

/** A description in the formatting subset (see rich-text.ts), stored as written. */
export const richText = optionalText(LIMITS.longTextMax);

/** Bullet points (highlights) or keywords: short texts, blank ones dropped. */
export const textListItems = (max: number, itemMax: number) =>
  z
    .array(z.string())
    .max(max, { message: MESSAGE_KEYS.tooLong })
    .transform((items) => items.map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(requiredText(itemMax)));

/** As textListItems, absent meaning an empty list. */
export const textList = (max: number, itemMax: number) => textListItems(max, itemMax).default([]);

export const highlights = textList(LIMITS.listItemsMax, LIMITS.highlightMax);
export const keywords = textList(LIMITS.listItemsMax, LIMITS.shortTextMax);

/**
 * End not before start (both ISO strings, so string order is date order).
 * Equal is fine: with month precision a job can start and end in one month.
 */
export function endNotBeforeStart(
  start: string,
  end: string,
): [
  (v: object) => boolean,
  { message: string; params: Record<string, string>; path: PropertyKey[] },
] {
  return [
    (v) => {
      const values = v as Partial<Record<string, unknown>>;
      const from = values[start];
      const to = values[end];
      return typeof from !== 'string' || typeof to !== 'string' || !from || !to || to >= from;
    },
    {
      message: MESSAGE_KEYS.dateOrder,
      params: { laterField: end, earlierField: start },
      path: [end],
    },
  ];
}

/** A project's labelled link. */
export const projectLinkSchema = z.object({
  label: requiredText(LIMITS.shortTextMax),
  url: requiredUrl,
});
export type ProjectLink = z.infer<typeof projectLinkSchema>;

/** Native, then the CEFR levels from the highest. */
export const LANGUAGE_LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** Fields every entry input has: `id` to update (absent: create), optional order. */
export const entryInputBase = {
  id: z.uuid().optional(),
  /** Lower first; absent on create means 0, on update "keep". */
  position: z.number().int().min(0).max(100_000).optional(),
};

/** Fields every saved entry has. */
export const entryBase = { id: z.uuid(), position: z.number().int() };

export const text = z.string();
export const nullableText = z.string().nullable();
export const nullableDate = z.string().nullable();
export const textArray = z.array(z.string());
