// One lint setup for every workspace. The import restrictions enforce the
// one-way dependency rule: web -> shared <- server.
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noAppImports = (other) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [`**/apps/${other}/**`, `@cv/${other}`, `@cv/${other}/*`],
          message: `Import shared code from @cv/shared, never from apps/${other}.`,
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.production/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noAppImports('server') },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI autoFocus sets the first focus in a dialog or step the user opened; pages have none.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // MUI 9's Typography drops a palette path in `color` without a word: the text keeps
      // the primary colour. Its own names (textSecondary) or sx work.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Typography|RichText)$/] > JSXAttribute[name.name='color'][value.value=/^text\\./]",
          message: 'Typography ignores color="text.…"; use color="textSecondary" (or sx).',
        },
      ],
    },
  },
  { files: ['apps/server/**/*.ts'], rules: noAppImports('web') },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@cv/server', '@cv/web', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'shared imports neither app nor the ORM.',
            },
          ],
        },
      ],
    },
  },
);
