import { expect } from 'vitest';

/** Asserts that `text` contains each of `parts`; a failure names the part that is missing. */
export function expectToContainAll(text: string | undefined, parts: readonly string[]) {
  for (const part of parts) expect(text, part).toContain(part);
}
