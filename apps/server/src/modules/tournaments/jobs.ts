import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { tournaments } from '../../db/schema';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs';

const ZCloseUploads = z.object({ tournamentId: z.uuid() });

/**
 * Closes a tournament's uploads at its deadline, which opens its judging. Idempotent: the first run
 * stamps the instant, a retry or a second instance's run finds it stamped and changes nothing; a
 * tournament cancelled or deleted meanwhile is left alone.
 */
export function closeUploadsJob(db: Db): JobDefinition<typeof ZCloseUploads> {
  return {
    name: 'tournaments.close-uploads',
    payload: ZCloseUploads,
    run: async ({ tournamentId }) => {
      await db
        .update(tournaments)
        .set({ uploadsClosedAt: new Date() })
        .where(
          and(
            eq(tournaments.id, tournamentId),
            isNull(tournaments.uploadsClosedAt),
            eq(tournaments.status, 'Active'),
          ),
        );
    },
  };
}

/** Registers the tournaments module's jobs on the queue (app wiring calls it when ready). */
export async function registerTournamentJobs(jobs: Jobs, db: Db): Promise<void> {
  await jobs.register(closeUploadsJob(db));
}
