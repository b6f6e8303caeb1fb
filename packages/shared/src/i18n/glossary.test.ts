import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { de, en } from './index';

/** docs/glossary.md: one table per language, its last column the terms never used. */
const GLOSSARY = readFileSync(new URL('../../../../docs/glossary.md', import.meta.url), 'utf8');

/** The terms of the "not used" column under the heading `heading`. */
function banned(heading: string): string[] {
  const section = GLOSSARY.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-|\s]+\|$/.test(line))
    .slice(1)
    .flatMap((line) => [...(line.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)])
    .map((match) => match[1] ?? '');
}

function texts(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? texts(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

/** Whether `text` uses the banned `term` ('=Word': the whole text is that word). */
const uses = (text: string, term: string) =>
  term.startsWith('=') ? text.trim() === term.slice(1) : text.includes(term);

describe.each([
  ['English', en],
  ['Deutsch', de],
])('the %s texts follow the glossary', (heading, messages) => {
  const terms = banned(heading);

  it('has terms to check', () => {
    expect(terms.length).toBeGreaterThan(3);
  });

  it('use none of the terms it rules out', () => {
    const found = texts(messages).flatMap(([key, text]) =>
      terms.filter((term) => uses(text, term)).map((term) => `${key}: "${term}" in "${text}"`),
    );
    expect(found).toEqual([]);
  });
});
