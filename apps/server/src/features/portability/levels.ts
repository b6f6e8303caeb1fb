import { LANGUAGE_LEVELS, type LanguageLevel } from '@cv/shared';

/**
 * Skill levels (1–5) and language levels (native, CEFR) as words in the
 * formats we read and write. The export writes the words of the first
 * column, which the import reads back to the same level (round trip).
 */

export const SKILL_LEVEL_WORDS: Record<number, string> = {
  1: 'Novice',
  2: 'Beginner',
  3: 'Intermediate',
  4: 'Advanced',
  5: 'Expert',
};

/** A level the file does not give: the middle of the scale. */
export const DEFAULT_SKILL_LEVEL = 3;

const SKILL_WORDS: [RegExp, number][] = [
  [/^(novice|fundamental|anfänger|grundlagen|basic)/i, 1],
  [/^(beginner|elementary|einsteiger|grundkenntnisse)/i, 2],
  [/^(intermediate|competent|mittel|fortgeschrittene? anfänger|gut)/i, 3],
  [/^(advanced|proficient|fortgeschritten|sehr gut)/i, 4],
  [/^(expert|master|experte|exzellent)/i, 5],
];

/** "Advanced", "4", "4/5", "80%" → 1–5; undefined when the text says no level. */
export function skillLevelFromText(text: string | number | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  if (typeof text === 'number') return clampLevel(text);
  const value = text.trim();
  const fraction = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+)$/.exec(value);
  if (fraction) return clampLevel((Number(fraction[1]) / Number(fraction[2])) * 5);
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(value);
  if (percent) return clampLevel((Number(percent[1]) / 100) * 5);
  if (/^\d+(?:\.\d+)?$/.test(value)) return clampLevel(Number(value));
  return SKILL_WORDS.find(([pattern]) => pattern.test(value))?.[1];
}

function clampLevel(value: number): number | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return Math.min(5, Math.max(1, Math.round(value)));
}

/** How a language level is written in an export. */
export function fluencyOf(level: LanguageLevel): string {
  return level === 'native' ? 'Native speaker' : level;
}

const FLUENCY_WORDS: [RegExp, LanguageLevel][] = [
  [/native|mother|muttersprach|bilingual|zweisprachig/i, 'native'],
  [/full professional|verhandlungssicher|fluent|fließend|fliessend/i, 'C1'],
  [/professional working|business|sehr gut/i, 'B2'],
  [/limited working|gut\b|good|intermediate/i, 'B1'],
  [/elementary|basic|grundkenntnisse|beginner|anfänger/i, 'A2'],
];

/** "C1", "Native speaker", "Full professional proficiency", "Muttersprache" → a level. */
export function languageLevelFromText(text: string | null | undefined): LanguageLevel | undefined {
  const value = text?.trim() ?? '';
  if (!value) return undefined;
  const cefr = /\b([ABC][12])\b/i.exec(value)?.[1]?.toUpperCase();
  if (cefr && (LANGUAGE_LEVELS as readonly string[]).includes(cefr)) return cefr as LanguageLevel;
  return FLUENCY_WORDS.find(([pattern]) => pattern.test(value))?.[1];
}
