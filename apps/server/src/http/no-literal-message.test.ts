import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../../../eslint-rules/no-literal-message.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester();

// The lint rule of issue 33: what the server sends users is a catalogue key, never a sentence.
tester.run('no-literal-message', rule, {
  valid: [
    { code: "throw new AppError('CONFLICT', { key: 'uploadChanged' });" },
    { code: "throw new AppError('VALIDATION', { key: 'tooLong', values: { maximum: 80 } });" },
    { code: "ctx.addIssue({ code: 'custom', message: messageKeys.invalidPhone });" },
    { code: "result = { error: 'access_denied', error_description: messageKeys.signInLeft };" },
    { code: "throw new Error('returnPath must be a path of the web app');" },
    { code: "log.info({ message: '' });" },
  ],
  invalid: [
    {
      code: "throw new AppError('CONFLICT', { message: 'The upload changed while completing; try again' });",
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "throw new AppError('VALIDATION', { message: `This upload has ${n} parts` });",
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "ctx.addIssue({ code: 'custom', message: part ? 'Wrong size' : 'Not uploaded' });",
      errors: [{ messageId: 'literal' }, { messageId: 'literal' }],
    },
    {
      code: "reply.send({ code: 400, message: 'Invalid signature', result: null });",
      errors: [{ messageId: 'literal' }],
    },
    {
      code: "result = { error: 'access_denied', error_description: 'The user left the sign-in page' };",
      errors: [{ messageId: 'literal' }],
    },
  ],
});
