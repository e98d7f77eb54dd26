import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { LocalBackend } from './local-storage';
import { readLimited } from './read-limited';
import { assertValidKey, MissingPartError, resolveRange, type UploadedPart } from './storage';

interface MemoryUpload {
  key: string;
  contentType: string;
  startedAt: number;
  parts: Map<number, { bytes: Buffer; etag: string }>;
}

/** Objects in a Map, for `DATA_DIR=memory://` (tests, end-to-end runs): nothing survives a restart. */
export function createMemoryBackend(): LocalBackend {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const uploads = new Map<string, MemoryUpload>();
  const uploadOf = (key: string, uploadId: string) => {
    const upload = uploads.get(uploadId);
    return upload?.key === key ? upload : null;
  };
  const partsOf = (upload: MemoryUpload): UploadedPart[] =>
    [...upload.parts.entries()]
      .map(([partNumber, part]) => ({ partNumber, size: part.bytes.length, etag: part.etag }))
      .sort((a, b) => a.partNumber - b.partNumber);

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
    async createMultipartUpload(key, { contentType }) {
      assertValidKey(key);
      const uploadId = randomUUID();
      uploads.set(uploadId, { key, contentType, startedAt: Date.now(), parts: new Map() });
      return uploadId;
    },
    async putPart(key, uploadId, partNumber, body, { maxSize }) {
      const upload = uploadOf(key, uploadId);
      if (!upload) return null;
      const bytes = await readLimited(body, maxSize);
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      upload.parts.set(partNumber, { bytes, etag });
      return { partNumber, size: bytes.length, etag };
    },
    async listParts(key, uploadId) {
      const upload = uploadOf(key, uploadId);
      return upload ? partsOf(upload) : null;
    },
    async completeMultipartUpload(key, uploadId, parts) {
      const upload = uploadOf(key, uploadId);
      if (!upload) throw new MissingPartError(`no upload ${uploadId}`);
      const chunks = parts.map(({ partNumber, etag }) => {
        const part = upload.parts.get(partNumber);
        if (part?.etag !== etag) throw new MissingPartError(`part ${partNumber} is not there as listed`);
        return part.bytes;
      });
      const bytes = Buffer.concat(chunks);
      objects.set(key, { bytes, contentType: upload.contentType });
      uploads.delete(uploadId);
      return { key, contentType: upload.contentType, size: bytes.length };
    },
    async abortMultipartUpload(key, uploadId) {
      if (uploadOf(key, uploadId)) uploads.delete(uploadId);
    },
    async removeUploadsStartedBefore(cutoff) {
      let removed = 0;
      for (const [uploadId, upload] of uploads) {
        if (upload.startedAt < cutoff.getTime() && uploads.delete(uploadId)) removed += 1;
      }
      return removed;
    },
  };
}
