import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type Readable } from 'node:stream';
import { limitBytes, readLimited } from './read-limited';
import {
  assertValidKey,
  MissingPartError,
  RangeNotSatisfiableError,
  type ObjectInfo,
  type Storage,
  type UploadedPart,
  WRITE_ONCE_HEADERS,
} from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset for AWS itself. */
  endpoint?: string;
  /** Static keys; unset to use the SDK's default chain (environment, instance or task role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted stores). */
  forcePathStyle: boolean;
}

/** The client the S3 driver uses: checksums only where S3 requires them, so presigned URLs stay plain. */
export function createS3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  return new S3Client(config);
}

/** S3's answer to a missing object, upload or byte range (by error name or HTTP status). */
function failure(error: unknown): { status?: number; name?: string } {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return { name, status: $metadata?.httpStatusCode };
}
const isMissing = (error: unknown) => {
  const { name, status } = failure(error);
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload';
};

/** Headers a presigned PUT commits to (the presigner leaves Content-Type out unless told). */
const SIGNED_HEADERS = new Set(['content-type', 'content-length', 'if-none-match']);
/** A part has no type of its own (the SDK would sign a default one the browser never sends). */
const SIGNED_PART_HEADERS = new Set(['content-length']);

/** How much of a server-side write is held in memory at once, and its part size above that. */
export const SERVER_PUT_PART_BYTES = 8 * 1024 * 1024;

/** A body as parts of SERVER_PUT_PART_BYTES (the last one shorter), refusing more than `maxSize` in all. */
async function* partsOf(body: Readable | Uint8Array, maxSize?: number): AsyncGenerator<Buffer> {
  if (body instanceof Uint8Array) {
    const bytes = await readLimited(body, maxSize);
    for (let start = 0; start < bytes.length; start += SERVER_PUT_PART_BYTES) {
      yield bytes.subarray(start, start + SERVER_PUT_PART_BYTES);
    }
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const limited = body.pipe(limitBytes(maxSize));
  body.once('error', (error) => limited.destroy(error));
  for await (const chunk of limited) {
    let rest = chunk as Buffer;
    while (pendingBytes + rest.length >= SERVER_PUT_PART_BYTES) {
      const take = SERVER_PUT_PART_BYTES - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** `bytes 0-15/1234` → 1234. */
function totalOf(contentRange: string | undefined): number | null {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? null : Number(total);
}

/**
 * The S3 driver (AWS S3 or any S3-compatible store): presigned PUT and GET URLs, so browsers send
 * and fetch bytes straight from the store (which also serves HTTP Range), native multipart uploads
 * with presigned part URLs, and ranged reads for the server's content checks. It needs no routes.
 * URLs are signed at `now()` (the clock; a test signs them in the past) and expire after their
 * `expiresInSeconds`.
 */
export function createS3Storage(
  client: S3Client,
  bucket: string,
  { now = () => new Date() }: { now?: () => Date } = {},
): Storage {
  const Bucket = bucket;

  async function head(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function listParts(key: string, uploadId: string): Promise<UploadedPart[] | null> {
    assertValidKey(key);
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    try {
      for (;;) {
        const page = await client.send(
          new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber && part.ETag) {
            parts.push({ partNumber: part.PartNumber, size: part.Size ?? 0, etag: part.ETag });
          }
        }
        if (!page.IsTruncated || !page.NextPartNumberMarker) break;
        marker = page.NextPartNumberMarker;
      }
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  return {
    driver: 's3',
    async put(key, body, { contentType, maxSize }) {
      assertValidKey(key);
      // Read one part at a time (S3 needs each length up front): a body of one part is one PUT;
      // a longer one (a cleaned video) goes up in parts, so memory stays bounded whatever its size.
      const chunks = partsOf(body, maxSize);
      const first = await chunks.next();
      const second = first.done ? first : await chunks.next();
      if (second.done) {
        const bytes = first.done ? Buffer.alloc(0) : first.value;
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
        );
        return { key, contentType, size: bytes.length };
      }
      const created = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      const UploadId = created.UploadId;
      if (!UploadId) throw new Error(`S3 gave no upload id for ${key}`);
      try {
        const parts: { PartNumber: number; ETag: string | undefined }[] = [];
        let size = 0;
        const send = async (bytes: Buffer) => {
          const PartNumber = parts.length + 1;
          const answer = await client.send(
            new UploadPartCommand({
              Bucket,
              Key: key,
              UploadId,
              PartNumber,
              Body: bytes,
              ContentLength: bytes.length,
            }),
          );
          parts.push({ PartNumber, ETag: answer.ETag });
          size += bytes.length;
        };
        await send(first.value as Buffer);
        await send(second.value);
        for await (const bytes of chunks) await send(bytes);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
        return { key, contentType, size };
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
          .catch(() => undefined);
        throw error;
      }
    },
    async get(key, options) {
      assertValidKey(key);
      const range = options?.range;
      if (range && (range.start < 0 || (range.end !== undefined && range.end < range.start))) {
        throw new RangeNotSatisfiableError();
      }
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const size = totalOf(answer.ContentRange) ?? answer.ContentLength ?? 0;
        const length = answer.ContentLength ?? 0;
        return {
          key,
          size,
          contentType: answer.ContentType ?? 'application/octet-stream',
          range: range ? { start: range.start, end: range.start + length - 1 } : null,
          body: answer.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        if (failure(error).status === 416) throw new RangeNotSatisfiableError();
        throw error;
      }
    },
    head,
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, { method, expiresInSeconds, contentType, size }) {
      assertValidKey(key);
      const command =
        method === 'GET'
          ? new GetObjectCommand({ Bucket, Key: key })
          : // Type, length and If-None-Match are signed: S3 refuses another type or size, or an overwrite.
            new PutObjectCommand({
              Bucket,
              Key: key,
              ContentType: contentType,
              ContentLength: size,
              IfNoneMatch: WRITE_ONCE_HEADERS['if-none-match'],
            });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: SIGNED_HEADERS,
        signingDate: now(),
      });
    },
    async createMultipartUpload(key, { contentType }) {
      assertValidKey(key);
      const answer = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      if (!answer.UploadId) throw new Error(`S3 gave no upload id for ${key}`);
      return answer.UploadId;
    },
    async signedPartUrl(key, uploadId, partNumber, { expiresInSeconds, size }) {
      assertValidKey(key);
      const command = new UploadPartCommand({
        Bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
        ContentLength: size,
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: SIGNED_PART_HEADERS,
        signingDate: now(),
      });
    },
    listParts,
    async completeMultipartUpload(key, uploadId, parts) {
      assertValidKey(key);
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: {
              Parts: parts.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })),
            },
          }),
        );
      } catch (error) {
        const { name } = failure(error);
        if (isMissing(error) || name === 'InvalidPart' || name === 'InvalidPartOrder') {
          throw new MissingPartError(`${key}: ${name ?? 'upload not completed'}`);
        }
        throw error;
      }
      const info = await head(key);
      if (!info) throw new MissingPartError(`${key} is not there after completion`);
      return info;
    },
    async abortMultipartUpload(key, uploadId) {
      assertValidKey(key);
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
