import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noUntranslatedText from './eslint-rules/no-untranslated-text.js';

// Which code may import which (server modules, drivers, db/, config.ts, web features, i18n/, bench/)
// and no import cycles: `.dependency-cruiser.cjs`, run by `npm run lint`.

// Every string the web app shows is in the catalogues (issue 19): the rule guards all of it.
const UNTRANSLATED_TEXT_GUARDED = ['apps/web/src'];
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
    // Command-line entry points and build scripts talk to the terminal.
    files: ['scripts/**', 'apps/server/scripts/**', 'apps/server/src/cli.ts', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: UNTRANSLATED_TEXT_GUARDED.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { tightlines: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'tightlines/no-untranslated-text': ['error', { allow: ['Tightlines'] }] },
  },
);
