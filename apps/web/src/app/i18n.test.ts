import { LANGUAGE_COOKIE, STORAGE_KEYS } from '@cv/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale, i18n } from './i18n';
import { detectLocale } from './locale';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('detectLocale', () => {
  it('prefers the stored choice', () => {
    expect(detectLocale('de', ['en-US'])).toBe('de');
  });

  it('falls back to the browser language code before any hyphen', () => {
    expect(detectLocale(null, ['de-AT'])).toBe('de');
    expect(detectLocale(null, ['DE'])).toBe('de');
  });

  it("takes the first of the browser's languages the app has, as the server does", () => {
    expect(detectLocale(null, ['fr-FR', 'de-DE', 'en'])).toBe('de');
  });

  it('ignores stored values that are no locale', () => {
    expect(detectLocale('klingon', ['de-CH'])).toBe('de');
  });

  it('uses English otherwise', () => {
    expect(detectLocale(null, ['fr-FR'])).toBe('en');
    expect(detectLocale(null, [])).toBe('en');
  });
});

describe('chooseLocale', () => {
  it('switches, remembers the choice (for the server too) and sets <html lang>', async () => {
    await chooseLocale('de');
    expect(i18n.t('nav.home')).toBe('Start');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    // A cookie for the app's pages only.
    window.history.pushState(null, '', '/ui');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    window.history.pushState(null, '', '/');
    expect(document.documentElement.lang).toBe('de');
  });

  it('falls back to English for a language it does not have', () => {
    // A text German words differently, so the fallback's language shows.
    expect(i18n.t('nav.home', { lng: 'de' })).toBe('Start');
    expect(i18n.t('nav.home', { lng: 'fr' })).toBe('Home');
  });
});

describe('language names inside texts', () => {
  it('names a language in the language of the text', async () => {
    await i18n.changeLanguage('de');
    expect(i18n.t('profile.translation.fieldLabel', { label: 'Titel', language: 'English' })).toBe(
      'Titel (Englisch)',
    );
    expect(i18n.t('profile.translation.switchHintPrimary', { language: 'Deutsch' })).toBe(
      'Sie bearbeiten Ihre Texte (Deutsch).',
    );
    await i18n.changeLanguage('en');
  });
});

describe('the title of a translation dialog', () => {
  it('names the language in German in the German app', async () => {
    await i18n.changeLanguage('de');
    expect(i18n.t('profile.translation.dialogLanguage', { language: 'English' })).toBe(
      ' (Englisch)',
    );
    await i18n.changeLanguage('en');
  });
});
