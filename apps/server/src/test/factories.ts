import type { RegisterInput, RoleName, Tokens } from '@tightlines/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './build-test-app';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUser {
  email: string;
  password: string;
  tokens: Tokens;
  /** Authorization header of the user's current access token. */
  auth: { authorization: string };
}

/**
 * Registers a user through the API (a fresh e-mail each time) and signs them in with bearer tokens.
 * The address is verified through the link mailed at registration, unless `verified` is false.
 */
export async function createUser(
  t: TestApp,
  {
    roleName = 'Angler',
    verified = true,
    ...overrides
  }: Partial<RegisterInput> & { roleName?: RoleName; verified?: boolean } = {},
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
  if (verified) await verifyEmail(t, email);
  const tokens = await login(t, email, password);
  return { email, password, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}

/** The secret of the newest verification link mailed to `email`. */
export async function verificationSecretOf(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), like(mailOutbox.text, '%/verify_email/%')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const secret = mail && /verify_email\/([0-9a-f-]{36})/.exec(mail.text)?.[1];
  if (!secret) throw new Error(`no verification mail to ${email}`);
  return secret;
}

/** Opens the newest verification link mailed to `email`, as its holder does. */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  const secret = await verificationSecretOf(t, email);
  const response = await t.app.inject({ method: 'PUT', url: `/api/accounts/email_verification/${secret}` });
  expect(response.statusCode, response.body).toBe(200);
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
