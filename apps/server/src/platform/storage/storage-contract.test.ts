import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler';
import { startTestS3Server, type TestS3Server } from '../../test/fakes/s3-server';
import { createDiskBackend } from './disk-backend';
import { registerLocalMediaRoutes } from './local-routes';
import { createLocalStorage, type LocalBackend } from './local-storage';
import { createMemoryBackend } from './memory-backend';
import { createUrlSigner } from './signer';
import { SERVER_PUT_PART_BYTES } from './s3-storage';
import { MissingPartError, ObjectTooLargeError, type Storage, WRITE_ONCE_HEADERS } from './storage';

/**
 * One contract, three drivers: what the media service and browsers rely on must hold the same on
 * memory, disk and an S3-compatible server (s3rver, started here), over real HTTP.
 */
interface Driver {
  storage: Storage;
  /** The same driver and objects, signing its URLs at `now()` instead of the present moment. */
  signingAt(now: () => Date): Storage;
  /** Where a URL the driver signed is fetched from (local URLs are relative to the API). */
  origin: string;
}

const signer = createUrlSigner(Buffer.from('a contract test signing key'));
let directory: string;
let s3: TestS3Server;
const apps: FastifyInstance[] = [];

async function local(backend: LocalBackend, driver: 'disk' | 'memory'): Promise<Driver> {
  const storage = createLocalStorage(backend, signer, driver);
  const signingAt = (now: () => Date) => createLocalStorage(backend, signer, driver, { now });
  const app = Fastify();
  registerErrorHandler(app);
  await registerLocalMediaRoutes(app, { storage, signer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return {
    storage,
    signingAt,
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
  };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'tightlines-contract-'));
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await s3.close();
  await rm(directory, { recursive: true, force: true });
});

async function text(storage: Storage, key: string, range?: { start: number; end?: number }) {
  const object = await storage.get(key, { range });
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

let counter = 0;
const freshKey = (extension = 'mp4') => `uploads/contract/${Date.now()}-${++counter}.${extension}`;

describe.each([
  ['memory', () => local(createMemoryBackend(), 'memory')],
  ['disk', () => local(createDiskBackend(directory), 'disk')],
  ['s3', async (): Promise<Driver> => ({ storage: s3.storage, signingAt: s3.storageAt, origin: '' })],
])('the %s driver', (_name, create) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await create();
  });
  const at = (url: string) => (url.startsWith('http') ? url : `${driver.origin}${url}`);

  async function sendPart(key: string, uploadId: string, partNumber: number, body: string) {
    const url = await driver.storage.signedPartUrl(key, uploadId, partNumber, {
      expiresInSeconds: 60,
      size: Buffer.byteLength(body),
    });
    return fetch(at(url), { method: 'PUT', body });
  }

  it('puts, heads, reads whole and in part, and deletes', async () => {
    const { storage } = driver;
    const key = freshKey('txt');
    const info = await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
      contentType: 'text/plain',
    });
    expect(info).toEqual({ key, contentType: 'text/plain', size: 11 });
    expect(await storage.head(key)).toEqual(info);
    expect(await text(storage, key)).toBe('hello world');
    expect(await text(storage, key, { start: 6 })).toBe('world');
    expect(await text(storage, key, { start: 0, end: 4 })).toBe('hello');
    const part = await storage.get(key, { range: { start: 0, end: 3 } });
    expect(part).toMatchObject({ size: 11, range: { start: 0, end: 3 } });
    part?.body.destroy();
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('replaces an object whole from the server (a cleaned upload), even one a signed PUT wrote', async () => {
    const { storage } = driver;
    const key = freshKey('jpg');
    const body = 'original with metadata';
    const put = await storage.signedUrl(key, {
      method: 'PUT',
      expiresInSeconds: 60,
      contentType: 'image/jpeg',
      maxSize: 100,
      size: body.length,
    });
    const sent = await fetch(at(put), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', ...WRITE_ONCE_HEADERS },
      body,
    });
    expect(sent.ok, await sent.clone().text()).toBe(true);
    const info = await storage.put(key, Buffer.from('cleaned'), { contentType: 'image/jpeg' });
    expect(info).toEqual({ key, contentType: 'image/jpeg', size: 7 });
    expect(await storage.head(key)).toEqual(info);
    expect(await text(storage, key)).toBe('cleaned');
    // The client's URL still cannot write over it.
    const replay = await fetch(at(put), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', ...WRITE_ONCE_HEADERS },
      body,
    });
    expect([409, 412]).toContain(replay.status);
    expect(await text(storage, key)).toBe('cleaned');
  });

  it('puts a body longer than one part of a server-side write, in order, and refuses one over maxSize', async () => {
    const { storage } = driver;
    const key = freshKey();
    const size = SERVER_PUT_PART_BYTES + 10;
    const bytes = Buffer.alloc(size, 1);
    bytes.write('head', 0);
    bytes.write('tail', size - 4);
    // A stream in uneven chunks, as a file read delivers it.
    const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000, size - 3), bytes.subarray(size - 3)];
    const info = await storage.put(key, Readable.from(chunks), { contentType: 'video/mp4', maxSize: size });
    expect(info).toEqual({ key, contentType: 'video/mp4', size });
    expect(await text(storage, key, { start: 0, end: 3 })).toBe('head');
    expect(await text(storage, key, { start: size - 4 })).toBe('tail');
    await expect(
      storage.put(freshKey(), Readable.from([bytes]), { contentType: 'video/mp4', maxSize: size - 1 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    await storage.delete(key);
  });

  it('takes a signed PUT once and serves a signed GET over HTTP, with ranges', async () => {
    const { storage } = driver;
    const key = freshKey();
    const body = '0123456789';
    const put = await storage.signedUrl(key, {
      method: 'PUT',
      expiresInSeconds: 60,
      contentType: 'video/mp4',
      maxSize: 100,
      size: body.length,
    });
    const sent = await fetch(at(put), {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', ...WRITE_ONCE_HEADERS },
      body,
    });
    expect(sent.ok, await sent.clone().text()).toBe(true);
    expect(await storage.head(key)).toEqual({ key, contentType: 'video/mp4', size: 10 });
    const replay = await fetch(at(put), {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', ...WRITE_ONCE_HEADERS },
      body: 'XXXXXXXXXX',
    });
    expect([409, 412]).toContain(replay.status);
    expect(await text(storage, key)).toBe(body);

    const get = at(await storage.signedUrl(key, { method: 'GET', expiresInSeconds: 60 }));
    const whole = await fetch(get);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(await whole.text()).toBe(body);
    const part = await fetch(get, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await part.text()).toBe('234');
  });

  it('refuses a signed PUT of another size or type, a tampered URL and an expired one', async () => {
    const { storage } = driver;
    const key = freshKey();
    const put = at(
      await storage.signedUrl(key, {
        method: 'PUT',
        expiresInSeconds: 60,
        contentType: 'video/mp4',
        maxSize: 4,
        size: 4,
      }),
    );
    const tooLong = await fetch(put, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', ...WRITE_ONCE_HEADERS },
      body: '0123456789',
    });
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    const otherType = await fetch(put, {
      method: 'PUT',
      headers: { 'content-type': 'text/html', ...WRITE_ONCE_HEADERS },
      body: '0123',
    });
    expect(otherType.status).toBe(403);
    const otherKey = await fetch(put.replace(key, freshKey()), {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', ...WRITE_ONCE_HEADERS },
      body: '0123',
    });
    expect(otherKey.status).toBe(403);
    expect(await storage.head(key)).toBeNull();

    await storage.put(key, Buffer.from('data'), { contentType: 'video/mp4' });
    const fresh = at(await storage.signedUrl(key, { method: 'GET', expiresInSeconds: 60 }));
    expect((await fetch(fresh)).status).toBe(200);
    // Signed 61 s ago for 60 s: expired, with no waiting (the driver's clock, not the test's).
    const minuteAgo = () => new Date(Date.now() - 61_000);
    const expired = at(
      await driver.signingAt(minuteAgo).signedUrl(key, { method: 'GET', expiresInSeconds: 60 }),
    );
    expect((await fetch(expired)).status).toBe(403);
  });

  it('assembles a multipart upload from parts sent over HTTP in any order', async () => {
    const { storage } = driver;
    const key = freshKey();
    const uploadId = await storage.createMultipartUpload(key, { contentType: 'video/mp4' });
    expect(await storage.listParts(key, uploadId)).toEqual([]);
    for (const [partNumber, body] of [
      [2, 'bbbbb'],
      [1, 'aaaaa'],
      [3, 'cc'],
    ] as const) {
      const sent = await sendPart(key, uploadId, partNumber, body);
      expect(sent.ok, await sent.clone().text()).toBe(true);
    }
    expect(await storage.head(key)).toBeNull();
    const parts = await storage.listParts(key, uploadId);
    expect(parts?.map(({ partNumber, size }) => ({ partNumber, size }))).toEqual([
      { partNumber: 1, size: 5 },
      { partNumber: 2, size: 5 },
      { partNumber: 3, size: 2 },
    ]);
    const info = await storage.completeMultipartUpload(key, uploadId, parts!);
    expect(info).toEqual({ key, contentType: 'video/mp4', size: 12 });
    expect(await text(storage, key)).toBe('aaaaabbbbbcc');
    expect(await text(storage, key, { start: 4, end: 6 })).toBe('abb');
    expect(await storage.listParts(key, uploadId)).toBeNull();
  });

  it('resumes an interrupted upload from the parts it lists, a retried part replacing the first', async () => {
    const { storage } = driver;
    const key = freshKey();
    const uploadId = await storage.createMultipartUpload(key, { contentType: 'video/mp4' });
    await sendPart(key, uploadId, 1, 'xxxxx');
    await sendPart(key, uploadId, 3, 'zz');
    // The connection drops; later the browser asks what arrived and sends only the rest.
    const received = await storage.listParts(key, uploadId);
    expect(received?.map((part) => part.partNumber)).toEqual([1, 3]);
    await sendPart(key, uploadId, 2, 'yyyyy');
    await sendPart(key, uploadId, 1, 'XXXXX');
    const parts = await storage.listParts(key, uploadId);
    expect(parts?.map((part) => part.partNumber)).toEqual([1, 2, 3]);
    await storage.completeMultipartUpload(key, uploadId, parts!);
    expect(await text(storage, key)).toBe('XXXXXyyyyyzz');
  });

  it('binds a part URL to its upload, key, part and size', async () => {
    const { storage } = driver;
    const key = freshKey();
    const uploadId = await storage.createMultipartUpload(key, { contentType: 'video/mp4' });
    const url = at(await storage.signedPartUrl(key, uploadId, 1, { expiresInSeconds: 60, size: 5 }));
    expect(
      (await fetch(url.replace('partNumber=1', 'partNumber=2'), { method: 'PUT', body: 'aaaaa' })).status,
    ).toBe(403);
    expect((await fetch(url, { method: 'PUT', body: 'aaaaaaaaaa' })).status).toBeGreaterThanOrEqual(400);
    expect(await storage.listParts(key, uploadId)).toEqual([]);
    expect(await storage.listParts(freshKey(), uploadId)).toBeNull();
  });

  it('aborts an upload: its parts are gone and nothing is stored', async () => {
    const { storage } = driver;
    const key = freshKey();
    const uploadId = await storage.createMultipartUpload(key, { contentType: 'video/mp4' });
    await sendPart(key, uploadId, 1, 'aaaaa');
    const parts = await storage.listParts(key, uploadId);
    await storage.abortMultipartUpload(key, uploadId);
    expect(await storage.listParts(key, uploadId)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    await storage.abortMultipartUpload(key, uploadId);
    await expect(storage.completeMultipartUpload(key, uploadId, parts!)).rejects.toBeInstanceOf(Error);
    if (storage.driver !== 's3') {
      await expect(storage.completeMultipartUpload(key, uploadId, parts!)).rejects.toBeInstanceOf(
        MissingPartError,
      );
    }
  });
});
