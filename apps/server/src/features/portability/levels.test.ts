import { describe, expect, it } from 'vitest';
import { languageFromFluency, languageLevelFromText } from './levels';

describe('languageLevelFromText', () => {
  it.each([
    ['C1', 'C1'],
    ['Elementary (A2)', 'A2'],
    ['Native speaker', 'native'],
    // Our own level names, in every language the app speaks.
    ['Advanced', 'C1'],
    ['Upper intermediate', 'B2'],
    ['Beginner', 'A1'],
    ['Proficient', 'C2'],
    ['Verhandlungssicher', 'C2'],
    ['Sehr gut', 'B2'],
    ['Anfänger', 'A1'],
    // Other tools' words.
    ['Full professional proficiency', 'C1'],
    ['Native or bilingual proficiency', 'native'],
    ['Limited working proficiency', 'B1'],
    ['Elementary proficiency', 'A2'],
    ['Fluent', 'C1'],
    ['Grundkenntnisse', 'A2'],
    ['Conversational', 'B1'],
    ['Working knowledge', 'B1'],
    ['Very good', 'B2'],
    ['Pre-intermediate', 'A2'],
  ])('reads "%s" as %s', (text, level) => {
    expect(languageLevelFromText(text)).toBe(level);
  });

  it('says nothing for a text without a level', () => {
    expect(languageLevelFromText('Lieblingssprache')).toBeUndefined();
    expect(languageLevelFromText('  ')).toBeUndefined();
  });
});

describe('languageFromFluency', () => {
  it.each([
    'Elementary (A2)',
    'elementary',
    'A2',
    'Grundkenntnisse (A2)',
    'Grundkenntnisse',
    'Elementary proficiency',
  ])('keeps no note where "%s" only names the level', (fluency) => {
    expect(languageFromFluency(fluency)).toEqual({ level: 'A2' });
  });

  it('keeps no note for a native speaker in any of our words', () => {
    for (const fluency of [
      'Native speaker',
      'Native',
      'Muttersprache',
      'Native or bilingual proficiency',
    ])
      expect(languageFromFluency(fluency), fluency).toEqual({ level: 'native' });
  });

  it('keeps a fluency that says more than the level as the note, once', () => {
    expect(languageFromFluency('Fluent')).toEqual({ level: 'C1', note: 'Fluent' });
    expect(languageFromFluency('Business fluent, TOEFL 110')).toEqual({
      level: 'C1',
      note: 'Business fluent, TOEFL 110',
    });
  });

  it('takes the level from the dots where the words name none', () => {
    expect(languageFromFluency(undefined, 'B1')).toEqual({ level: 'B1' });
    expect(languageFromFluency('Konversation', 'B1')).toEqual({
      level: 'B1',
      note: 'Konversation',
    });
  });
});
