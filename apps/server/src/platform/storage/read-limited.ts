import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './storage';

/** Passes bytes through, failing with ObjectTooLargeError once more than `maxSize` went by. */
export function limitBytes(maxSize: number | undefined): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (maxSize !== undefined && seen > maxSize) callback(new ObjectTooLargeError());
      else callback(null, chunk);
    },
  });
}

/** Reads a whole body into memory, refusing one longer than `maxSize`. */
export async function readLimited(body: Readable | Uint8Array, maxSize?: number): Promise<Buffer> {
  if (body instanceof Uint8Array) {
    if (maxSize !== undefined && body.length > maxSize) throw new ObjectTooLargeError();
    return Buffer.from(body);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body.pipe(limitBytes(maxSize))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
