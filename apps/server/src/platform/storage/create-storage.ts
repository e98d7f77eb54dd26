import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { getOrCreateSecret } from '../secrets/app-secrets';
import { createDiskBackend } from './disk-backend';
import { registerLocalMediaRoutes, type ServedState } from './local-routes';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { createMemoryBackend } from './memory-backend';
import { createS3Client, createS3Storage } from './s3-storage';
import { createUrlSigner, type UrlSigner } from './signer';
import type { Storage } from './storage';

/** What the media routes of a store we serve ourselves need from the rest of the app (app wiring). */
export interface MediaRouteDeps {
  /** The object's state (the media module's `mediaStateOf`), read on every GET: hiding takes effect at once. */
  stateOf(key: string): Promise<ServedState>;
}

/** A storage driver and the HTTP routes it needs on our server (none for a store that serves itself). */
export interface StorageSetup {
  storage: Storage;
  registerRoutes(app: FastifyInstance, deps: MediaRouteDeps): Promise<void>;
  /**
   * Drops multipart uploads started before `cutoff` that were never completed, for a store that
   * does not do it itself (an S3 bucket does, with a lifecycle rule: see README).
   */
  removeAbandonedUploads?(cutoff: Date): Promise<number>;
}

/**
 * Picks the storage driver once from the configuration: an S3 bucket (STORAGE_DRIVER=s3 or
 * S3_BUCKET), else files under DATA_DIR/media, or memory for DATA_DIR=memory://. The local driver's
 * URL signing key is made on first start and shared through the database.
 */
export async function createConfiguredStorage(config: Config, db: Db): Promise<StorageSetup> {
  if (config.storage.driver === 's3') {
    const storage = createS3Storage(createS3Client(config.storage), config.storage.bucket);
    return { storage, registerRoutes: async () => undefined };
  }
  const secret = await getOrCreateSecret(db, 'media.signing-key', () =>
    randomBytes(32).toString('base64url'),
  );
  const signer = createUrlSigner(Buffer.from(secret, 'base64url'));
  const storage = config.inMemory
    ? createLocalStorage(createMemoryBackend(), signer, 'memory')
    : createLocalStorage(createDiskBackend(path.join(config.dataDir, 'media')), signer, 'disk');
  return localStorageSetup(storage, signer);
}

/**
 * The local driver with its /media routes, which ask app wiring for each object's state (platform/
 * never imports modules/: the media module's lookup is passed in when the routes are registered).
 */
export function localStorageSetup(storage: LocalStorage, signer: UrlSigner): StorageSetup {
  return {
    storage,
    registerRoutes: (app, { stateOf }) => registerLocalMediaRoutes(app, { storage, signer, stateOf }),
    removeAbandonedUploads: (cutoff) => storage.removeUploadsStartedBefore(cutoff),
  };
}
