import { describe, expect, it } from 'vitest';
import { languageOfTag, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it("takes the user's setting first, then the stored choice, then the browser's, then English", () => {
    expect(pickLanguage({ setting: 'es', stored: 'en', browser: ['en-US'] })).toBe('es');
    expect(pickLanguage({ setting: null, stored: 'es', browser: ['en-US'] })).toBe('es');
    expect(pickLanguage({ stored: null, browser: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(pickLanguage({ browser: ['fr-FR', 'de'] })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('ignores values that are not a language of the app', () => {
    expect(pickLanguage({ setting: 'fr', stored: 'xx', browser: ['es'] })).toBe('es');
    expect(languageOfTag('ES-mx')).toBe('es');
    expect(languageOfTag('pt-BR')).toBeNull();
    expect(languageOfTag(undefined)).toBeNull();
  });
});
