import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser } from '../factories';

/**
 * Rate limits of several instances behind one load balancer (DESIGN.md "Scale-out"): with REDIS_URL
 * they count against one budget. Needs a Redis server (TEST_REDIS_URL; CI runs one); the fail-open
 * case needs none.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});

async function instance(env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp({ seed: false, env: { RATE_LIMIT_MAX: '3', ...env } });
  opened.push(t);
  return t;
}

/** A fresh client address per run: budgets live in Redis for a whole window, across test runs. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function statuses(calls: Array<[TestApp, string]>): Promise<number[]> {
  const answers: number[] = [];
  for (const [t, remoteAddress] of calls) {
    answers.push((await t.app.inject({ url: '/api/version', remoteAddress })).statusCode);
  }
  return answers;
}

describe('rate limits across instances', () => {
  it.skipIf(!redisUrl)('share one budget per address through Redis', async () => {
    const [a, b] = [await instance({ REDIS_URL: redisUrl! }), await instance({ REDIS_URL: redisUrl! })];
    const client = someAddress();
    expect(
      await statuses([
        [a, client],
        [b, client],
        [a, client],
        [b, client],
      ]),
    ).toEqual([200, 200, 200, 429]);
    // Another address has a budget of its own.
    expect(await statuses([[b, someAddress()]])).toEqual([200]);
  });

  it.skipIf(!redisUrl)(
    "count a signed-in account's budget in Redis, whatever address it calls from",
    async () => {
      const t = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl! } });
      opened.push(t);
      const user = await createUser(t);
      const answers: number[] = [];
      for (let call = 0; call < 4; call += 1) {
        const response = await t.app.inject({
          url: `/api/users?userEmail=${encodeURIComponent(user.email)}`,
          headers: user.auth,
          remoteAddress: someAddress(),
        });
        answers.push(response.statusCode);
      }
      // Redis counted it (unreachable, it would let every call through): one budget for the account.
      expect(answers).toEqual([200, 200, 200, 429]);
    },
  );

  it('count per process without Redis (what REDIS_URL changes)', async () => {
    const [a, b] = [await instance({}), await instance({})];
    const client = someAddress();
    expect(
      await statuses([
        [a, client],
        [b, client],
        [a, client],
        [b, client],
      ]),
    ).toEqual([200, 200, 200, 200]);
  });

  it('let requests through while Redis is unreachable, rather than failing them', async () => {
    const a = await instance({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(
      await statuses([
        [a, someAddress()],
        [a, someAddress()],
      ]),
    ).toEqual([200, 200]);
  });
});
