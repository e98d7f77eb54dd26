import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../messages';
import { isPhoneNumber, ZEmail, ZLoginInput } from '../users/schemas';
import { fieldIssueMessage } from './field-messages';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return fieldIssueMessage(result.error.issues[0] as Parameters<typeof fieldIssueMessage>[0]);
};

describe('fieldIssueMessage', () => {
  it.each([
    ['an empty e-mail', ZEmail, '  ', messages.completeRequiredFields],
    ['a badly formatted e-mail', ZEmail, 'ana.example.com', messages.invalidEmail],
    ['a too-long e-mail', ZEmail, `${'a'.repeat(250)}@example.com`, 'Please use at most 254 characters'],
    [
      'a too-long text of a schema without a message',
      z.string().max(5),
      'abcdef',
      'Please use at most 5 characters',
    ],
    ['a missing value', z.string(), undefined, messages.completeRequiredFields],
    ['an empty text', z.string().min(1), '', messages.completeRequiredFields],
    ['a too-short text', z.string().min(3), 'ab', 'Please use at least 3 characters'],
    ['too many items', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Please choose at most 2'],
    ['a number too big', z.number().max(99), 150, 'Please enter a number no greater than 99'],
    ['a number not below its maximum', z.number().lt(100), 100, 'Please enter a number less than 100'],
    ['a number too small', z.number().min(0), -1, 'Please enter a number no less than 0'],
    ['a number not above its minimum', z.number().gt(0), 0, 'Please enter a number greater than 0'],
    ['a number that is not whole', z.number().int(), 7.5, 'Please enter a whole number'],
    ['a missing number', z.number(), undefined, messages.completeRequiredFields],
    [
      'a number past the bound of a schema whose catch-all asks for the fields',
      z.number({ error: messages.completeNecessaryFields }).max(99),
      150,
      'Please enter a number no greater than 99',
    ],
    [
      'a missing number of that schema',
      z.number({ error: messages.completeNecessaryFields }).max(99),
      undefined,
      messages.completeNecessaryFields,
    ],
    [
      'a too-long text of a schema whose catch-all says information is missing',
      z.string({ error: messages.missingInfoEditBoat }).min(1, messages.missingInfoEditBoat).max(3),
      'abcd',
      'Please use at most 3 characters',
    ],
    [
      'a bound with a catalogue message of its own, which stays',
      z.number().max(300, messages.speedRange),
      301,
      messages.speedRange,
    ],
  ])('%s', (_case, schema, value, expected) => {
    expect(firstMessage(schema, value)).toBe(expected);
  });

  it('keeps a catalogue message the schema gave, and never a text of its own', () => {
    expect(fieldIssueMessage({ code: 'custom', message: messages.passwordRules })).toBe(
      messages.passwordRules,
    );
    expect(fieldIssueMessage({ code: 'custom', message: '<b>internal detail</b>' })).toBe(
      messages.completeRequiredFields,
    );
  });

  it('keeps a template message the schema gave, with its value', () => {
    expect(fieldIssueMessage({ code: 'custom', message: 'Please use at most 80 characters' })).toBe(
      'Please use at most 80 characters',
    );
  });

  it('says an empty sign-in is missing its fields', () => {
    const result = ZLoginInput.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', messages.completeRequiredFields],
      ['password', messages.completeRequiredFields],
    ]);
  });
});

describe('isPhoneNumber', () => {
  it.each(['+506 8888 0000', '(305) 555-0100', '+44 20 7946 0958', '555.0100.22'])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });
  it.each(['call me', '12345', '+1 555 0100 abc', '1234567890123456', '++506 8888 0000', ''])(
    'refuses %s',
    (value) => {
      expect(isPhoneNumber(value)).toBe(false);
    },
  );
});
