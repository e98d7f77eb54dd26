import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createDiskBackend } from './disk-backend';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { createMemoryBackend } from './memory-backend';
import { createUrlSigner } from './signer';
import { ObjectTooLargeError, type Storage } from './storage';

const signer = createUrlSigner(Buffer.from('a test signing key of some length'));
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'tightlines-storage-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function text(storage: Storage, key: string, range?: { start: number; end?: number }) {
  const object = await storage.get(key, { range });
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe.each([
  ['memory', () => createLocalStorage(createMemoryBackend(), signer, 'memory')],
  ['disk', () => createLocalStorage(createDiskBackend(directory), signer, 'disk')],
])('the %s driver', (_name, create) => {
  it('puts, reads (whole and in part) and deletes an object', async () => {
    const storage = create();
    const info = await storage.put(
      'uploads/a/b.txt',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      {
        contentType: 'text/plain',
      },
    );
    expect(info).toEqual({ key: 'uploads/a/b.txt', contentType: 'text/plain', size: 11 });
    expect(await storage.head('uploads/a/b.txt')).toEqual(info);
    expect(await text(storage, 'uploads/a/b.txt')).toBe('hello world');
    expect(await text(storage, 'uploads/a/b.txt', { start: 6 })).toBe('world');
    expect(await text(storage, 'uploads/a/b.txt', { start: 0, end: 4 })).toBe('hello');
    await storage.delete('uploads/a/b.txt');
    expect(await storage.get('uploads/a/b.txt')).toBeNull();
    await storage.delete('uploads/a/b.txt');
  });

  it('refuses a body over the limit and keeps nothing of it', async () => {
    const storage = create();
    await expect(
      storage.put('uploads/big.bin', new Uint8Array(11), {
        contentType: 'application/octet-stream',
        maxSize: 10,
      }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    await expect(
      storage.put('uploads/big2.bin', Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), {
        contentType: 'application/octet-stream',
        maxSize: 10,
      }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.head('uploads/big.bin')).toBeNull();
    expect(await storage.head('uploads/big2.bin')).toBeNull();
  });

  it('refuses keys that could leave the storage root', async () => {
    const storage = create();
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', 'a/.hidden']) {
      await expect(storage.put(key, new Uint8Array(1), { contentType: 'text/plain' })).rejects.toThrow();
    }
  });
});

describe('signed media URLs', () => {
  let t: TestApp;
  let storage: LocalStorage;
  beforeAll(async () => {
    storage = createLocalStorage(createMemoryBackend(), signer, 'memory');
    const { registerLocalMediaRoutes } = await import('./local-routes');
    t = await buildTestApp({
      seed: false,
      storage: { storage, registerRoutes: (app) => registerLocalMediaRoutes(app, { storage, signer }) },
    });
  });
  afterAll(() => t.close());

  const upload = async (key: string, body: Buffer, contentType = 'image/png', maxSize = 100) => {
    const url = await storage.signedUrl(key, { method: 'PUT', expiresInSeconds: 60, contentType, maxSize });
    return t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });
  };

  it('uploads once with a signed PUT and serves with a signed GET, ranges included', async () => {
    expect((await upload('uploads/u/1.png', Buffer.from('0123456789'))).statusCode).toBe(204);
    expect((await upload('uploads/u/1.png', Buffer.from('overwrite'))).statusCode).toBe(409);
    const url = await storage.signedUrl('uploads/u/1.png', { method: 'GET', expiresInSeconds: 60 });
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.body).toBe('0123456789');
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=2-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-4/10');
    expect(part.body).toBe('234');
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-' } });
    expect(beyond.statusCode, beyond.body).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */10');
    expect(beyond.json()).toMatchObject({ code: 416, key: 'rangeNotSatisfiable', result: null });
  });

  it('refuses a tampered, expired, unsigned or wrong-method URL with 403', async () => {
    await upload('uploads/u/2.png', Buffer.from('data'));
    const url = await storage.signedUrl('uploads/u/2.png', { method: 'GET', expiresInSeconds: 60 });
    const expired = await storage.signedUrl('uploads/u/2.png', { method: 'GET', expiresInSeconds: -1 });
    const putUrl = await storage.signedUrl('uploads/u/3.png', { method: 'PUT', expiresInSeconds: 60 });
    for (const target of [
      url.replace('2.png', '1.png'),
      url.replace(/expires=\d+/, 'expires=9999999999'),
      expired,
      '/media/uploads/u/2.png',
      putUrl.replace('3.png', '2.png'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url: target })).statusCode, target).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url, payload: 'x' })).statusCode).toBe(403);
  });

  it('refuses an upload of another content type or over the signed size', async () => {
    const url = await storage.signedUrl('uploads/u/4.png', {
      method: 'PUT',
      expiresInSeconds: 60,
      contentType: 'image/png',
      maxSize: 4,
    });
    const wrongType = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/gif' },
      payload: Buffer.from('GIF'),
    });
    expect(wrongType.statusCode).toBe(403);
    expect((await upload('uploads/u/5.png', Buffer.alloc(101))).statusCode).toBe(413);
    expect(await storage.head('uploads/u/5.png')).toBeNull();
  });
});
