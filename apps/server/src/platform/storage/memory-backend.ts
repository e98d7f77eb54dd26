import { Readable } from 'node:stream';
import { readLimited } from './read-limited';
import { assertValidKey, resolveRange, type Storage } from './storage';

/** Objects in a Map, for `DATA_DIR=memory://` (tests, end-to-end runs): nothing survives a restart. */
export function createMemoryBackend(): Omit<Storage, 'signedUrl' | 'driver'> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  return {
    async put(key, body, { contentType, maxSize }) {
      assertValidKey(key);
      const bytes = await readLimited(body, maxSize);
      objects.set(key, { bytes, contentType });
      return { key, contentType, size: bytes.length };
    },
    async get(key, options) {
      const object = objects.get(key);
      if (!object) return null;
      const range = resolveRange(options?.range, object.bytes.length);
      const bytes = range ? object.bytes.subarray(range.start, range.end + 1) : object.bytes;
      return {
        key,
        contentType: object.contentType,
        size: object.bytes.length,
        range,
        body: Readable.from([bytes]),
      };
    },
    async head(key) {
      const object = objects.get(key);
      return object ? { key, contentType: object.contentType, size: object.bytes.length } : null;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}
