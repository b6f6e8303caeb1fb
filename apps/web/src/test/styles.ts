import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * The one emotion cache of the web tests: MUI's styles inserted as CSS rules,
 * as in production, not as text appended to a style element (jsdom parses
 * such an element's whole text again on every append).
 */
export const testStyles = createCache({ key: 'css', speedy: true });

/**
 * Makes `testStyles` the cache of every emotion component, also of those a
 * test renders without `renderApp`. In React 19 a context is its own
 * provider, so emotion's provider holds the default value.
 */
export function installTestStyles(): void {
  const context = CacheProvider as unknown as { _currentValue: unknown; _currentValue2: unknown };
  const current = context._currentValue as Partial<EmotionCache> | null;
  if (!current?.sheet) throw new Error("emotion's default cache is not where it was");
  context._currentValue = testStyles;
  context._currentValue2 = testStyles;
}

/**
 * Drops every inserted rule. jsdom's getComputedStyle (behind every role
 * query, visibility check and click) matches the element against each rule
 * in the document: kept for the whole run, the rules of every earlier test
 * made each call about twice as slow by the tenth file.
 */
export function resetTestStyles(): void {
  testStyles.sheet.flush();
  for (const key of Object.keys(testStyles.inserted)) delete testStyles.inserted[key];
}
