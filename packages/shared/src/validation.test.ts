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
