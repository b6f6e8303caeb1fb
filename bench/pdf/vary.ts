/**
 * The CV data of a benchmark's n-th render, each a little different: Typst
 * memoizes by input, and identical input would measure a cache hit.
 *
 * - `bio`: only the profile text ends in the counter, as after a small
 *   edit. Typst still reuses the layout of every other paragraph from the
 *   previous render.
 * - `all`: besides, every line of every description (each paragraph and
 *   bullet) and every highlight ends in it, so that hardly a paragraph's
 *   layout can be reused, as between different users' CVs.
 *
 * Imports nothing: the engine runner loads this file while running inside
 * another git ref's tree, whose packages may differ.
 */
export const VARIATIONS = ['bio', 'all'] as const;
export type Variation = (typeof VARIATIONS)[number];

export function variant<T extends { person: { bio?: string | null | undefined } }>(
  data: T,
  n: number,
  variation: Variation = 'bio',
): T {
  const mark = (text: string | null | undefined) => `${text ?? ''} (${n})`;
  const varied = variation === 'all' ? (markTexts(data, mark) as T) : data;
  return { ...varied, person: { ...varied.person, bio: mark(data.person.bio) } };
}

/** A copy with `mark` at the end of every description line and highlight, at any depth. */
function markTexts(value: unknown, mark: (text: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => markTexts(item, mark));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (key === 'description' && typeof field === 'string') {
        return [key, field.replace(/\S.*$/gm, (line) => mark(line))];
      }
      if (key === 'highlights' && Array.isArray(field)) {
        return [key, field.map((item) => (typeof item === 'string' ? mark(item) : item))];
      }
      return [key, markTexts(field, mark)];
    }),
  );
}
