import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createDiskBackend } from '../../platform/storage/disk-backend';
import type { LocalBackend } from '../../platform/storage/local-storage';
import { createMemoryBackend } from '../../platform/storage/memory-backend';
import { abandonedUploadsJob } from './abandoned-uploads';
import { UPLOAD_LIFETIME_SECONDS } from './multipart-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});
afterEach(() => {
  vi.useRealTimers();
});

async function startUpload(backend: LocalBackend, name: string): Promise<string> {
  const key = `uploads/u1/${name}.mp4`;
  const uploadId = await backend.createMultipartUpload(key, { contentType: 'video/mp4' });
  await backend.putPart(key, uploadId, 1, Buffer.from('part one'), {});
  return uploadId;
}

describe('abandoned multipart uploads', () => {
  it('are dropped from memory once started before the cutoff; newer ones stay resumable', async () => {
    const backend = createMemoryBackend();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    const old = await startUpload(backend, 'old');
    vi.setSystemTime(new Date('2026-11-03T00:00:00Z'));
    const recent = await startUpload(backend, 'recent');

    expect(await backend.removeUploadsStartedBefore(new Date('2026-11-02T00:00:00Z'))).toBe(1);
    expect(await backend.listParts('uploads/u1/old.mp4', old)).toBeNull();
    expect(await backend.listParts('uploads/u1/recent.mp4', recent)).toHaveLength(1);
  });

  it('are removed from disk with their parts, by the time the upload started', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'tightlines-sweep-'));
    roots.push(root);
    const backend = createDiskBackend(root);
    const old = await startUpload(backend, 'old');
    const recent = await startUpload(backend, 'recent');
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await fs.utimes(path.join(root, 'multipart', old, 'upload.json'), twoDaysAgo, twoDaysAgo);

    expect(await backend.removeUploadsStartedBefore(new Date(Date.now() - DAY_MS))).toBe(1);
    await expect(fs.access(path.join(root, 'multipart', old))).rejects.toThrow();
    expect(await backend.listParts('uploads/u1/recent.mp4', recent)).toHaveLength(1);
    // An empty store (no multipart folder yet) has nothing to sweep.
    expect(await createDiskBackend(path.join(root, 'empty')).removeUploadsStartedBefore(new Date())).toBe(0);
  });

  it('are swept by the nightly job only once they can no longer be resumed', async () => {
    const remove = vi.fn(async () => 0);
    const now = Date.parse('2026-11-21T03:17:00Z');
    await abandonedUploadsJob(remove, () => now).run({});
    const [cutoff] = remove.mock.calls[0] as unknown as [Date];
    expect(now - cutoff.getTime()).toBeGreaterThan(UPLOAD_LIFETIME_SECONDS * 1000);
    expect(now - cutoff.getTime()).toBeLessThanOrEqual(UPLOAD_LIFETIME_SECONDS * 1000 + 60 * 60 * 1000);
  });
});
