import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { compileCatalogue as CompileCatalogue } from './compile-catalogue';

// The real compiler, counted.
vi.mock('@lingui/message-utils/compileMessage', async (importOriginal) => {
  const original = await importOriginal<{ compileMessage: typeof compileMessage }>();
  return { ...original, compileMessage: vi.fn(original.compileMessage) };
});

// The test setup loaded the catalogues with the compiler before this file's mock: a fresh copy.
let compileCatalogue: typeof CompileCatalogue;
beforeAll(async () => {
  vi.resetModules();
  ({ compileCatalogue } = await import('./compile-catalogue'));
});
beforeEach(() => vi.mocked(compileMessage).mockClear());

describe('compileCatalogue', () => {
  it('compiles a message when it is first read, once, and no message that is never read', () => {
    const messages = compileCatalogue({ 'a.greeting': 'Hi {name}', 'a.farewell': 'Bye {name}' });
    expect(compileMessage).not.toHaveBeenCalled();
    const greeting = messages['a.greeting'];
    expect(greeting).toEqual(['Hi ', ['name']]);
    expect(messages['a.greeting']).toBe(greeting);
    expect(compileMessage).toHaveBeenCalledTimes(1);
  });

  it('merges the catalogues, the later one winning, and answers nothing for an unknown key', () => {
    const messages = compileCatalogue({ 'a.one': 'One', 'a.two': 'Two' }, { 'a.two': 'Dos' });
    expect(Object.keys(messages)).toEqual(['a.one', 'a.two']);
    expect(messages['a.two']).toEqual(['Dos']);
    expect('a.one' in messages).toBe(true);
    expect(messages['a.three']).toBeUndefined();
  });
});
