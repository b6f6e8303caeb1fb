import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../app/i18n';
import { checkMessage, checkSeverity } from './checkMessage';

describe('checkMessage', () => {
  it('names what is too wide in the reader’s language, as a warning', () => {
    const check = { code: 'tooWide', params: { parts: 'name,email' } } as const;
    expect(checkSeverity(check)).toBe('warning');
    expect(checkMessage(check, i18n.getFixedT('en'), 'en')).toContain(
      ': your name, the e-mail address.',
    );
    expect(checkMessage(check, i18n.getFixedT('de'), 'de')).toContain(
      ': Ihr Name, die E-Mail-Adresse.',
    );
  });

  it('tells entries translated in part from entries not translated at all', () => {
    const partly = {
      code: 'partlyTranslated',
      section: 'work-experience',
      params: { section: 'work-experience', count: 2 },
    } as const;
    expect(checkMessage(partly, i18n.getFixedT('en'), 'en')).toBe(
      '2 entries in “Work experience” are only partly translated into this CV’s language: the original prints for the rest.',
    );
    expect(checkMessage(partly, i18n.getFixedT('de'), 'de')).toMatch(
      /^2 Einträge in „.+“ sind erst teilweise/,
    );
  });
});
