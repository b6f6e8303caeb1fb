import { describe, expect, it } from 'vitest';
import { httpUrl, requiredText } from './schemas/common';
import { isAcceptedText, MESSAGE_KEYS, refusedTextPaths } from './validation';

describe('isAcceptedText', () => {
  it.each([
    ['plain ASCII', 'Ada Lovelace'],
    ['right-to-left text and overrides', 'مرحبا \u202eabc\u202c שלום'],
    ['emoji with skin tones, joiners and flags', '👩🏽‍💻 🇩🇪'],
    ['zero-width characters', 'a\u200bb\u200c\u200d\ufeff'],
    ['combining marks', 'e\u0301'],
    ['control characters other than NUL', 'tab\tnew\nline\u0007'],
    ['a surrogate pair', '\ud83d\ude00'],
  ])('accepts %s', (_name, text) => {
    expect(isAcceptedText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', '\ud800x'],
    ['a lone high surrogate at the end', 'x\udbff'],
    ['a lone low surrogate', 'x\udc00'],
    ['two low surrogates', '\ude00\ude00'],
  ])('refuses %s', (_name, text) => {
    expect(isAcceptedText(text)).toBe(false);
  });
});

describe('refusedTextPaths', () => {
  it('names every refused string of a parsed value by its path', () => {
    const value = {
      name: 'ok',
      url: 'https://x.de/\u0000',
      links: [{ label: 'fine', url: '\ud800' }],
      nested: Object.assign(Object.create(null) as object, { deep: ['a', 'b\u0000'] }),
      count: 3,
    };
    expect(refusedTextPaths(value)).toEqual([['url'], ['links', 0, 'url'], ['nested', 'deep', 1]]);
    expect(refusedTextPaths({ name: 'Ada 👩🏽‍💻' })).toEqual([]);
  });

  it('walks a value nested deeper than the call stack reaches', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const paths = refusedTextPaths(deep);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveLength(depth);
  });

  it('stops after the given number of refused strings', () => {
    const many = Array.from({ length: 1000 }, () => '\u0000');
    expect(refusedTextPaths(many)).toHaveLength(20);
    expect(refusedTextPaths(many, 3)).toEqual([[0], [1], [2]]);
  });
});

describe('shared text schemas', () => {
  it.each([
    ['requiredText', requiredText(100), 'a\u0000b'],
    ['requiredText', requiredText(100), 'a\udc00b'],
    ['httpUrl', httpUrl, 'https://example.com/\u0000'],
  ])('%s refuses %j with the text message', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGE_KEYS.text]);
  });
});
