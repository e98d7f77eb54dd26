import fs from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client, createS3Storage } from '../../platform/storage/s3-storage';
import type { Storage } from '../../platform/storage/storage';
import { verifySigV4 } from './sigv4';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  storage: Storage;
  /** The same bucket through a driver that signs its URLs at `now()` (a URL signed in the past). */
  storageAt(now: () => Date): Storage;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server on a free loopback port, for the S3 driver's tests. s3rver does
 * PUT/GET/HEAD/DELETE with ranges and multipart create, upload part and complete, and refuses
 * expired presigned URLs, but takes any Signature V4, ignores `If-None-Match: *` and lacks
 * ListParts and AbortMultipartUpload. So this wrapper checks every request's V4 signature itself
 * (403 SignatureDoesNotMatch, as S3), refuses a conditional PUT over an existing object (412) and
 * answers ListParts and AbortMultipartUpload from s3rver's own upload folder.
 */
export async function startTestS3Server(bucket = 'tightlines-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'tightlines-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const s3 = s3rver.callback();
  const uploadsFolder = s3rver.store.getResourcePath(bucket, undefined, 'uploads');

  const server = createServer((request, response) => {
    if (!verifySigV4(request, CREDENTIALS.secretAccessKey)) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>bad signature</Message></Error>',
      );
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const uploadId = url.searchParams.get('uploadId');
    const key = decodeURIComponent(url.pathname.slice(bucket.length + 2));
    const isOurs =
      url.pathname.startsWith(`/${bucket}/`) &&
      uploadId !== null &&
      /^[0-9a-f]{32}$/.test(uploadId) &&
      (request.method === 'GET' || request.method === 'DELETE');
    if (request.method === 'PUT' && uploadId === null && request.headers['if-none-match'] === '*') {
      // s3rver ignores conditional writes; S3 answers 412 when the object exists.
      void s3rver.store.existsObject(bucket, key).then((exists) => {
        if (!exists) return s3(request, response);
        response.writeHead(412, { 'content-type': 'application/xml' });
        response.end('<?xml version="1.0"?><Error><Code>PreconditionFailed</Code></Error>');
      });
      return;
    }
    if (!isOurs) return s3(request, response);
    const folder = path.join(uploadsFolder, uploadId);
    void answerUploadRequest(request, response, { folder, key, uploadId, bucket });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createS3Client({
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    endpoint,
    bucket,
    storage: createS3Storage(client, bucket),
    storageAt: (now) => createS3Storage(client, bucket, { now }),
    close: async () => {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function answerUploadRequest(
  request: IncomingMessage,
  response: ServerResponse,
  { folder, key, uploadId, bucket }: { folder: string; key: string; uploadId: string; bucket: string },
): Promise<void> {
  const storedKey = await fs.readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
  if (storedKey !== key) {
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end(
      '<?xml version="1.0"?><Error><Code>NoSuchUpload</Code><Message>no such upload</Message></Error>',
    );
    return;
  }
  if (request.method === 'DELETE') {
    await fs.rm(folder, { recursive: true, force: true });
    response.writeHead(204).end();
    return;
  }
  const parts = await Promise.all(
    (await fs.readdir(folder))
      .filter((file) => /^\d+$/.test(file))
      .map(async (file) => ({
        partNumber: Number(file),
        size: (await fs.stat(path.join(folder, file))).size,
        etag: (await fs.readFile(path.join(folder, `${file}.md5`), 'utf8')).trim(),
      })),
  );
  const xml = parts
    .sort((a, b) => a.partNumber - b.partNumber)
    .map(
      (part) =>
        `<Part><PartNumber>${part.partNumber}</PartNumber><ETag>"${part.etag}"</ETag><Size>${part.size}</Size></Part>`,
    )
    .join('');
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key>` +
      `<UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${xml}</ListPartsResult>`,
  );
}
