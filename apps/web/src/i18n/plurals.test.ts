import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// The catalogues' ICU messages as the build compiles them (vite.config.ts) and i18n.ts reads them:
// plural rules and number formats are each language's own, through Intl.
const catalogues = {
  en: {
    logs: '{count, plural, =0 {No fish logged} one {# fish logged} other {# fish logged}}',
    weight: 'Total {weight, number} lb',
  },
  es: {
    logs: '{count, plural, =0 {Ningún pez registrado} one {# pez registrado} other {# peces registrados}}',
    weight: 'Total {weight, number} lb',
  },
};

function readerIn(language: 'en' | 'es') {
  const i18n = setupI18n();
  const messages = Object.fromEntries(
    Object.entries(catalogues[language]).map(([key, message]) => [key, compileMessage(message)]),
  );
  i18n.loadAndActivate({ locale: language, messages });
  return i18n;
}

describe('ICU messages per language (issue 19)', () => {
  it.each([
    ['en', 0, 'No fish logged'],
    ['en', 1, '1 fish logged'],
    ['en', 1200, '1,200 fish logged'],
    ['es', 0, 'Ningún pez registrado'],
    ['es', 1, '1 pez registrado'],
    ['es', 2, '2 peces registrados'],
    ['es', 12000, '12.000 peces registrados'],
  ] as const)('%s, %i: %s', (language, count, expected) => {
    expect(readerIn(language)._('logs', { count })).toBe(expected);
  });

  it("formats numbers with the language's separators", () => {
    expect(readerIn('en')._('weight', { weight: 12345.5 })).toBe('Total 12,345.5 lb');
    expect(readerIn('es')._('weight', { weight: 12345.5 })).toBe('Total 12.345,5 lb');
  });
});
