import { AppError, messages, type MultipartUpload } from '@tightlines/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fileFingerprint,
  type MultipartTransport,
  type SavedUpload,
  uploadInParts,
  type UploadStateStore,
} from './multipart-upload';

const PART = 10;

/** A fake API and storage: keeps received parts by upload, joins them on complete. */
function fakeServer() {
  const uploads = new Map<string, { parts: Map<number, string>; size: number; completed: string | null }>();
  const sentParts: number[] = [];
  /** Every part PUT begun, in order, and the other calls that matter to a cancelled upload. */
  const partRequests: number[] = [];
  const signCalls: number[][] = [];
  const completed: string[] = [];
  const aborted: string[] = [];
  let uploadsStarted = 0;
  /** When set, PUTs of parts fail (the connection is down) once this many parts have arrived. */
  let dropAfter: number | null = null;
  /** Parts whose next PUT fails once (a flaky connection). */
  const flaky = new Set<number>();

  const transport = (file: File): MultipartTransport => ({
    async start(): Promise<MultipartUpload> {
      uploadsStarted += 1;
      const uploadId = `upload-${uploadsStarted}`;
      uploads.set(uploadId, { parts: new Map(), size: file.size, completed: null });
      return {
        key: `uploads/me/${uploadId}.mp4`,
        method: 'MULTIPART',
        uploadId,
        size: file.size,
        partSize: PART,
        partCount: Math.ceil(file.size / PART),
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      };
    },
    async listParts(uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.completed) throw new AppError('NOT_FOUND');
      return {
        key: `uploads/me/${uploadId}.mp4`,
        size: upload.size,
        partSize: PART,
        partCount: Math.ceil(upload.size / PART),
        parts: [...upload.parts.entries()].map(([partNumber, body]) => ({ partNumber, size: body.length })),
      };
    },
    async signParts(uploadId, partNumbers, signal) {
      signal?.throwIfAborted();
      signCalls.push(partNumbers);
      return {
        parts: partNumbers.map((partNumber) => ({
          partNumber,
          size: PART,
          url: `${uploadId}#${partNumber}`,
        })),
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      };
    },
    async sendPart(url, body, onProgress, signal) {
      const [uploadId, part] = url.split('#');
      const partNumber = Number(part);
      signal?.throwIfAborted();
      partRequests.push(partNumber);
      const upload = uploads.get(uploadId!)!;
      if (dropAfter !== null && upload.parts.size >= dropAfter) throw new Error('network down');
      if (flaky.delete(partNumber)) throw new Error('connection reset');
      onProgress(Math.floor(body.size / 2));
      const bytes = await body.text();
      // An aborted request (XMLHttpRequest.abort) never delivers its part.
      signal?.throwIfAborted();
      upload.parts.set(partNumber, bytes);
      sentParts.push(partNumber);
      onProgress(body.size);
    },
    async complete(uploadId) {
      completed.push(uploadId);
      const upload = uploads.get(uploadId);
      if (!upload) throw new AppError('NOT_FOUND');
      const key = `uploads/me/${uploadId}.mp4`;
      upload.completed ??= [...upload.parts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, body]) => body)
        .join('');
      return { key, size: upload.completed.length };
    },
    async abort(uploadId) {
      aborted.push(uploadId);
      uploads.delete(uploadId);
      return null;
    },
  });
  return {
    transport,
    uploads,
    sentParts,
    partRequests,
    signCalls,
    completed,
    aborted,
    started: () => uploadsStarted,
    dropConnectionAfter: (parts: number | null) => {
      dropAfter = parts;
    },
    flaky,
  };
}

function memoryStore(): UploadStateStore & { saved: Map<string, SavedUpload> } {
  const saved = new Map<string, SavedUpload>();
  return {
    saved,
    get: (fingerprint) => saved.get(fingerprint) ?? null,
    set: (fingerprint, upload) => void saved.set(fingerprint, upload),
    remove: (fingerprint) => void saved.delete(fingerprint),
  };
}

const CONTENT = Array.from({ length: 7 }, (_, index) => String(index).repeat(PART)).join('') + 'tail';
const videoFile = () =>
  new File([CONTENT], 'catch.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
const noWait = async () => undefined;

let server: ReturnType<typeof fakeServer>;
let store: ReturnType<typeof memoryStore>;
beforeEach(() => {
  server = fakeServer();
  store = memoryStore();
});

describe('uploadInParts', () => {
  it('sends every part, a few at a time, with progress counted in bytes up to 100%', async () => {
    const progress: number[] = [];
    const file = videoFile();
    const key = await uploadInParts(file, {
      transport: server.transport(file),
      store,
      onProgress: (percent) => progress.push(percent),
      sleep: noWait,
    });
    expect(key).toBe('uploads/me/upload-1.mp4');
    expect(server.uploads.get('upload-1')?.completed).toBe(CONTENT);
    expect([...server.sentParts].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(store.saved.size).toBe(0);
  });

  it('retries a failed part after a wait that grows, without failing the upload', async () => {
    const waits: number[] = [];
    server.flaky.add(3);
    const file = videoFile();
    await uploadInParts(file, {
      transport: server.transport(file),
      store,
      onProgress: () => undefined,
      backoffMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([100]);
    expect(server.uploads.get('upload-1')?.completed).toBe(CONTENT);
  });

  it('resumes after a dropped connection: only the missing parts are sent again', async () => {
    const file = videoFile();
    server.dropConnectionAfter(3);
    const waits: number[] = [];
    await expect(
      uploadInParts(file, {
        transport: server.transport(file),
        store,
        onProgress: () => undefined,
        attempts: 3,
        backoffMs: 50,
        sleep: async (ms) => void waits.push(ms),
      }),
    ).rejects.toMatchObject({ message: messages.connectionError });
    expect(waits).toContain(100);
    const arrived = [...server.uploads.get('upload-1')!.parts.keys()];
    expect(arrived).toHaveLength(3);
    expect(store.saved.get(fileFingerprint(file))?.uploadId).toBe('upload-1');
    // A failure is not a cancel: the upload stays on the server, to be resumed.
    expect(server.aborted).toEqual([]);

    // The connection is back (or the page was reloaded): the same file picked again resumes.
    server.dropConnectionAfter(null);
    server.sentParts.length = 0;
    const progress: number[] = [];
    const again = new File([CONTENT], 'catch.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
    const key = await uploadInParts(again, {
      transport: server.transport(again),
      store,
      onProgress: (percent) => progress.push(percent),
      sleep: noWait,
    });
    expect(server.started()).toBe(1);
    expect(key).toBe('uploads/me/upload-1.mp4');
    expect(server.sentParts.sort()).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].filter((part) => !arrived.includes(part)),
    );
    expect(progress[0]).toBe(Math.floor((3 * PART * 100) / CONTENT.length));
    expect(server.uploads.get('upload-1')?.completed).toBe(CONTENT);
    expect(store.saved.size).toBe(0);
  });

  it('answers the key of an upload completed before a reload, and starts afresh when it is gone', async () => {
    const file = videoFile();
    const first = await uploadInParts(file, {
      transport: server.transport(file),
      store,
      onProgress: () => undefined,
    });
    store.set(fileFingerprint(file), {
      uploadId: 'upload-1',
      key: first,
      size: file.size,
      partSize: PART,
      partCount: 8,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(
      await uploadInParts(file, { transport: server.transport(file), store, onProgress: () => undefined }),
    ).toBe(first);
    expect(server.started()).toBe(1);

    store.set(fileFingerprint(file), {
      uploadId: 'forgotten',
      key: 'uploads/me/forgotten.mp4',
      size: file.size,
      partSize: PART,
      partCount: 8,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const fresh = await uploadInParts(file, {
      transport: server.transport(file),
      store,
      onProgress: () => undefined,
    });
    expect(fresh).toBe('uploads/me/upload-2.mp4');
  });

  describe('cancelled (another file picked, the log removed)', () => {
    it('stops at once: no further part is sent, it is never completed, the server drops it', async () => {
      const file = videoFile();
      const transport = server.transport(file);
      const controller = new AbortController();
      const upload = uploadInParts(file, {
        transport: {
          ...transport,
          // The third part starts, three are in flight: the user picks another file.
          sendPart: async (url, body, onProgress, signal) => {
            const sending = transport.sendPart(url, body, onProgress, signal);
            if (server.partRequests.length === 3) controller.abort();
            await sending;
          },
        },
        store,
        onProgress: () => undefined,
        sleep: noWait,
        signal: controller.signal,
      });

      await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
      expect(server.partRequests).toEqual([1, 2, 3]);
      expect(server.sentParts).toEqual([]);
      expect(server.signCalls).toEqual([[1, 2, 3, 4, 5, 6, 7, 8]]);
      expect(server.completed).toEqual([]);
      expect(server.aborted).toEqual(['upload-1']);
      // Dropped, so the same file picked again starts afresh instead of resuming it.
      expect(store.saved.size).toBe(0);
    });

    it('signs and sends nothing more when cancelled while waiting to retry a part', async () => {
      server.flaky.add(1);
      const file = videoFile();
      const controller = new AbortController();
      await expect(
        uploadInParts(file, {
          transport: server.transport(file),
          store,
          onProgress: () => undefined,
          concurrency: 1,
          sleep: async () => controller.abort(),
          signal: controller.signal,
        }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(server.partRequests).toEqual([1]);
      expect(server.signCalls).toHaveLength(1);
      expect(server.completed).toEqual([]);
      expect(server.aborted).toEqual(['upload-1']);
    });

    it('drops an upload whose plan arrives after the cancel, before any part', async () => {
      const file = videoFile();
      const transport = server.transport(file);
      const controller = new AbortController();
      await expect(
        uploadInParts(file, {
          transport: {
            ...transport,
            start: async () => {
              const plan = await transport.start();
              controller.abort();
              return plan;
            },
          },
          store,
          onProgress: () => undefined,
          signal: controller.signal,
        }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(server.signCalls).toEqual([]);
      expect(server.aborted).toEqual(['upload-1']);
      expect(store.saved.size).toBe(0);
    });

    it('answers no key when cancelled while it is being completed', async () => {
      const file = videoFile();
      const transport = server.transport(file);
      const controller = new AbortController();
      await expect(
        uploadInParts(file, {
          transport: {
            ...transport,
            complete: async (uploadId) => {
              controller.abort();
              return transport.complete(uploadId);
            },
          },
          store,
          onProgress: () => undefined,
          signal: controller.signal,
        }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      // Sent for completion already: the object is left to the sweep of unattached uploads.
      expect(server.aborted).toEqual([]);
    });

    it('does nothing at all when cancelled before it starts', async () => {
      const file = videoFile();
      await expect(
        uploadInParts(file, {
          transport: server.transport(file),
          store,
          onProgress: () => undefined,
          signal: AbortSignal.abort(),
        }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(server.started()).toBe(0);
    });
  });
});
