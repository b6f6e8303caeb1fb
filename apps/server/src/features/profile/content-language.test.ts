import { describe, expect, it } from 'vitest';
import { swapLanguage } from './content-language';

describe('swapLanguage', () => {
  const fields = ['jobTitle', 'description', 'highlights'];

  it('makes each translation the primary text and keeps the old text as the other translation', () => {
    const { values, translations } = swapLanguage(
      { jobTitle: 'Engineer', company: 'Acme', description: 'Built it', highlights: ['Fast'] },
      fields,
      { de: { jobTitle: 'Ingenieurin', highlights: ['Schnell'] } },
      'en',
      'de',
    );
    expect(values).toEqual({
      jobTitle: 'Ingenieurin',
      company: 'Acme',
      description: 'Built it',
      highlights: ['Schnell'],
    });
    expect(translations).toEqual({ en: { jobTitle: 'Engineer', highlights: ['Fast'] } });
  });

  it('swapping back gives the original', () => {
    const start = { jobTitle: 'Engineer', description: 'Built it', highlights: [] };
    const stored = { de: { jobTitle: 'Ingenieurin' } };
    const there = swapLanguage(start, fields, stored, 'en', 'de');
    const back = swapLanguage(there.values, fields, there.translations, 'de', 'en');
    expect(back.values).toEqual(start);
    expect(back.translations).toEqual(stored);
  });

  it('ignores blank translations', () => {
    const { values, translations } = swapLanguage(
      { jobTitle: 'Engineer' },
      fields,
      { de: { jobTitle: '  ', highlights: [] } },
      'en',
      'de',
    );
    expect(values).toEqual({ jobTitle: 'Engineer' });
    expect(translations).toEqual({ de: { jobTitle: '  ', highlights: [] } });
  });
});
