import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, signInAttempts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CookieJar, startWebAuthorization } from '../../test/browser-session';
import { createUser } from '../../test/factories';

/**
 * Issue 16 point 5, as an attacker would try it: strangers' failed sign-ins and reset requests never
 * keep the owner of an account out, repeated failures from one address are slowed (429 with
 * Retry-After) and the answers never tell whether an account exists.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SIGN_IN_FAILURES_PER_ADDRESS: '3' } });
});
afterAll(() => t.close());

function attempt(app: TestApp, email: string, password: string, address: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email, password },
  });
}

/** What a client sees of an answer: status, envelope and whether it must wait. */
async function seen(response: Awaited<ReturnType<typeof attempt>>) {
  const { code, message, result } = response.json();
  return { status: response.statusCode, code, message, result, waits: 'retry-after' in response.headers };
}

describe('failed sign-ins from other addresses', () => {
  it('20 wrong passwords from 20 addresses: the owner signs in at once, from their address or a new one', async () => {
    const victim = await createUser(t);
    for (let i = 1; i <= 20; i += 1) {
      expect((await attempt(t, victim.email, `guess number ${i}`, `10.16.0.${i}`)).statusCode).toBe(401);
    }
    const fromOwnAddress = await attempt(t, victim.email, victim.password, '127.0.0.1');
    expect(fromOwnAddress.statusCode, fromOwnAddress.body).toBe(200);
    const fromNewAddress = await attempt(t, victim.email, victim.password, '192.0.2.77');
    expect(fromNewAddress.statusCode, fromNewAddress.body).toBe(200);
  });

  it('the same through the X-Forwarded-For address behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ env: { SIGN_IN_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: '1' } });
    try {
      const victim = await createUser(proxied);
      const via = (address: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': address },
          payload: { email: victim.email, password },
        });
      for (let i = 1; i <= 20; i += 1)
        expect((await via(`10.17.0.${i}`, 'wrong guess')).statusCode).toBe(401);
      // The proxy's client address is the one counted: its third failure makes it wait.
      for (let i = 0; i < 2; i += 1) expect((await via('10.17.0.1', 'wrong guess')).statusCode).toBe(401);
      expect((await via('10.17.0.1', 'wrong guess')).statusCode).toBe(429);
      const owner = await via('198.51.100.7', victim.password);
      expect(owner.statusCode, owner.body).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('repeated failures from one address', () => {
  it('are slowed with 429 and Retry-After, the password not even checked, alike for known and unknown e-mails', async () => {
    const victim = await createUser(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    const runs = [];
    for (const email of [victim.email, unknown]) {
      const run = [];
      for (let i = 0; i < 5; i += 1)
        run.push(await seen(await attempt(t, email, 'wrong guess', '10.18.0.1')));
      runs.push(run);
    }
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[0]?.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429]);
    expect(runs[0]?.[3]).toMatchObject({
      code: 429,
      message: 'Too many requests, please try again later',
      result: null,
      waits: true,
    });

    // While it waits, even the right password from that address is not checked…
    const blocked = await attempt(t, victim.email, victim.password, '10.18.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // …and the owner, elsewhere, is not affected.
    expect((await attempt(t, victim.email, victim.password, '127.0.0.1')).statusCode).toBe(200);
  });

  it('each further failure doubles the wait; once it has passed the next attempt is checked', async () => {
    const victim = await createUser(t);
    const address = '10.19.0.1';
    for (let i = 0; i < 3; i += 1) await attempt(t, victim.email, 'wrong guess', address);
    const first = Number((await attempt(t, victim.email, 'wrong guess', address)).headers['retry-after']);
    expect(first).toBeGreaterThanOrEqual(4);
    expect(first).toBeLessThanOrEqual(5);

    await endWaits(address);
    expect((await attempt(t, victim.email, 'wrong guess', address)).statusCode).toBe(401);
    const second = Number((await attempt(t, victim.email, 'wrong guess', address)).headers['retry-after']);
    expect(second).toBeGreaterThan(first);

    await endWaits(address);
    const owner = await attempt(t, victim.email, victim.password, address);
    expect(owner.statusCode, owner.body).toBe(200);
    // A correct password ends the run: the next mistake is an ordinary one.
    expect((await attempt(t, victim.email, 'typo', address)).statusCode).toBe(401);
  });

  it('count on the hosted sign-in page too: one service for both sign-in paths', async () => {
    const victim = await createUser(t);
    const address = '10.20.0.1';
    for (let i = 0; i < 3; i += 1) await attempt(t, victim.email, 'wrong guess', address);
    const jar = new CookieJar();
    const { interactionPath } = await startWebAuthorization(t, jar, { prompt: 'login' });
    const hosted = await t.app.inject({
      method: 'POST',
      url: `${interactionPath}/login`,
      remoteAddress: address,
      headers: { cookie: jar.header() },
      payload: { email: victim.email, password: victim.password },
    });
    expect(hosted.statusCode).toBe(429);
    expect(Number(hosted.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `${interactionPath}/login`,
      remoteAddress: '127.0.0.1',
      headers: { cookie: jar.header() },
      payload: { email: victim.email, password: victim.password },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe('a spray against one account from many addresses', () => {
  it('slows addresses that never signed in to it, but not the owner at their usual address', async () => {
    const sprayed = await buildTestApp({ env: { SIGN_IN_FAILURES_PER_ACCOUNT: '5' } });
    try {
      const victim = await createUser(sprayed); // signs in from 127.0.0.1: a known address
      const unknown = `nobody-${Date.now()}@example.com`;
      const runs: Awaited<ReturnType<typeof seen>>[][] = [];
      for (const email of [victim.email, unknown]) {
        const run: Awaited<ReturnType<typeof seen>>[] = [];
        for (let i = 1; i <= 20; i += 1) {
          run.push(await seen(await attempt(sprayed, email, 'wrong guess', `10.21.${runs.length}.${i}`)));
        }
        runs.push(run);
      }
      expect(runs[0]).toEqual(runs[1]);
      expect(runs[0]?.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
      expect(runs[0]?.slice(5).every((answer) => answer.status === 429 && answer.waits)).toBe(true);

      const owner = await attempt(sprayed, victim.email, victim.password, '127.0.0.1');
      expect(owner.statusCode, owner.body).toBe(200);
      // A new address waits its turn (documented in SECURITY.md): slowed, never locked for good.
      const newAddress = await attempt(sprayed, victim.email, victim.password, '203.0.113.9');
      expect(newAddress.statusCode).toBe(429);
      expect(Number(newAddress.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await sprayed.close();
    }
  });
});

describe('password reset requests by a stranger', () => {
  it('lock nothing, send at most 3 mails an hour, and answer like an unknown e-mail', async () => {
    const victim = await createUser(t);
    const answers = new Set<string>();
    for (let i = 1; i <= 20; i += 1) {
      for (const email of [victim.email, `nobody-${i}@example.com`]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/accounts/forgot_pass/${email}`,
          remoteAddress: `10.22.0.${i}`,
        });
        answers.add(`${response.statusCode} ${JSON.stringify({ ...response.json(), requestId: null })}`);
      }
    }
    expect([...answers]).toEqual([
      `200 ${JSON.stringify({ code: 200, message: 'OK', result: null, requestId: null })}`,
    ]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, victim.email));
    // Beside the mail that verified the address at registration.
    expect(mails.filter((mail) => /resetPassword=/.test(mail.text))).toHaveLength(3);
    const owner = await attempt(t, victim.email, victim.password, '10.22.0.200');
    expect(owner.statusCode, owner.body).toBe(200);
    const ownRequest = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/forgot_pass/${victim.email}`,
      remoteAddress: '127.0.0.1',
    });
    expect(ownRequest.statusCode).toBe(200);
  });
});

/** Moves this address's waits into the past, as if the time had passed (no test waits on a clock). */
async function endWaits(address: string) {
  await t.database.db
    .update(signInAttempts)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(signInAttempts.address, address));
}
