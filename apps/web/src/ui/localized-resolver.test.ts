import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activateLanguage } from '../i18n/i18n';
import { localizedResolver } from './localized-resolver';

afterEach(() => activateLanguage('en'));

const schema = z.object({
  name: z.string().min(1, messages.completeRequiredFields).max(5),
  years: z.number({ error: messages.completeNecessaryFields }).int().max(99),
  address: z.object({ city: z.string().max(3) }),
});

describe('localizedResolver', () => {
  it('words each field as the server does: missing asks for it, filled but wrong names the limit', () => {
    const resolve = localizedResolver(schema);
    expect(resolve({ name: '', years: 150, address: { city: 'Flamingo' } })).toEqual({
      name: messages.completeRequiredFields,
      years: 'Please enter a number no greater than 99',
      'address.city': 'Please use at most 3 characters',
    });
    expect(resolve({ name: 'Ana', years: 7.5, address: { city: 'CR' } })).toEqual({
      years: 'Please enter a whole number',
    });
    expect(resolve({ name: 'Ana', years: 3, address: { city: 'CR' } })).toEqual({});
  });

  it('shows them in the language shown, never zod’s English', async () => {
    await activateLanguage('es');
    expect(localizedResolver(schema)({ name: 'Ana María', years: 150, address: { city: 'CR' } })).toEqual({
      name: 'Usa como máximo 5 caracteres',
      years: 'Introduce un número no mayor que 99',
    });
  });

  it('reports a check that throws and leaves the form usable, for the server to judge', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const fault = new Error('a faulty check');
    const throwing = z.object({ n: z.number() }).superRefine(() => {
      throw fault;
    });
    expect(localizedResolver(throwing)({ n: 1 })).toEqual({});
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith(expect.any(String), fault));
    // Reported as it should be: not an unexpected console error of this test.
    reported.mockClear();
  });
});
