import { describe, expect, it } from 'vitest';
import { de, en } from './index';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function placeholders(text: string): string[] {
  // '{{language, languageName}}' is the value 'language', formatted.
  return [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('i18n resources', () => {
  it('German has exactly the English keys', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('German uses the same placeholders as English', () => {
    const get = (obj: object, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of keys(en)) {
      expect(placeholders(get(de, key)), key).toEqual(placeholders(get(en, key)));
    }
  });

  it('keeps the exact product wording of the English validation messages', () => {
    expect(en.validation.blank).toBe('{{label}} must not be blank');
    expect(en.validation.email).toBe('E-Mail is not valid');
    expect(en.validation.password).toBe('Password must fulfill requirements');
    expect(en.validation.passwordsMatch).toBe('Passwords must match');
    expect(en.validation.fileSize).toBe('File must be less than {{maxSize}} MB');
    expect(en.validation.range).toBe('{{label}} must be between {{min}} and {{max}}');
  });
});

describe('German register', () => {
  // The informal forms that slipped in before; every German text says "Sie".
  const INFORMAL =
    /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|kannst|hast|bist|willst|musst)\b/i;
  const IMPERATIVES = /\b(wähle|prüfe|versuche|lege|gib|klicke|öffne|melde|lade|trage)\b/i;

  it.each(keys(de))('addresses the reader as "Sie": %s', (key) => {
    const text = key
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], de) as string;
    expect(text).not.toMatch(INFORMAL);
    expect(text).not.toMatch(IMPERATIVES);
  });
});

describe('skill levels', () => {
  it('names every level of the scale once per language', () => {
    for (const messages of [en, de]) {
      expect(Object.keys(messages.skillLevels)).toEqual(['1', '2', '3', '4', '5']);
      expect(new Set(Object.values(messages.skillLevels)).size).toBe(5);
    }
  });
});
