import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noLiteralMessage from './eslint-rules/no-literal-message.js';
import noUntranslatedText from './eslint-rules/no-untranslated-text.js';

// Which code may import which (server modules, drivers, db/, config.ts, web features, i18n/, bench/)
// and no import cycles: `.dependency-cruiser.cjs`, run by `npm run lint`.

// Every string the web app shows is in the catalogues (issue 19): the rule guards all of it.
const UNTRANSLATED_TEXT_GUARDED = ['apps/web/src'];
/** The repository's own rules (eslint-rules/). */
const tightlines = {
  rules: { 'no-untranslated-text': noUntranslatedText, 'no-literal-message': noLiteralMessage },
};
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/out/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // One way to say what a write made stale (api/data-changes.ts): a mutation names its change
    // kinds, and nothing else invalidates queries by hand.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/data-changes.ts', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'invalidateQueries',
          message: 'Name the change in meta.changes or call refreshAfter (api/data-changes.ts).',
        },
      ],
    },
  },
  {
    // Command-line entry points and build scripts talk to the terminal.
    files: ['scripts/**', 'apps/server/scripts/**', 'apps/server/src/cli.ts', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Errors carry keys, not text (issue 33): what the server sends users is a catalogue key.
    // config.ts speaks to the operator starting the server, in English, never to a user.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/config.ts'],
    plugins: { tightlines },
    rules: { 'tightlines/no-literal-message': 'error' },
  },
  {
    files: UNTRANSLATED_TEXT_GUARDED.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { tightlines },
    rules: { 'tightlines/no-untranslated-text': ['error', { allow: ['Tightlines'] }] },
  },
);
