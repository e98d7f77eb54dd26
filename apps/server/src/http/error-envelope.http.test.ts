import { messages } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (changes: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Ana',
      lastname: 'Mora',
      email: 'ana@example.com',
      password: 'a long enough password 1',
      roleName: 'Angler',
      nationalityName: 'Costa Rica',
      ...changes,
    },
  });

describe('the error envelope', () => {
  it('carries the stable key of its message beside the spec §8 English (issue 19)', async () => {
    const response = await register({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      message: messages.invalidEmail,
      key: 'invalidEmail',
      result: null,
      details: { fields: ['email'] },
    });
  });

  it('names the values of a keyed message (the maximum of a too-long text)', async () => {
    const response = await register({ name: 'A'.repeat(500) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.key).toBe('tooLong');
    expect(body.message).toBe(`Please use at most ${body.keyValues.maximum} characters`);
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"name": ', 'malformed-body'],
    ['an unknown content type', { 'content-type': 'text/x-fish' }, 'marlin', 'unsupported-content-type'],
  ])("names %s in the API's words, never the framework's codes", async (_, headers, payload, reason) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, details: { reason } });
    expect(response.body).not.toMatch(/FST_/);
  });

  it('keys the answers the framework gives (an unknown address)', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.notFound, key: 'notFound' });
  });
});
