import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { signInAttemptsJob } from './jobs';
import { pruneSignInAttempts } from './sign-in';
import { accountKeyOf } from './sign-in-attempts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SIGN_IN_FAILURES_PER_ADDRESS: '3' } });
});
afterAll(() => t.close());

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

const rowsOf = (accountKey: string) =>
  t.database.db.select().from(signInAttempts).where(eq(signInAttempts.accountKey, accountKey));

function attempt(email: string, password: string, address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email, password },
  });
}

describe('pruning the sign-in attempts', () => {
  it('deletes rows a day past their last failure that hold no sign-in; keeps recent, waiting and known-address rows; twice changes nothing', async () => {
    const key = (name: string) => `prune-${name}-${Date.now()}`;
    const keys = { stale: key('stale'), recent: key('recent'), waiting: key('waiting'), known: key('known') };
    await t.database.db.insert(signInAttempts).values([
      { accountKey: keys.stale, address: '10.40.0.1', failures: 7, lastFailureAt: hoursAgo(25) },
      // The account-wide row of the same e-mail (every address together) goes with it.
      { accountKey: keys.stale, address: '', failures: 60, lastFailureAt: hoursAgo(25) },
      { accountKey: keys.recent, address: '10.40.0.2', failures: 2, lastFailureAt: hoursAgo(23) },
      {
        accountKey: keys.waiting,
        address: '10.40.0.3',
        failures: 9,
        lastFailureAt: hoursAgo(25),
        blockedUntil: sql`now() + make_interval(mins => 10)`,
      },
      {
        accountKey: keys.known,
        address: '10.40.0.4',
        failures: 1,
        lastFailureAt: hoursAgo(24 * 30),
        lastSuccessAt: hoursAgo(24 * 30),
      },
    ]);

    await signInAttemptsJob(t.database.db).run({});
    expect(await rowsOf(keys.stale)).toEqual([]);
    for (const kept of [keys.recent, keys.waiting, keys.known]) expect(await rowsOf(kept)).toHaveLength(1);
    expect(await pruneSignInAttempts(t.database.db)).toBe(0);
  });

  it("a stranger's failures are forgotten after a day; new ones are counted and slowed as before; the owner's address stays known", async () => {
    const victim = await createUser(t);
    expect((await attempt(victim.email, victim.password, '10.41.0.9')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(victim.email, 'wrong', '10.41.0.1')).statusCode).toBe(401);
    expect((await attempt(victim.email, 'wrong', '10.41.0.1')).statusCode).toBe(429);

    // A day and an hour later, for the database.
    await t.database.db
      .update(signInAttempts)
      .set({ lastFailureAt: hoursAgo(25), blockedUntil: hoursAgo(24) })
      .where(eq(signInAttempts.accountKey, accountKeyOf(victim.email)));
    expect(await pruneSignInAttempts(t.database.db)).toBeGreaterThanOrEqual(2);
    // The stranger's row and the account-wide row are gone; the addresses that signed in stay.
    const left = (await rowsOf(accountKeyOf(victim.email))).map((row) => row.address);
    expect(left).toContain('10.41.0.9');
    expect(left).not.toContain('10.41.0.1');
    expect(left).not.toContain('');

    for (let i = 0; i < 3; i += 1)
      expect((await attempt(victim.email, 'wrong', '10.41.0.1')).statusCode).toBe(401);
    expect((await attempt(victim.email, 'wrong', '10.41.0.1')).statusCode).toBe(429);
    expect((await attempt(victim.email, victim.password, '10.41.0.9')).statusCode).toBe(200);
  });
});
