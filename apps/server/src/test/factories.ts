import type { RegisterInput, RoleName, Tokens } from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUser {
  email: string;
  password: string;
  tokens: Tokens;
  /** Authorization header of the user's current access token. */
  auth: { authorization: string };
}

/** Registers a user through the API (a fresh e-mail each time) and signs them in with bearer tokens. */
export async function createUser(
  t: TestApp,
  { roleName = 'Angler', ...overrides }: Partial<RegisterInput> & { roleName?: RoleName } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? TEST_PASSWORD;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Test',
      lastname: 'Angler',
      nationalityName: 'Costa Rica',
      userContactInfo: [{ name: 'phone', value: '+506 8888 0000' }],
      ...overrides,
      email,
      password,
      roleName,
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const tokens = await login(t, email, password);
  return { email, password, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}

export async function login(t: TestApp, email: string, password: string): Promise<Tokens> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as Tokens;
}

/** A well-formed UUID that no test object has. */
export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
