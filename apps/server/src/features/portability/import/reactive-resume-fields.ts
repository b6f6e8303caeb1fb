import type { LanguageLevel } from '@cv/shared';
import { languageFromFluency, skillLevelFromText } from '../levels';
import { isObject } from './draft-builder';
import { parseImportDate, parsePeriod } from './import-dates';
import { lineText, urlText } from './import-text';

/**
 * Fields both versions of Reactive Resume write alike: free-text dates,
 * levels as 0–5 dots beside an optional word, links as `{href}` (v4) or
 * `{url}` (v5) objects.
 */

/** A period of a kind whose absent end means "present": a lone date ("2020") ends where it starts. */
export function closedPeriod(value: unknown): { start?: string; end?: string } {
  const period = parsePeriod(value);
  return { start: period.start, end: period.single ? period.start : period.end };
}

/** A period of a kind whose end is optional anyway: a lone date is the start. */
export function openPeriod(value: unknown): { start?: string; end?: string } {
  const { start, end } = parsePeriod(value);
  return { start, end };
}

/** A date field that people fill with a date or, now and then, a period ("2019 - 2020"). */
export function singleDate(value: unknown): string | undefined {
  return parseImportDate(value) ?? parsePeriod(value).start;
}

/** `{ href }` (v4) or `{ url }` (v5). */
export function linkOf(value: unknown): string | undefined {
  return isObject(value) ? urlText(value.href ?? value.url) : undefined;
}

/** 0 dots means "no level shown". */
const dots = (value: unknown) =>
  typeof value === 'number' && value >= 1 && value <= 5 ? value : undefined;

/** The level's word when there is one, else its dots. */
export function skillLevel(word: unknown, level: unknown): number | undefined {
  return skillLevelFromText(dots(level)) ?? skillLevelFromText(lineText(word));
}

/** Dots say how well, never "native": five is mastery (C2). */
const LANGUAGE_DOTS: Record<number, LanguageLevel> = {
  1: 'A2',
  2: 'B1',
  3: 'B2',
  4: 'C1',
  5: 'C2',
};

/** A language's level from its fluency words, else from its dots; words that say more are the note. */
export function languageFields(
  name: unknown,
  fluency: unknown,
  level: unknown,
): Record<string, unknown> {
  const fromDots = dots(level);
  return {
    language: lineText(name),
    ...languageFromFluency(
      lineText(fluency),
      fromDots ? LANGUAGE_DOTS[Math.round(fromDots)] : undefined,
    ),
  };
}
