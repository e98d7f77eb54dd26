import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, USER_NOT_FOUND_CODE, type ErrorCode } from './errors';
import { isMessageKey, messageKeys, messages, messageText } from './messages';

describe('AppError', () => {
  it('takes status, envelope code and message key from the catalogue', () => {
    const error = new AppError('USER_NOT_FOUND');
    expect([error.status, error.code, error.key, error.message]).toEqual([
      404,
      USER_NOT_FOUND_CODE,
      'userNotFound',
      messages.userNotFound,
    ]);
  });

  it('carries a more specific message by key, its English from the catalogue', () => {
    const error = new AppError('VALIDATION', { key: 'selectRules' });
    expect([error.key, error.message]).toEqual(['selectRules', messages.selectRules]);
  });

  it("carries a template's values, and words them in English", () => {
    const error = new AppError('VALIDATION', { key: 'tooLong', values: { maximum: 80 } });
    expect(error.ref).toEqual({ key: 'tooLong', values: { maximum: 80 } });
    expect(error.message).toBe('Please use at most 80 characters');
  });

  it('has a catalogue key as the default of every code', () => {
    for (const code of Object.keys(errorCatalogue) as ErrorCode[]) {
      expect(isMessageKey(errorCatalogue[code].key), code).toBe(true);
    }
  });

  it.each([
    [401, { code: 401, message: 'Expired Token', key: 'expiredToken' }, 'EXPIRED_TOKEN'],
    [401, { code: 401, message: 'Invalid token', key: 'invalidToken' }, 'UNAUTHENTICATED'],
    [404, { code: USER_NOT_FOUND_CODE, message: 'User not found', key: 'userNotFound' }, 'USER_NOT_FOUND'],
    [400, { code: 400, message: messages.passwordMismatch, key: 'passwordMismatch' }, 'VALIDATION'],
    [502, { code: 502, message: 'Bad gateway', key: null }, 'INTERNAL'],
  ] as const)('rebuilds %i %j as %s, by its code and key', (status, envelope, errorCode) => {
    const error = AppError.fromEnvelope(status, envelope);
    expect(error.errorCode).toBe(errorCode);
    if (envelope.key) expect(error.key).toBe(envelope.key);
  });

  it('reads the message by key, never by its text', () => {
    const error = AppError.fromEnvelope(401, { code: 401, message: 'Invalid token', key: 'expiredToken' });
    expect([error.errorCode, error.key]).toEqual(['EXPIRED_TOKEN', 'expiredToken']);
  });

  it('falls back to the connection message when the body is not an envelope', () => {
    expect(AppError.fromEnvelope(500, {}).message).toBe(messages.connectionError);
  });
});

describe('message keys (issues 19, 33)', () => {
  it('words every key in English, templates with their values', () => {
    expect(messageText({ key: 'passwordMismatch' })).toBe(messages.passwordMismatch);
    expect(messageText({ key: 'tooLong', values: { maximum: 80 } })).toBe('Please use at most 80 characters');
    expect(messageText({ key: 'uploadPartOutside', values: { partCount: 3, part: 4 } })).toBe(
      'This upload has 3 parts; there is no part 4',
    );
  });

  it('names each key as itself, for schemas to give zod', () => {
    expect(messageKeys.invalidEmail).toBe('invalidEmail');
    expect(messageKeys.tooLong).toBe('tooLong');
    expect(isMessageKey('constructor')).toBe(false);
  });

  it("takes the key a server sent with its numeric values, and ignores one the catalogue doesn't know", () => {
    const keyed = AppError.fromEnvelope(400, {
      code: 400,
      message: 'Please use at most 80 characters',
      key: 'tooLong',
      keyValues: { maximum: 80, bogus: 'x' },
    });
    expect(keyed.ref).toEqual({ key: 'tooLong', values: { maximum: 80 } });
    const unknown = AppError.fromEnvelope(400, { code: 400, message: 'Odd', key: 'constructor' });
    expect(unknown.ref).toEqual({ key: 'completeRequiredFields' });
  });
});
