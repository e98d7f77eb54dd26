import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  errorCatalogue,
  isMessageKey,
  messages,
  messageTemplates,
  ZErrorEnvelope,
  type AnyMessageKey,
} from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import englishSources from './locales/en';
import spanishSources from './locales/es';

/**
 * Issue 33: every error the server can send carries a key that the Spanish catalogue translates.
 * What the server can send is closed: `AppError` takes a key of the domain's catalogue (the
 * typecheck), never text (the lint rule `tightlines/no-literal-message`), and an envelope whose key
 * the catalogue does not hold fails its response schema (`ZErrorEnvelope`). So the errors the
 * server can send are the domain catalogue's keys: this test enumerates them, checks that the
 * server's code names no other, and that each reads in Spanish, its values in place.
 */
const compiled = (catalogue: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));
const english = compiled(englishSources);
const spanish = compiled(spanishSources);

const SERVER_KEYS = [...Object.keys(messages), ...Object.keys(messageTemplates)] as AnyMessageKey[];

/** Messages that read the same in both languages. */
const SAME_IN_SPANISH = new Set<AnyMessageKey>(['ok']);

const REPO = path.resolve(import.meta.dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The keys the server's code names (`key: 'emailTaken'`, `messageKeys.invalidEmail`) and its codes' defaults. */
function keysNamedByTheServer(): Set<string> {
  const named = new Set<string>(Object.values(errorCatalogue).map((entry) => entry.key));
  const code = ['apps/server/src', 'packages/domain/src']
    .flatMap((dir) => sourceFiles(path.join(REPO, dir)))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  for (const pattern of [/\bkey: '(\w+)'/g, /\bmessageKeys\.(\w+)/g])
    for (const match of code.matchAll(pattern)) named.add(match[1]!);
  return named;
}

const valuesOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/\{(\w+)/g)].map(([, name], index) => [name, 7 + index]));

describe('every error the server can send (issue 33)', () => {
  it('is keyed from the catalogue: the code names no other key, and the envelope refuses one', () => {
    const named = keysNamedByTheServer();
    expect(named.size).toBeGreaterThan(80);
    expect([...named].filter((key) => !isMessageKey(key))).toEqual([]);
    const envelope = { code: 400, message: 'x', result: null };
    expect(ZErrorEnvelope.safeParse({ ...envelope, key: 'tooLong' }).success).toBe(true);
    expect(ZErrorEnvelope.safeParse({ ...envelope, key: 'Too big: expected string' }).success).toBe(false);
  });

  it.each(SERVER_KEYS)('%s reads in Spanish, its values in place', (key) => {
    expect(english[`error.${key}`], key).toBeDefined();
    const en = setupI18n({ locale: 'en', messages: { en: english } });
    const es = setupI18n({ locale: 'es', messages: { es: spanish } });
    const template =
      messages[key as keyof typeof messages] ?? messageTemplates[key as keyof typeof messageTemplates];
    const values = valuesOf(template);
    const inEnglish = en._(`error.${key}`, values);
    const inSpanish = es._(`error.${key}`, values);
    expect(inSpanish.trim(), key).not.toBe('');
    expect(inSpanish, key).not.toContain('{');
    for (const value of Object.values(values)) expect(inSpanish, key).toContain(String(value));
    if (!SAME_IN_SPANISH.has(key)) expect(inSpanish, key).not.toBe(inEnglish);
  });
});
