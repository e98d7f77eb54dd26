import { describe, expect, it } from 'vitest';
import { AppError, USER_NOT_FOUND_CODE } from './errors';
import {
  messageRefOf,
  messages,
  messageTemplates,
  templateMessage,
  type MessageTemplateKey,
} from './messages';

describe('AppError', () => {
  it('takes status, envelope code and message from the catalogue', () => {
    const error = new AppError('USER_NOT_FOUND');
    expect([error.status, error.code, error.message]).toEqual([
      404,
      USER_NOT_FOUND_CODE,
      messages.userNotFound,
    ]);
  });

  it('keeps a more specific spec message', () => {
    expect(new AppError('VALIDATION', { message: messages.selectRules }).message).toBe(messages.selectRules);
  });

  it.each([
    [401, { code: 401, message: 'Expired Token' }, 'EXPIRED_TOKEN'],
    [401, { code: 401, message: 'Invalid token' }, 'UNAUTHENTICATED'],
    [404, { code: USER_NOT_FOUND_CODE, message: 'User not found' }, 'USER_NOT_FOUND'],
    [400, { code: 400, message: messages.passwordMismatch }, 'VALIDATION'],
    [502, { code: 502, message: 'Bad gateway' }, 'INTERNAL'],
  ] as const)('rebuilds %i %j as %s', (status, envelope, errorCode) => {
    const error = AppError.fromEnvelope(status, envelope);
    expect(error.errorCode).toBe(errorCode);
    expect(error.message).toBe(envelope.message);
  });

  it('falls back to the connection message when the body is not an envelope', () => {
    expect(AppError.fromEnvelope(500, {}).message).toBe(messages.connectionError);
  });
});

describe('message keys (issue 19)', () => {
  it('finds the key of every catalogued message, and of a too-long text with its maximum', () => {
    expect(new AppError('VALIDATION', { message: messages.passwordMismatch }).ref).toEqual({
      key: 'passwordMismatch',
    });
    expect(messageRefOf('Please use at most 80 characters')).toEqual({
      key: 'tooLong',
      values: { maximum: 80 },
    });
    expect(messageRefOf('This upload has 3 parts')).toBeNull();
  });

  it('finds every template by its message, with its values (issue 31)', () => {
    for (const [key, template] of Object.entries(messageTemplates) as [MessageTemplateKey, string][]) {
      const values: Record<string, number> = template.includes('{maximum}')
        ? { maximum: 99 }
        : template.includes('{')
          ? { minimum: 3 }
          : {};
      const message = templateMessage(key, values);
      expect(message).not.toContain('{');
      expect(messageRefOf(message)).toEqual(Object.keys(values).length > 0 ? { key, values } : { key });
    }
    expect(messageRefOf('Please enter a number no greater than -1.5')).toEqual({
      key: 'numberTooBig',
      values: { maximum: -1.5 },
    });
  });

  it("takes the key a server sent, and ignores one the catalogue doesn't know", () => {
    const keyed = AppError.fromEnvelope(400, {
      code: 400,
      message: 'Please use at most 80 characters',
      key: 'tooLong',
      keyValues: { maximum: 80, bogus: 'x' },
    });
    expect(keyed.ref).toEqual({ key: 'tooLong', values: { maximum: 80 } });
    const unknown = AppError.fromEnvelope(400, { code: 400, message: 'Odd', key: 'constructor' });
    expect(unknown.ref).toBeNull();
  });
});
