import { CustomSource } from 'mediabunny';
import type { Storage } from '../../platform/storage/storage';
import type { ReadBytes } from './movie-creation-time';

/** How much of the object mediabunny keeps in memory while it reads it. */
const READ_CACHE_BYTES = 16 * 1024 * 1024;

async function readAll(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A failure of the store while a video was read (not the file's fault): the cleaning is retried
 * later, and the upload is not refused for it.
 */
export class StorageReadError extends Error {
  override name = 'StorageReadError';
}

/** Reads a byte range of a stored object (fewer bytes at its end; none past it). */
export function storageReader(storage: Storage, key: string, size: number): ReadBytes {
  return async (start, length) => {
    const end = Math.min(start + length, size) - 1;
    if (end < start) return Buffer.alloc(0);
    try {
      const object = await storage.get(key, { range: { start, end } });
      if (!object) throw new Error(`${key} disappeared while it was read`);
      return await readAll(object.body);
    } catch (error) {
      throw new StorageReadError(`reading ${key} failed`, { cause: error });
    }
  };
}

/**
 * A mediabunny source over a stored object, read by byte ranges as the demuxer asks for them:
 * the same on the disk, memory and S3 drivers, with bounded memory whatever the video's size.
 */
export function storageSource(storage: Storage, key: string, size: number): CustomSource {
  const read = storageReader(storage, key, size);
  return new CustomSource({
    getSize: () => size,
    read: (start, end) => read(start, end - start),
    maxCacheSize: READ_CACHE_BYTES,
    prefetchProfile: storage.driver === 's3' ? 'network' : 'fileSystem',
    // A failed read ahead that nobody waits for: the read that needs those bytes fails in its turn
    // (and is reported there); left unhandled it would be a process-wide unhandled rejection.
    handleUnhandledError: () => undefined,
  });
}
