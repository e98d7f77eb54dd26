import type { Readable } from 'node:stream';
import type { UrlSigner } from './signer';
import { assertValidKey, type Storage, type UploadedPart } from './storage';

/** Where the local driver serves media (DESIGN.md "Shape"). */
export const MEDIA_PATH = '/media';

/** Where the local driver keeps bytes: on disk or in memory. */
export type LocalBackend = Omit<Storage, 'signedUrl' | 'signedPartUrl' | 'driver'> & {
  /**
   * Stores one part of a multipart upload, replacing an earlier copy of it; null when no such upload
   * of `key` is in progress. Throws ObjectTooLargeError past `maxSize`.
   */
  putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable | Uint8Array,
    options: { maxSize?: number },
  ): Promise<UploadedPart | null>;
  /** Drops the multipart uploads started before `cutoff` and their parts; answers how many. */
  removeUploadsStartedBefore(cutoff: Date): Promise<number>;
};

/** The local driver, with the part upload its /media routes receive. */
export type LocalStorage = Storage & Pick<LocalBackend, 'putPart' | 'removeUploadsStartedBefore'>;

/**
 * The local driver: a backend (disk or memory) plus HMAC-signed, expiring URLs under /media, which
 * expire `expiresInSeconds` after `now()` (the clock; a test signs them in the past).
 */
export function createLocalStorage(
  backend: LocalBackend,
  signer: UrlSigner,
  driver: 'disk' | 'memory',
  { now = () => new Date() }: { now?: () => Date } = {},
): LocalStorage {
  const expiry = (seconds: number) => Math.floor(now().getTime() / 1000) + seconds;
  return {
    driver,
    ...backend,
    async signedUrl(key, { method, expiresInSeconds, contentType, maxSize, size, scope }) {
      assertValidKey(key);
      const expires = expiry(expiresInSeconds);
      const limit = size !== undefined ? Math.min(size, maxSize ?? size) : maxSize;
      const query = new URLSearchParams({ expires: String(expires) });
      if (method === 'PUT') {
        if (contentType) query.set('contentType', contentType);
        if (limit !== undefined) query.set('maxSize', String(limit));
      }
      if (method === 'GET' && scope) query.set('scope', scope);
      const fields = method === 'PUT' ? { contentType, maxSize: limit } : scope ? { scope } : {};
      query.set('signature', signer.sign({ method, key, expires, ...fields }));
      return `${MEDIA_PATH}/${key}?${query.toString()}`;
    },
    async signedPartUrl(key, uploadId, partNumber, { expiresInSeconds, size }) {
      assertValidKey(key);
      const expires = expiry(expiresInSeconds);
      const query = new URLSearchParams({
        uploadId,
        partNumber: String(partNumber),
        expires: String(expires),
        maxSize: String(size),
      });
      query.set(
        'signature',
        signer.sign({ method: 'PUT', key, expires, maxSize: size, uploadId, partNumber }),
      );
      return `${MEDIA_PATH}/${key}?${query.toString()}`;
    },
  };
}
