import { z } from 'zod';
import type { Jobs, JobDefinition } from '../../platform/jobs/jobs';
import type { StorageSetup } from '../../platform/storage/create-storage';
import { UPLOAD_LIFETIME_SECONDS } from './multipart-service';

/** An hour past an upload's lifetime, so a client finishing at the last second is never swept. */
const GRACE_MS = 60 * 60 * 1000;
const EVERY_NIGHT = '17 3 * * *';

/**
 * The nightly job that removes the parts of multipart uploads nobody completed (a closed tab, a
 * lost phone) once they can no longer be resumed. Only stores that keep parts themselves need it.
 */
export function abandonedUploadsJob(
  removeAbandonedUploads: NonNullable<StorageSetup['removeAbandonedUploads']>,
  now: () => number = Date.now,
): JobDefinition<z.ZodObject> {
  return {
    name: 'media.remove-abandoned-uploads',
    payload: z.object({}),
    async run() {
      await removeAbandonedUploads(new Date(now() - UPLOAD_LIFETIME_SECONDS * 1000 - GRACE_MS));
    },
  };
}

/** Registers and schedules the sweep when the configured store needs it (call after jobs start). */
export async function scheduleAbandonedUploadsSweep(jobs: Jobs, media: StorageSetup): Promise<void> {
  if (!media.removeAbandonedUploads) return;
  const job = abandonedUploadsJob(media.removeAbandonedUploads);
  await jobs.register(job);
  await jobs.schedule(job, EVERY_NIGHT, {});
}
