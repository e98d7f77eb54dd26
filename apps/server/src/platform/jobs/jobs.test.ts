import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createJobs, JOB_LEASE_SECONDS, type JobDefinition } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.jobs.start();
});
afterAll(() => t.close());

describe('jobs', () => {
  it('runs a sent job on the same database', async () => {
    const seen: string[] = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const greet: JobDefinition<z.ZodObject<{ name: z.ZodString }>> = {
      name: 'test-greet',
      payload: z.object({ name: z.string() }),
      run: async ({ name }) => {
        seen.push(name);
        done();
      },
    };
    await t.jobs.register(greet);
    const id = await t.jobs.send(greet, { name: 'marlin' });
    expect(id).toEqual(expect.any(String));
    await finished;
    expect(seen).toEqual(['marlin']);
  });

  it('runs due jobs at once, one after another, not one a poll', async () => {
    // A queue that would be polled every 30 s: without waking, the burst would take minutes.
    const slowPolling = createJobs({
      executeSql: t.database.executeSql,
      logger: t.app.log,
      pollingIntervalSeconds: 30,
    });
    await slowPolling.start();
    const seen: number[] = [];
    let allDone: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      allDone = resolve;
    });
    const burst: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
      name: 'test-burst',
      payload: z.object({ n: z.number() }),
      run: async ({ n }) => {
        seen.push(n);
        if (seen.length === 5) allDone();
      },
    };
    await slowPolling.register(burst);
    for (const n of [1, 2, 3, 4, 5]) await slowPolling.send(burst, { n });
    await finished;
    expect(seen.toSorted()).toEqual([1, 2, 3, 4, 5]);
    await slowPolling.stop();
  }, 15_000);

  it('keeps a scheduled job until its time', async () => {
    // No waiting on the clock: a job due now, sent after the scheduled one on the same queue, runs;
    // the worker's fetch that took it passed over the scheduled one, still waiting in the queue.
    const ran: string[] = [];
    let nowDone: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      nowDone = resolve;
    });
    const later: JobDefinition<z.ZodObject<{ when: z.ZodString }>> = {
      name: 'test-later',
      payload: z.object({ when: z.string() }),
      run: async ({ when }) => {
        ran.push(when);
        if (when === 'now') nowDone();
      },
    };
    await t.jobs.register(later);
    const id = await t.jobs.send(
      later,
      { when: 'in an hour' },
      { startAfter: new Date(Date.now() + 60 * 60 * 1000) },
    );
    expect(id).toEqual(expect.any(String));
    await t.jobs.send(later, { when: 'now' });
    await finished;
    expect(ran).toEqual(['now']);
    const { rows } = await t.database.executeSql('select state from pgboss.job where id = $1', [id]);
    expect(rows).toEqual([{ state: 'created' }]);
  });

  it('schedules a registered job on a cron in UTC (one schedule per job, kept in the database)', async () => {
    const nightly: JobDefinition<z.ZodObject> = {
      name: 'test-nightly',
      payload: z.object({}),
      run: async () => undefined,
    };
    await t.jobs.register(nightly);
    await t.jobs.schedule(nightly, '17 3 * * *', {});
    await t.jobs.schedule(nightly, '17 3 * * *', {});
    const { rows } = await t.database.executeSql(
      'select name, cron, timezone from pgboss.schedule where name = $1',
      ['test-nightly'],
    );
    expect(rows).toEqual([{ name: 'test-nightly', cron: '17 3 * * *', timezone: 'UTC' }]);
  });

  it('holds a running job on a lease of its instance, not for the queue’s whole expiry', async () => {
    // A job claimed by an instance that dies is given back once the lease lapses (the cluster test
    // kills one); while its instance lives, the lease is renewed.
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const long: JobDefinition<z.ZodObject> = {
      name: 'test-long',
      payload: z.object({}),
      run: async () => {
        started();
        await held;
      },
    };
    await t.jobs.register(long);
    const id = await t.jobs.send(long, {});
    await running;
    const { rows } = await t.database.executeSql(
      `select state, extract(epoch from expire_in - (now() - started_on))::float8 as "left" from pgboss.job where id = $1`,
      [id],
    );
    const [job] = rows as { state: string; left: number }[];
    expect(job!.state).toBe('active');
    expect(job!.left).toBeLessThanOrEqual(JOB_LEASE_SECONDS);
    expect(job!.left).toBeGreaterThan(0);
    finish();
  });

  it('refuses a payload that does not match its schema before queueing it', async () => {
    const typed: JobDefinition<z.ZodObject<{ n: z.ZodNumber }>> = {
      name: 'test-typed',
      payload: z.object({ n: z.number() }),
      run: async () => undefined,
    };
    await expect(t.jobs.send(typed, { n: 'nope' } as never)).rejects.toThrow();
  });
});
