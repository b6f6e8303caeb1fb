import { de, en } from '@cv/shared/i18n';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './render';

/** The markup's visible text, tags and comments dropped. */
const textOf = (markup: string) =>
  markup
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the server render of the first screens', () => {
  it.each([
    ['en', en],
    ['de', de],
  ] as const)('renders the landing in %s with its sign-up and login links', async (locale, t) => {
    const screen = await renderFirstScreen('/ui', { locale, oauthProviders: [] });
    const text = textOf(screen.markup);
    expect(text).toContain(t.home.title);
    expect(text).toContain(t.home.featuresTitle);
    expect(screen.markup).toContain('href="/ui/signup"');
    expect(screen.markup).toContain('href="/ui/login"');
    // The app bar and the footer are the app's own.
    expect(screen.markup).toContain(`aria-label="${t.app.mainNavigation}"`);
    expect(text).toContain(t.footer.privacy);
    expect(screen.title).toBe(`${t.nav.home} · ${t.app.name}`);
    expect(screen.description).toBe(t.app.description);
  });

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('renders the login in %s as a form that works before the app', async (locale, t) => {
    const screen = await renderFirstScreen('/ui/login', {
      locale,
      oauthProviders: [{ id: 'github', name: 'GitHub' }],
    });
    const { markup } = screen;
    expect(textOf(markup)).toContain(t.pages.login.subtitle);
    expect(markup).toMatch(/<input[^>]*autoComplete="username"[^>]*name="username"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    // Submitted before the app has taken over, the password goes in a body, not an address.
    expect(markup).toMatch(/<form[^>]*method="post"/);
    // The labels sit above the fields: nothing moves them out of typed text before the app does.
    expect(markup).not.toContain('data-shrink="false"');
    expect(markup).toContain('href="/api/oauth/github/start"');
    expect(textOf(markup)).toContain(t.account.oauth.continueWith.replace('{{name}}', 'GitHub'));
    expect(textOf(markup)).toContain(t.account.ui.passkeys.login);
    expect(markup).toContain('href="/ui/signup"');
    expect(screen.title).toBe(`${t.pages.login.title} · ${t.app.name}`);
  });

  it('renders no external login without a provider', async () => {
    const screen = await renderFirstScreen('/ui/login', { locale: 'en', oauthProviders: [] });
    expect(screen.markup).not.toContain('/api/oauth/');
  });

  it('carries the styles of both colour schemes and no script', async () => {
    const screen = await renderFirstScreen('/ui', { locale: 'en', oauthProviders: [] });
    expect(screen.styles).toMatch(/^<style data-emotion="css-global/);
    expect(screen.styles).toContain('--mui-palette-background-default:#f5f7fb');
    expect(screen.styles).toMatch(
      /@media \(prefers-color-scheme: dark\)\{:root\{[^}]*--mui-palette-background-default:#0b1020/,
    );
    // Every class the markup uses has its rules (css-0 is emotion's name for no styles).
    const classes = new Set(screen.markup.match(/css-[a-z0-9]+(?:-[A-Za-z]+)*/g));
    classes.delete('css-0');
    expect([...classes].filter((name) => !screen.styles.includes(`.${name}`))).toEqual([]);
    expect(screen.markup).not.toContain('<script');
  });
});
