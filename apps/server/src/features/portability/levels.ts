import { LANGUAGE_LEVELS, type LanguageLevel } from '@cv/shared';
import { resources } from '@cv/shared/i18n';

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

/** A level's name without its code and case: "Elementary (A2)" → "elementary". */
const bareName = (text: string) =>
  text
    .replace(/\(\s*[ABC][12]\s*\)/i, '')
    .trim()
    .toLowerCase();

/**
 * The names our own labels give each level, in every language of the app
 * ("elementary", "grundkenntnisse"): a file written from a CV of ours, or by
 * someone using the same words, says exactly the level.
 */
const OWN_NAMES = new Map<string, LanguageLevel>(
  Object.values(resources).flatMap(({ translation }) =>
    Object.entries(translation.languageLevels).map(
      ([level, label]) => [bareName(label), level as LanguageLevel] as const,
    ),
  ),
);

/** Other tools' words for a level, in the order they are tried. */
const FLUENCY_WORDS: [RegExp, LanguageLevel][] = [
  [/native|mother|muttersprach|bilingual|zweisprachig/i, 'native'],
  [/full professional|verhandlungssicher|fluent|fließend|fliessend/i, 'C1'],
  [/professional working|business|sehr gut|very good|upper[- ]intermediate/i, 'B2'],
  [/pre-?intermediate/i, 'A2'],
  [/limited working|working knowledge|conversation|konversation|gut\b|good|intermediate/i, 'B1'],
  [/elementary|basic|grundkenntnisse|beginner|anfänger/i, 'A2'],
];

/** "C1", "Native speaker", "Full professional proficiency", "Muttersprache" → a level. */
export function languageLevelFromText(text: string | null | undefined): LanguageLevel | undefined {
  const value = text?.trim() ?? '';
  if (!value) return undefined;
  const cefr = /\b([ABC][12])\b/i.exec(value)?.[1]?.toUpperCase();
  if (cefr && (LANGUAGE_LEVELS as readonly string[]).includes(cefr)) return cefr as LanguageLevel;
  return (
    OWN_NAMES.get(bareName(value)) ?? FLUENCY_WORDS.find(([pattern]) => pattern.test(value))?.[1]
  );
}

/** Words beside a level's name that add nothing to it ("Elementary proficiency"). */
const FILLER = /\b(?:proficiency|speaker|level|niveau)\b/g;

/** Texts that say a level and nothing else: its code, our name for it, "native speaker". */
function namesOnlyTheLevel(text: string, level: LanguageLevel): boolean {
  const name = bareName(text).replace(FILLER, '').replace(/\s+/g, ' ').trim();
  if (name === '' || OWN_NAMES.get(name) === level) return true;
  if (level === 'native')
    return /^(?:native(?: or bilingual)?|mother tongue|muttersprach\w*)$/.test(name);
  return name === level.toLowerCase();
}

/**
 * A language's level and note from the words a file gives for it (its
 * fluency), else from a level the file gives otherwise (dots, a scale). The
 * words are kept as the note only where they say more than the level: the CV
 * prints the level's name beside the note, and "Elementary (A2)" twice says
 * nothing more.
 */
export function languageFromFluency(
  fluency: string | undefined,
  otherwise?: LanguageLevel,
): { level?: LanguageLevel; note?: string } {
  const level = languageLevelFromText(fluency) ?? otherwise;
  if (!fluency || !level || namesOnlyTheLevel(fluency, level)) {
    return level ? { level } : fluency ? { note: fluency } : {};
  }
  return { level, note: fluency };
}
