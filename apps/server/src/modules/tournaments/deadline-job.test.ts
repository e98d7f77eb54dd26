import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tournaments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { loadTournamentCatalogue, publishTournament, tournamentInput } from '../../test/tournament-factories';
import { createJobs } from '../../platform/jobs/jobs';
import { closeUploadsJob } from './jobs';

let t: TestApp;
let organiser: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startJobs: true });
  organiser = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

const closedAt = async (id: string) => {
  const [row] = await t.database.db
    .select({ at: tournaments.uploadsClosedAt })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return row?.at ?? null;
};

describe('the upload-deadline job (spec §4 create flow)', () => {
  it('closes uploads at the deadline and opens judging, once', async () => {
    const catalogue = await loadTournamentCatalogue(t);
    // Far enough ahead that a loaded machine still publishes before the start (start must be in the future).
    const start = Date.now() + 4_000;
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, {
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 500).toISOString(),
        uploadDeadlineTime: new Date(start + 1_500).toISOString(),
      }),
    );
    expect(await closedAt(id)).toBeNull();

    // The queue runs the job the publish scheduled: wait until it has, never for a fixed time.
    await vi.waitFor(async () => expect(await closedAt(id)).not.toBeNull(), {
      timeout: 20_000,
      interval: 200,
    });
    const first = await closedAt(id);
    expect(first!.getTime()).toBeGreaterThanOrEqual(start + 1_500);

    const detail = await t.app.inject({ url: `/api/tournaments/${id}` });
    expect(detail.json().result).toMatchObject({ uploadsClosed: true, displayStatus: 'Finished' });
    const counters = await t.app.inject({ url: '/api/tournaments/counters' });
    expect(counters.json().result.ready).toBe(1);

    // A retry, or the same job on a second instance, changes nothing.
    await closeUploadsJob({ db: t.database.db, now: () => new Date() }).run({ tournamentId: id });
    expect(await closedAt(id)).toEqual(first);
  });

  it('survives a restart of the instance that scheduled it, and runs once with two instances', async () => {
    const catalogue = await loadTournamentCatalogue(t);
    const start = Date.now() + 4_000;
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, {
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 500).toISOString(),
        uploadDeadlineTime: new Date(start + 1_500).toISOString(),
      }),
    );
    // The instance that scheduled the job goes away before the deadline (a deploy, a crash): the job
    // is a row of the shared queue, not a timer of that process.
    await t.jobs.stop();
    const runs: string[] = [];
    const counted = (instance: string) => {
      const job = closeUploadsJob({ db: t.database.db, now: () => new Date() });
      return {
        ...job,
        run: async (payload: { tournamentId: string }) => {
          if (payload.tournamentId === id) runs.push(instance);
          await job.run(payload);
        },
      };
    };
    const instances = ['a', 'b'].map((name) => ({
      name,
      jobs: createJobs({ executeSql: t.database.executeSql, logger: t.app.log, pollingIntervalSeconds: 0.5 }),
    }));
    try {
      for (const { name, jobs } of instances) {
        await jobs.start();
        await jobs.register(counted(name));
      }
      const stateOfJob = async () => {
        const { rows } = await t.database.executeSql(
          "select state from pgboss.job where name = 'tournaments.close-uploads' and data->>'tournamentId' = $1",
          [id],
        );
        return (rows as { state: string }[]).map((row) => row.state);
      };
      // Waits on the queue saying the one job is done, never for a fixed time.
      await vi.waitFor(async () => expect(await stateOfJob()).toEqual(['completed']), {
        timeout: 20_000,
        interval: 200,
      });
      expect(await closedAt(id)).not.toBeNull();
      expect(runs).toHaveLength(1);
    } finally {
      for (const { jobs } of instances) await jobs.stop();
    }
  });

  it('leaves a cancelled tournament alone', async () => {
    const catalogue = await loadTournamentCatalogue(t);
    const id = await publishTournament(t, organiser, tournamentInput(catalogue));
    await t.database.db.update(tournaments).set({ status: 'Canceled' }).where(eq(tournaments.id, id));
    await closeUploadsJob({ db: t.database.db, now: () => new Date() }).run({ tournamentId: id });
    expect(await closedAt(id)).toBeNull();
  });
});

describe('without a job queue', () => {
  it('publishes anyway and logs that the deadline job could not be scheduled (spec §4)', async () => {
    const lines: string[] = [];
    const noQueue = await buildTestApp({
      env: { LOG_LEVEL: 'error' },
      logTo: { write: (line: string) => lines.push(line) },
    });
    try {
      const owner = await createUser(noQueue, { roleName: 'Captain' });
      const id = await publishTournament(
        noQueue,
        owner,
        tournamentInput(await loadTournamentCatalogue(noQueue)),
      );
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; tournamentId?: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'the upload-deadline job could not be scheduled', tournamentId: id }),
      );
    } finally {
      await noQueue.close();
    }
  });
});
