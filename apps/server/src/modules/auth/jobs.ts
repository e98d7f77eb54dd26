import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs';
import { pruneSignInAttempts } from './sign-in';

const EVERY_HOUR = '23 * * * *';

/** The hourly job that deletes sign-in attempt rows nothing reads any more (pruneSignInAttempts). */
export function signInAttemptsJob(db: Db): JobDefinition<z.ZodObject> {
  return {
    name: 'auth.prune-sign-in-attempts',
    payload: z.object({}),
    async run() {
      await pruneSignInAttempts(db);
    },
  };
}

/** Registers and schedules the auth module's jobs (call after jobs start). */
export async function scheduleAuthJobs(jobs: Jobs, db: Db): Promise<void> {
  const prune = signInAttemptsJob(db);
  await jobs.register(prune);
  await jobs.schedule(prune, EVERY_HOUR, {});
}
