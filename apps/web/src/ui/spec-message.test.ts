import { AppError, messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { showOnField } from './field-errors';
import { errorMessage, specMessage } from './spec-message';

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('en');
});

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
    expect(specMessage('passwordMismatch')).toBe('La contraseña y su confirmación deben ser iguales');
  });

  it('says something went wrong, never a key, when its message could not be downloaded', () => {
    // The errors bundle comes with a failure (api/client.ts); offline, its download can fail too.
    vi.spyOn(i18n, 'messages', 'get').mockReturnValue({ 'ui.feedback.errorTitle': 'Something went wrong' });
    expect(specMessage('userNotFound')).toBe('Something went wrong');
  });

  it('shows the connection message for anything that is no AppError (never its text)', async () => {
    await activateLanguage('es');
    expect(errorMessage('boom')).toBe('Error al conectar con el servidor, inténtalo de nuevo más tarde');
    expect(errorMessage(new Error('Please use at most 80 characters'))).toBe(
      'Error al conectar con el servidor, inténtalo de nuevo más tarde',
    );
  });

  it('shows a key the server sends with its values (a literal once, issue 33), in Spanish', async () => {
    await activateLanguage('es');
    const outside = AppError.fromEnvelope(400, {
      code: 400,
      message: 'This upload has 3 parts; there is no part 4',
      key: 'uploadPartOutside',
      keyValues: { partCount: 3, part: 4 },
    });
    expect(errorMessage(outside)).toBe('Esta subida tiene 3 partes; no existe la parte 4');
  });
});
