import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition } from '../../platform/jobs/jobs';
import type { StorageSetup } from '../../platform/storage/create-storage';
import type { Storage } from '../../platform/storage/storage';
import { removeDeletedMedia, removeUnattachedUploads } from './media-objects';
import { UPLOAD_LIFETIME_SECONDS } from './multipart-service';

/** An hour past an upload's lifetime, so a client finishing at the last second is never swept. */
const GRACE_MS = 60 * 60 * 1000;

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

/** Uploads nothing uses are removed once they are this old (an abandoned form, a replaced picture). */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The hourly job that removes uploads older than 24 h that no log, session, boat or profile uses:
 * the object from storage, then its media_objects row (so it stops counting against the quota).
 */
export function unattachedUploadsJob(
  db: Db,
  storage: Storage,
  now: () => number = Date.now,
): JobDefinition<z.ZodObject> {
  return {
    name: 'media.remove-unattached-uploads',
    payload: z.object({}),
    async run() {
      await removeUnattachedUploads(db, storage, new Date(now() - UNATTACHED_UPLOAD_MAX_AGE_MS));
    },
  };
}

/**
 * The job that deletes from storage the media of deleted sessions and logs (marked `deleted` in
 * media_objects in the transaction of the delete; reconciled every five minutes). Idempotent.
 */
export function deletedMediaJob(db: Db, storage: Storage): JobDefinition<z.ZodObject> {
  return {
    name: 'media.remove-deleted',
    payload: z.object({}),
    async run() {
      await removeDeletedMedia(db, storage);
    },
  };
}
