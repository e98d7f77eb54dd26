import { useState } from 'react';

/**
 * Keys for `Idempotency-Key`, one per intended write: the same body sent again from the same form
 * (a double tap, a retry after the connection dropped) carries the same key, so the server writes it
 * once; a changed body is another write, and a success starts afresh (posting the same comment
 * twice on purpose makes two). No Web Crypto digest: it is missing outside secure contexts, such as
 * the app opened at a LAN address over plain HTTP.
 */
export interface IdempotencyKeys {
  keyFor(body: unknown): string;
  /** After a success: the next write is a new one, whatever its body. */
  renew(): void;
}

export function createIdempotencyKeys(): IdempotencyKeys {
  let nonce = randomNonce();
  return {
    keyFor: (body) => `${nonce}-${fingerprint(JSON.stringify(body) ?? '')}`,
    renew: () => {
      nonce = randomNonce();
    },
  };
}

/** A form's keys, kept while it is mounted. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a, 64 bits: tells bodies apart (not a secret; the server hashes what it keeps). */
function fingerprint(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = BigInt.asUintN(64, hash * 0x100000001b3n);
  }
  return hash.toString(16).padStart(16, '0');
}
