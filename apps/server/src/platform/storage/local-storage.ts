import type { UrlSigner } from './signer';
import { assertValidKey, type Storage } from './storage';

/** Where the local driver serves media (DESIGN.md "Shape"). */
export const MEDIA_PATH = '/media';

/** The local driver: a backend (disk or memory) plus HMAC-signed, expiring URLs under /media. */
export function createLocalStorage(
  backend: Omit<Storage, 'signedUrl' | 'driver'>,
  signer: UrlSigner,
  driver: 'disk' | 'memory',
): Storage {
  return {
    driver,
    ...backend,
    async signedUrl(key, { method, expiresInSeconds, contentType, maxSize }) {
      assertValidKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ expires: String(expires) });
      if (method === 'PUT') {
        if (contentType) query.set('contentType', contentType);
        if (maxSize !== undefined) query.set('maxSize', String(maxSize));
      }
      query.set('signature', signer.sign({ method, key, expires, contentType, maxSize }));
      return `${MEDIA_PATH}/${key}?${query.toString()}`;
    },
  };
}
