import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { liveEvents } from '../../db/schema';
import { scheduledJob, type BackgroundJob } from '../jobs/registry';

/** How long the log keeps an event: a client that comes back within a day replays what it missed. */
export const KEPT_FOR_MS = 24 * 3_600_000;

/** Deletes the events older than a day (a client further behind gets a refresh instead). */
export async function pruneLiveEvents(db: Db, now: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - KEPT_FOR_MS)));
}

/** Prunes the live events' log every hour, once across instances. */
export function liveEventPruning({ db, now }: { db: Db; now: () => Date }): BackgroundJob {
  return scheduledJob(
    {
      name: 'events.prune',
      payload: z.object({}),
      run: () => pruneLiveEvents(db, now()),
    },
    '17 * * * *',
    {},
  );
}
