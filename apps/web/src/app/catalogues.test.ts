import fs from 'node:fs';
import path from 'node:path';
import { HOME_PAGE, messages, messageTemplates } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { sources as english } from './catalogues.en';
import { sources as spanish } from './catalogues.es';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

const WEB_SRC = path.resolve(import.meta.dirname, '..');

/**
 * Keys the code builds instead of writing them out, listed here with the file that builds them from
 * their prefix (`\`error.${…}\``): the unused-key check counts a key as used only when its text is
 * in the code or it is listed here, so a key built somewhere new fails until it is listed.
 */
const BUILT_KEYS: { file: string; prefix: string; keys: string[] }[] = [
  // A spec §8 message by the domain's key, or a template's (a too-long text…) (ui/spec-message.ts).
  {
    file: 'ui/spec-message.ts',
    prefix: 'error.',
    keys: [...Object.keys(messages), ...Object.keys(messageTemplates)].map((key) => `error.${key}`),
  },
];

/** Every source file of the web app but the catalogues themselves and the tests. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the catalogues', () => {
  it('have the same features in English and Spanish', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english) as (keyof typeof english)[])(
    '%s: Spanish has every English key and no other, with the same placeholders',
    (feature) => {
      const en: Record<string, string> = english[feature];
      const es: Record<string, string> = spanish[feature];
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(es[key]!.trim(), key).not.toBe('');
        expect(placeholders(es[key]!), key).toEqual(placeholders(en[key]!));
      }
    },
  );

  it('hold no key the code does not use', () => {
    const code = sourceFiles(WEB_SRC)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const built = new Set(BUILT_KEYS.flatMap(({ keys }) => keys));
    const unused = Object.values(english)
      .flatMap((catalogue) => Object.keys(catalogue))
      .filter(
        (key) => !built.has(key) && !["'", '"', '`'].some((quote) => code.includes(`${quote}${key}${quote}`)),
      );
    expect(unused).toEqual([]);
  });

  it.each(BUILT_KEYS)(
    'list only keys $file builds, and that are in the catalogues',
    ({ file, prefix, keys }) => {
      expect(fs.readFileSync(path.join(WEB_SRC, file), 'utf8')).toContain(`\`${prefix}\${`);
      const known = new Set(Object.values(english).flatMap((catalogue) => Object.keys(catalogue)));
      for (const key of keys) {
        expect(key.startsWith(prefix), key).toBe(true);
        expect(known.has(key), key).toBe(true);
      }
    },
  );

  it('title the home page as the link previews do (HOME_PAGE, written by the server)', () => {
    expect(english.app['app.title.home']).toBe(HOME_PAGE.title);
  });

  it('hold every spec §8 message of the domain, and only those', () => {
    expect(Object.keys(english.api).sort()).toEqual(
      [...Object.keys(messages), ...Object.keys(messageTemplates)].map((key) => `error.${key}`).sort(),
    );
  });
});
