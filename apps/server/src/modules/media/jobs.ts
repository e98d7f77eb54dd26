import type { Db } from '../../db/database';
import type { Jobs } from '../../platform/jobs/jobs';
import type { StorageSetup } from '../../platform/storage/create-storage';
import { abandonedUploadsJob, deletedMediaJob, unattachedUploadsJob } from './abandoned-uploads';
import { cleanMediaJob } from './clean-media-job';
import { legacyKeysJob, legacyKeysMoved } from './legacy-keys';

const EVERY_NIGHT = '17 3 * * *';
const EVERY_HOUR = '37 * * * *';
const EVERY_FIVE_MINUTES = '*/5 * * * *';
const EVERY_TEN_MINUTES = '*/10 * * * *';

/**
 * Registers and schedules the media module's jobs (call after jobs start): the sweeps of deleted
 * media, of unattached uploads and (for a store that keeps parts itself) of abandoned multipart
 * uploads, the cleaning of media nobody cleaned, and (until it is over) the move of media still
 * stored under a user id.
 */
export async function scheduleMediaJobs(jobs: Jobs, media: StorageSetup, db: Db): Promise<void> {
  const unattached = unattachedUploadsJob(db, media.storage);
  await jobs.register(unattached);
  await jobs.schedule(unattached, EVERY_HOUR, {});
  const deleted = deletedMediaJob(db, media.storage);
  await jobs.register(deleted);
  await jobs.schedule(deleted, EVERY_FIVE_MINUTES, {});
  const cleaning = cleanMediaJob(db, media.storage);
  await jobs.register(cleaning);
  await jobs.schedule(cleaning, EVERY_TEN_MINUTES, {});
  const legacyKeys = legacyKeysJob(db, media.storage, jobs);
  await jobs.register(legacyKeys);
  // A one-off move: scheduled until a run has found nothing left (a database created since never had any).
  if (await legacyKeysMoved(db)) await jobs.unschedule(legacyKeys);
  else await jobs.schedule(legacyKeys, EVERY_TEN_MINUTES, {});
  if (!media.removeAbandonedUploads) return;
  const job = abandonedUploadsJob(media.removeAbandonedUploads);
  await jobs.register(job);
  await jobs.schedule(job, EVERY_NIGHT, {});
}
