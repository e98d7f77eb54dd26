import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { sources as english } from './catalogues.en';
import { sources as spanish } from './catalogues.es';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

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
    const code = sourceFiles(path.resolve(import.meta.dirname, '..'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.values(english)
      .flatMap((catalogue) => Object.keys(catalogue))
      // The spec §8 messages are read by the domain's keys (ui/spec-message.ts): checked below.
      .filter((key) => !key.startsWith('error.') && !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('hold every spec §8 message of the domain, and only those', () => {
    expect(Object.keys(english.api).sort()).toEqual(
      [...Object.keys(messages), 'tooLong'].map((key) => `error.${key}`).sort(),
    );
  });
});
