import { describe, expect, it } from 'vitest';
import { entryTranslationState } from './translationValues';

const job = {
  jobTitle: 'Entwicklerin',
  company: 'ACME',
  description: 'Baut Dinge.',
  highlights: [],
};

describe('how far an entry is translated', () => {
  it('tells a partly translated entry from an untranslated one', () => {
    expect(entryTranslationState('work-experience', { ...job, translations: {} }, 'en')).toBe(
      'untranslated',
    );
    expect(
      entryTranslationState(
        'work-experience',
        { ...job, translations: { en: { jobTitle: 'Developer' } } },
        'en',
      ),
    ).toBe('partial');
    expect(
      entryTranslationState(
        'work-experience',
        { ...job, translations: { en: { jobTitle: 'Developer', description: 'Builds things.' } } },
        'en',
      ),
    ).toBe('translated');
  });
});
