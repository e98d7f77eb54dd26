import { AppError, messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { showOnField } from './field-errors';
import { errorMessage, specMessage } from './spec-message';

afterEach(() => activateLanguage('en'));

describe('spec §8 messages in the language shown (issue 19)', () => {
  it('shows a refusal next to its field in Spanish, from the key the server sent', async () => {
    await activateLanguage('es');
    const form = { getValues: () => ({ email: 'x' }), setFieldError: vi.fn() };
    const refusal = AppError.fromEnvelope(400, {
      code: 400,
      message: messages.invalidEmail,
      key: 'invalidEmail',
      details: { fields: ['email'] },
    });
    showOnField(form)(refusal);
    expect(form.setFieldError).toHaveBeenCalledWith(
      'email',
      'Introduce una dirección de correo electrónico válida',
    );
  });

  it('fills in the values of a keyed message, and keeps English in English', async () => {
    const tooLong = AppError.fromEnvelope(400, {
      code: 400,
      message: 'Please use at most 80 characters',
      key: 'tooLong',
      keyValues: { maximum: 80 },
    });
    expect(errorMessage(tooLong)).toBe('Please use at most 80 characters');
    await activateLanguage('es');
    expect(errorMessage(tooLong)).toBe('Usa como máximo 80 caracteres');
    expect(specMessage(messages.passwordMismatch)).toBe('La contraseña y su confirmación deben ser iguales');
  });

  it('shows text the catalogue does not hold as it came, and the connection message for a non-error', async () => {
    await activateLanguage('es');
    expect(specMessage('This upload has 3 parts')).toBe('This upload has 3 parts');
    expect(errorMessage('boom')).toBe('Error al conectar con el servidor, inténtalo de nuevo más tarde');
  });
});
