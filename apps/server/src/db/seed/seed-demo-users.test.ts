import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { login } from '../../test/factories';
import { createPasswordHasher } from '../../modules/auth/password';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './seed-demo-users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('are created once, sign in with the demo password, and already have a locality', async () => {
    const passwords = createPasswordHasher(t.config.PASSWORD_HASH_COST);
    await seedDemoUsers(t.database.db, passwords);
    await seedDemoUsers(t.database.db, passwords);
    for (const demo of DEMO_USERS) {
      const user = await login(t, demo.email, DEMO_PASSWORD);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users?userEmail=${encodeURIComponent(demo.email)}`,
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [info] = response.json().result;
      expect(info, demo.email).toMatchObject({ email: demo.email, localityName: demo.localityName });
      // The demo world's accounts are verified (ADR 011).
      const verification = await t.app.inject({
        url: '/api/accounts/email_verification',
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
      expect(verification.json().result, demo.email).toEqual({ email: demo.email, verified: true });
    }
  });
});
