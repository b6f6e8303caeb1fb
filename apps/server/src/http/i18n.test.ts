import { describe, expect, it } from 'vitest';
import { fieldLabel } from '@cv/shared';
import { negotiateLocale, translator } from './i18n';

describe('negotiateLocale (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-DE', 'de'],
    ['DE-at', 'de'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7', 'de'],
    ['en;q=0.5,de;q=0.8', 'de'],
    ['de;q=0,en', 'en'],
    ['fr, it', 'en'],
    ['*', 'en'],
    ['*;q=0.5,de', 'de'],
    ['de;q=abc,en;q=0.1', 'en'],
  ])('%j -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('translator', () => {
  it('answers each set of parameters with its own text, however often a message was asked for', () => {
    const t = translator('en');
    const date = (day: number, month: number) => t('cv.document.date', { day, month, year: 2024 });
    expect(date(1, 2)).toBe(date(1, 2));
    expect(date(1, 2)).not.toBe(date(2, 1));
    // A value that holds what a cache key separates parameters by stays one value.
    expect(t('validation.blank', { label: 'a\u0000label\u00001:b' })).toContain('a\u0000label');
    expect(t('validation.blank', { label: 'x' })).toContain('x');
  });

  it('fills in parameters and falls back to English for keys German lacks', () => {
    expect(translator('de')('errors.rate_limited', { seconds: 5 })).toBe(
      'Zu viele Anfragen, bitte versuchen Sie es in 5 Sekunden erneut',
    );
    expect(translator('en')('validation.blank', { label: 'Username' })).toBe(
      'Username must not be blank',
    );
  });
});

describe('fieldLabel with the server translator', () => {
  it('names a field by its last name, in the language', () => {
    expect(fieldLabel(['links', 0, 'url'], translator('de'))).toBe('Link');
    expect(fieldLabel(['username'], translator('en'))).toBe('Username');
  });

  it('says "Value" for a field without a label, never the i18n key', () => {
    expect(fieldLabel(['design'], translator('en'))).toBe('Value');
    expect(fieldLabel(['design'], translator('de'))).toBe('Wert');
    expect(fieldLabel([0], translator('de'))).toBe('Wert');
  });
});
