import 'fake-indexeddb/auto';
import { AppError, type Session, type SessionInput } from '@tightlines/domain';
import { describe, expect, it, vi } from 'vitest';
import { emptyLog, initialSessionValues } from '../components/session-form-values';
import {
  captureStore,
  newCaptureKey,
  ownerOf,
  type CapturedSession,
  type CaptureStore,
} from './captured-sessions';
import { sendCaptured, type SendDeps } from './send-captured';

/** Issue 40: a session kept on the device is sent with the app's upload, once per key, resuming. */

const NOW = new Date('2026-11-28T12:00:00Z');
const fish = '0b6f1c6e-5a51-4c5e-9d54-000000000001';

function captured(key = newCaptureKey()): CapturedSession {
  const values = initialSessionValues(new Date('2026-11-28T10:00:00Z'));
  const video = new File([new Uint8Array([1, 2, 3])], 'catch.mp4', { type: 'video/mp4' });
  const log = { ...emptyLog(new Date('2026-11-28T09:00:00Z')), fishUUID: fish, keptVideo: video };
  return {
    key,
    owner: 'angler@example.com',
    capturedAt: NOW.toISOString(),
    values: { ...values, logs: [log] },
    units: { size: 1, weight: 4 },
    failure: null,
  };
}

/** A store in memory, as IndexedDB would hold it. */
function memoryStore(...captures: CapturedSession[]): CaptureStore & { held: Map<string, CapturedSession> } {
  const held = new Map(captures.map((capture) => [capture.key, capture]));
  return {
    held,
    list: async (owner) => [...held.values()].filter((capture) => capture.owner === owner),
    get: async (key) => held.get(key) ?? null,
    put: async (capture) => void held.set(capture.key, capture),
    remove: async (key) => void held.delete(key),
  };
}

function deps(store: CaptureStore, post: (input: SessionInput) => Promise<Session>) {
  const uploadVideo = vi.fn(async () => ({ key: 'uploads/a/b.mp4', thumbnailKey: null }));
  const postSession = vi.fn(post);
  return { uploadVideo, postSession, store, now: () => NOW } satisfies SendDeps;
}

const logged = { UUID: 'session-1' } as Session;

describe('sendCaptured', () => {
  it('uploads its kept video, sends the session under its key with the device time, then forgets it', async () => {
    const capture = captured('cap-first-0001');
    const store = memoryStore(capture);
    const calls = deps(store, async () => logged);
    await expect(sendCaptured(capture, calls)).resolves.toBe(logged);
    expect(calls.uploadVideo).toHaveBeenCalledWith(capture.values.logs[0]!.keptVideo);
    const input = calls.postSession.mock.calls[0]![0];
    expect(input.offlineCapture).toEqual({ key: 'cap-first-0001', deviceTime: NOW.toISOString() });
    expect(input.logs?.[0]?.video).toMatchObject({ key: 'uploads/a/b.mp4' });
    expect(store.held.size).toBe(0);
  });

  it('cut off after its upload: shows the failure, and the retry sends the same key without uploading again', async () => {
    const capture = captured();
    const store = memoryStore(capture);
    const cut = deps(store, async () => {
      throw new AppError('UNAVAILABLE');
    });
    await expect(sendCaptured(capture, cut)).rejects.toMatchObject({ errorCode: 'UNAVAILABLE' });
    expect(store.held.get(capture.key)?.failure).toEqual({ key: new AppError('UNAVAILABLE').key });

    const retry = deps(store, async () => logged);
    await sendCaptured(capture, retry);
    expect(retry.uploadVideo).not.toHaveBeenCalled();
    expect(retry.postSession.mock.calls[0]![0].offlineCapture?.key).toBe(capture.key);
    expect(store.held.size).toBe(0);
  });

  it('uploads a video again when the server no longer takes the first upload', async () => {
    const capture = captured();
    const store = memoryStore(capture);
    const refused = deps(store, async () => {
      throw new AppError('VALIDATION', { key: 'selectFile', details: { fields: ['logs.0.video'] } });
    });
    await expect(sendCaptured(capture, refused)).rejects.toBeInstanceOf(AppError);
    const retry = deps(store, async () => logged);
    await sendCaptured(capture, retry);
    expect(retry.uploadVideo).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a capture the device no longer holds (sent meanwhile, or removed)', async () => {
    const calls = deps(memoryStore(), async () => logged);
    await expect(sendCaptured(captured(), calls)).resolves.toBeNull();
    expect(calls.postSession).not.toHaveBeenCalled();
  });
});

describe('captureStore (IndexedDB)', () => {
  it('keeps, lists (each account its own) and removes captured sessions', async () => {
    const mine = { ...captured(), values: { ...initialSessionValues(NOW), logs: [] } };
    const theirs = { ...mine, key: newCaptureKey(), owner: 'other@example.com' };
    await captureStore.put(mine);
    await captureStore.put(theirs);
    expect((await captureStore.list(ownerOf('Angler@Example.com'))).map((item) => item.key)).toEqual([
      mine.key,
    ]);
    await captureStore.remove(mine.key);
    expect(await captureStore.get(mine.key)).toBeNull();
    expect(newCaptureKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
