import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * The CSS properties that anything in the tests reads: visibility (role
 * queries, `toBeVisible`), pointer events (user-event refuses to click
 * through `pointer-events: none`) and the colours and opacity that tests
 * assert with `toHaveStyle`. jsdom lays nothing out, so no other property
 * changes what a test can see.
 */
const PROPERTIES_TESTS_READ = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'user-select',
  'color',
  'background',
  'background-color',
]);

/**
 * Leaves out every declaration the tests cannot see, and so every rule left
 * empty: jsdom parses each inserted declaration, and its getComputedStyle
 * (behind every role query and click) matches the element against every rule
 * and resolves each of their properties.
 */
const onlyPropertiesTestsRead: StylisPlugin = (element) => {
  if (element.type === 'decl' && !PROPERTIES_TESTS_READ.has(String(element.props))) {
    element.value = '';
    element.return = '';
  }
};

/**
 * The one emotion cache of the web tests: MUI's styles inserted as CSS rules,
 * as in production, not as text appended to a style element (jsdom parses
 * such an element's whole text again on every append).
 */
export const testStyles = createCache({
  key: 'css',
  speedy: true,
  stylisPlugins: [onlyPropertiesTestsRead],
});
{
  // Emotion's development build inserts a rule left empty as `selector{}`
  // (for its Jest serializer, unused here): each would still be matched.
  const { sheet } = testStyles;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule) => {
    if (!rule.endsWith('{}')) insert(rule);
  };
}

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
