import type { Locale } from '@cv/shared';
import type { TFunction } from 'i18next';
import { formatMonthYear } from '../../app/dates';

/**
 * 'Mar 2020 – Jul 2022', 'Mar 2020 – present' (no end: still going on), or a
 * single month when both ends are the same month. Null without any date.
 * Entries that are not ongoing things (an award, a custom entry) pass
 * `openEnded: false`: a start without an end is then one date.
 */
export function formatPeriod(
  start: string | undefined,
  end: string | undefined,
  locale: Locale,
  t: TFunction,
  { openEnded = true }: { openEnded?: boolean } = {},
): string | null {
  if (!start) return end ? formatMonthYear(end, locale) : null;
  const from = formatMonthYear(start, locale);
  if (!end && !openEnded) return from;
  const to = end ? formatMonthYear(end, locale) : t('dates.present');
  if (from === to) return from;
  return t('publicProfile.period', { start: from, end: to });
}

/** 'Analytical Engines · London': the parts an entry has, on one line. */
export const joinDot = (parts: readonly (string | undefined)[]): string =>
  parts.filter(Boolean).join(' · ');

/** Only http(s) links become anchors: nothing else (javascript:, data:) is ever followed. */
export function safeHttpUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 'https://www.example.com/a/' -> 'example.com/a': a link's readable face. */
export function displayUrl(url: string): string {
  try {
    const { hostname, pathname, search } = new URL(url);
    const path = `${pathname}${search}`.replace(/\/$/, '');
    return `${hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

/** Skills by type in the order each type first appears (as the PDF groups them). */
export function groupByType<T extends { type: string }>(
  items: readonly T[],
): { type: string; items: T[] }[] {
  const groups = new Map<string, { type: string; items: T[] }>();
  for (const item of items) {
    const type = item.type.trim();
    const group = groups.get(type) ?? { type, items: [] };
    group.items.push(item);
    groups.set(type, group);
  }
  return [...groups.values()];
}

/** 'Ada Lovelace' -> 'AL': the avatar without a picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}
