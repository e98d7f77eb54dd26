import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageKeys as keys, type MessageRef } from '../messages';
import { isPhoneNumber, ZEmail, ZLoginInput } from '../users/schemas';
import { fieldIssueRef } from './field-messages';

const firstRef = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return fieldIssueRef(result.error.issues[0] as Parameters<typeof fieldIssueRef>[0]);
};
const ref = (key: MessageRef['key'], values?: MessageRef['values']): MessageRef =>
  values ? { key, values } : { key };

describe('fieldIssueRef', () => {
  it.each([
    ['an empty e-mail', ZEmail, '  ', ref('completeRequiredFields')],
    ['a badly formatted e-mail', ZEmail, 'ana.example.com', ref('invalidEmail')],
    ['a too-long e-mail', ZEmail, `${'a'.repeat(250)}@example.com`, ref('tooLong', { maximum: 254 })],
    [
      'a too-long text of a schema without a message',
      z.string().max(5),
      'abcdef',
      ref('tooLong', { maximum: 5 }),
    ],
    ['a missing value', z.string(), undefined, ref('completeRequiredFields')],
    ['an empty text', z.string().min(1), '', ref('completeRequiredFields')],
    ['a too-short text', z.string().min(3), 'ab', ref('tooShort', { minimum: 3 })],
    ['too many items', z.array(z.string()).max(2), ['a', 'b', 'c'], ref('tooManyItems', { maximum: 2 })],
    ['a number too big', z.number().max(99), 150, ref('numberTooBig', { maximum: 99 })],
    ['a number not below its maximum', z.number().lt(100), 100, ref('numberNotBelow', { maximum: 100 })],
    ['a number too small', z.number().min(0), -1, ref('numberTooSmall', { minimum: 0 })],
    ['a number not above its minimum', z.number().gt(0), 0, ref('numberNotAbove', { minimum: 0 })],
    ['a number that is not whole', z.number().int(), 7.5, ref('wholeNumber')],
    ['a missing number', z.number(), undefined, ref('completeRequiredFields')],
    [
      'a number past the bound of a schema whose catch-all asks for the fields',
      z.number({ error: keys.completeNecessaryFields }).max(99),
      150,
      ref('numberTooBig', { maximum: 99 }),
    ],
    [
      'a missing number of that schema',
      z.number({ error: keys.completeNecessaryFields }).max(99),
      undefined,
      ref('completeNecessaryFields'),
    ],
    [
      'a too-long text of a schema whose catch-all says information is missing',
      z.string({ error: keys.missingInfoEditBoat }).min(1, keys.missingInfoEditBoat).max(3),
      'abcd',
      ref('tooLong', { maximum: 3 }),
    ],
    [
      'a bound with a catalogue message of its own, which stays',
      z.number().max(300, keys.speedRange),
      301,
      ref('speedRange'),
    ],
  ])('%s', (_case, schema, value, expected) => {
    expect(firstRef(schema, value)).toEqual(expected);
  });

  it("keeps a catalogue key the schema gave, and never a text of its own (or zod's)", () => {
    expect(fieldIssueRef({ code: 'custom', message: keys.passwordRules })).toEqual(ref('passwordRules'));
    expect(fieldIssueRef({ code: 'custom', message: '<b>internal detail</b>' })).toEqual(
      ref('completeRequiredFields'),
    );
    expect(
      fieldIssueRef({ code: 'too_big', message: 'Too big: expected string to have <=80 characters' }),
    ).toEqual(ref('completeRequiredFields'));
  });

  it('keeps a template key a custom issue gave, with its values', () => {
    expect(
      fieldIssueRef({ code: 'custom', message: keys.numberTooBig, params: { values: { maximum: 60 } } }),
    ).toEqual(ref('numberTooBig', { maximum: 60 }));
  });

  it('says a too-long last name by key, its limit as a value (issue 33)', () => {
    expect(firstRef(z.object({ lastname: z.string().trim().max(80) }), { lastname: 'L'.repeat(81) })).toEqual(
      ref('tooLong', { maximum: 80 }),
    );
  });

  it('says an empty sign-in is missing its fields', () => {
    const result = ZLoginInput.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', keys.completeRequiredFields],
      ['password', keys.completeRequiredFields],
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
