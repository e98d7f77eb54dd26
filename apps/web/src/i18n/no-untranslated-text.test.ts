import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../../../eslint-rules/no-untranslated-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

// The lint rule of issue 19: JSX text and read attributes come from the catalogues.
tester.run('no-untranslated-text', rule, {
  valid: [
    { code: "<p>{t('app.footer.terms')}</p>" },
    { code: "<input aria-label={t('app.language.label')} />" },
    { code: '<p>© 2026 · {version} — 42</p>' },
    { code: '<a className="brand" href="/x">Tightlines</a>', options: [{ allow: ['Tightlines'] }] },
    { code: '<div data-testid="Some words" />' },
  ],
  invalid: [
    { code: '<p>Sign in</p>', errors: [{ messageId: 'text' }] },
    { code: '<input aria-label="Language" />', errors: [{ messageId: 'text' }] },
    { code: "<Modal title={'Join Tightlines'} />", errors: [{ messageId: 'text' }] },
    { code: '<Input placeholder={`Pick a day`} />', errors: [{ messageId: 'text' }] },
    { code: '<p>Términos</p>', errors: [{ messageId: 'text' }] },
  ],
});
