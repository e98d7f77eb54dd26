import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition } from '../../platform/jobs/jobs';
import type { Storage } from '../../platform/storage/storage';
import { cleanUpload } from './clean-upload';
import { listUncleaned, releaseCleaning } from './cleaning-repo';

/** Uploads younger than this are left to their uploader's finish step (or the attach that follows). */
const FINISH_GRACE_MS = 15 * 60 * 1000;
/** Objects one run cleans (videos take a while each); the next run takes the rest. */
const BATCH = 10;
/** An object that is not in storage (an upload never sent) is looked at again after this. */
const MISSING_RETRY_MS = 60 * 60 * 1000;

/**
 * Cleans, in place, the objects nobody cleaned (ADR 004): media attached before cleaning existed
 * (the migration gave each a row) and uploads an API client never finished. A batch per run,
 * oldest first. Idempotent: a clean object is answered from its row, and two runs never clean one
 * object at once (the claim in cleaning-repo.ts). Answers how many it looked at.
 */
export async function cleanPendingMedia(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const pending = await listUncleaned(db, new Date(now - FINISH_GRACE_MS), BATCH);
  const failures: unknown[] = [];
  for (const { key, ownerId } of pending) {
    try {
      const result = await cleanUpload(db, storage, key, ownerId);
      // The unattached-uploads sweep removes the row of an upload never sent; until then, not every run.
      if (result.status === 'missing') await releaseCleaning(db, key, new Date(now + MISSING_RETRY_MS));
    } catch (error) {
      // The store failed (not the file): the others still get their turn; this one is retried later.
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'some media could not be cleaned yet');
  return pending.length;
}

/** The job that runs cleanPendingMedia (scheduled every ten minutes, jobs.ts). */
export function cleanMediaJob(db: Db, storage: Storage): JobDefinition<z.ZodObject> {
  return {
    name: 'media.clean-pending',
    payload: z.object({}),
    async run() {
      await cleanPendingMedia(db, storage);
    },
  };
}
