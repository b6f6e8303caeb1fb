import { LRUCache } from 'lru-cache';
import { parseRichText, type RichBlock } from '@cv/shared';

/**
 * The formatting trees of descriptions parsed lately. Parsing Markdown was
 * most of the TypeScript side of a render; while an owner edits one field,
 * the preview and every fitting pass re-read all the others unchanged.
 * Bounded by total text length, so long texts cannot crowd it. The trees are
 * frozen: every render shares them, and none may change them.
 */
const parsed = new LRUCache<string, readonly RichBlock[]>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (_tree, text) => text.length + 1,
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function parsedRichText(text: string | null | undefined): readonly RichBlock[] {
  if (!text) return [];
  let tree = parsed.get(text);
  if (tree === undefined) {
    tree = deepFreeze(parseRichText(text));
    parsed.set(text, tree);
  }
  return tree;
}
