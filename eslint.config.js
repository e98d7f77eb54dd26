import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noUntranslatedText from './eslint-rules/no-untranslated-text.js';

// Server module boundaries (docs/architecture.md). A module under apps/server/src/modules/<name>/
// is used by other modules only through its public surface, `../<name>` (its index.ts).
const DEEP_MODULE_IMPORT = {
  /** Matches `../<module>/<file>` and `…/modules/<module>/<file>` (not index). */
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$).+|^(\\.\\./)+modules/[^/]+/(?!index$).+',
  message: "Another module's internals: import its public surface `../<module>` (index.ts) instead.",
};
// platform/ (drivers) and http/ (plugins) sit under the modules: app wiring passes in what they need.
const MODULE_IMPORT = {
  regex: '^(\\.\\./)+modules(/|$)',
  message: 'platform/ and http/ never import modules/: have app.ts pass what they need in.',
};

// Web boundaries (docs/architecture.md, "The web app"). A feature under apps/web/src/features/<name>/
// never imports another feature: what two features share lives in ui/ or api/. Of app/ it uses only
// app/auth (who is signed in); the rest of app/ (router, guards, layout) wires the features in.
// Which `../` reaches a sibling feature depends on how deep the importing file is: a block per depth.
const WEB_FEATURE_DEPTHS = [0, 1, 2, 3];
/** From a file `depth` folders inside its feature, `../` × (depth + 1) is features/, then a feature. */
const otherFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!\\.\\.(/|$))[^/]+|^(\\.\\./)+features(/|$)|^@/features(/|$)`,
  message: 'A feature never imports another feature: move what both need to ui/ or api/.',
});
const FEATURE_APP_IMPORT = {
  regex: '^(\\.\\./)+app/(?!auth/)',
  message: 'A feature uses app/ only through app/auth: app/ wires the features in, not the other way.',
};
// ui/ and api/ sit under the features, as app/auth does (the features use them).
const WEB_FEATURE_IMPORT = {
  regex: '^(\\.\\./)+features(/|$)|^@/features(/|$)',
  message: 'ui/, api/ and app/auth never import a feature: pass what they need in, or move it down.',
};
// Every string the web app shows is in the catalogues (issue 19): the rule guards all of it.
const UNTRANSLATED_TEXT_GUARDED = ['apps/web/src'];
const WEB_APP_IMPORT = { regex: '^(\\.\\./)+app(/|$)', message: 'ui/ and api/ never import app/.' };
/** no-restricted-imports reads static imports only: the same patterns for `import()` (esquery: no `/`). */
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
      message,
    })),
  ],
});

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
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_MODULE_IMPORT] }] },
  },
  {
    files: ['apps/server/src/platform/**/*.ts', 'apps/server/src/http/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_IMPORT] }] },
  },
  ...WEB_FEATURE_DEPTHS.map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrictImports([otherFeature(depth), FEATURE_APP_IMPORT]),
  })),
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/api/**/*.{ts,tsx}'],
    rules: restrictImports([WEB_FEATURE_IMPORT, WEB_APP_IMPORT]),
  },
  {
    files: ['apps/web/src/app/auth/**/*.{ts,tsx}'],
    rules: restrictImports([WEB_FEATURE_IMPORT]),
  },
  {
    files: UNTRANSLATED_TEXT_GUARDED.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { tightlines: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'tightlines/no-untranslated-text': ['error', { allow: ['Tightlines'] }] },
  },
);
