import {
  AppError,
  type CompletedUpload,
  type MultipartUpload,
  type PartUrls,
  type UploadedParts,
} from '@tightlines/domain';

/** What the browser keeps of an unfinished upload, so a reload or a new try resumes it. */
export interface SavedUpload {
  uploadId: string;
  key: string;
  size: number;
  partSize: number;
  partCount: number;
  expiresAt: string;
}

/**
 * The calls a multipart upload makes: the API (plan, part URLs, received parts, complete, abort)
 * and storage (a part). Each call but `abort` stops when its signal aborts.
 */
export interface MultipartTransport {
  start(signal?: AbortSignal): Promise<MultipartUpload>;
  /** The parts storage holds, or null when the upload no longer exists (completed, aborted, not ours). */
  listParts(uploadId: string, signal?: AbortSignal): Promise<UploadedParts | null>;
  signParts(uploadId: string, partNumbers: number[], signal?: AbortSignal): Promise<PartUrls>;
  /** PUTs one part, reporting the bytes sent so far. */
  sendPart(
    url: string,
    body: Blob,
    onProgress: (loaded: number) => void,
    signal?: AbortSignal,
  ): Promise<void>;
  complete(uploadId: string, signal?: AbortSignal): Promise<CompletedUpload>;
  /** Tells the server to drop the upload and its parts (a cancelled upload; never awaited). */
  abort(uploadId: string): Promise<unknown>;
}

/** Where unfinished uploads are remembered, by file fingerprint. */
export interface UploadStateStore {
  get(fingerprint: string): SavedUpload | null;
  set(fingerprint: string, upload: SavedUpload): void;
  remove(fingerprint: string): void;
}

export interface MultipartOptions {
  transport: MultipartTransport;
  store: UploadStateStore;
  onProgress: (percent: number) => void;
  /** Parts in flight at once. */
  concurrency?: number;
  /** Tries of one part before the upload stops (it can be resumed later). */
  attempts?: number;
  /** The first wait before retrying a part; doubled at each try. */
  backoffMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Cancels the upload (another file picked, the log removed): no further part is signed or sent,
   * parts in flight are stopped, it is never completed, the server is told to drop it and it is
   * no longer remembered for resuming. The upload then rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/** Waits `ms`, or less when `signal` aborts first. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The same file picked again (or after a reload) has the same fingerprint. */
export function fileFingerprint(file: File): string {
  return [file.name, file.size, file.lastModified, file.type].join('|');
}

const connectionError = () => new AppError('UNAVAILABLE');

const partSizeOf = (plan: SavedUpload, partNumber: number) =>
  partNumber < plan.partCount ? plan.partSize : plan.size - plan.partSize * (plan.partCount - 1);

/** The saved upload of this file if storage still has it, with the parts already received. */
async function resumable(
  file: File,
  saved: SavedUpload | null,
  transport: MultipartTransport,
  signal?: AbortSignal,
): Promise<{ plan: SavedUpload; received: Set<number> } | { completed: string } | null> {
  if (!saved || saved.size !== file.size || Date.parse(saved.expiresAt) <= Date.now()) return null;
  const listed = await transport.listParts(saved.uploadId, signal).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  signal?.throwIfAborted();
  if (!listed) {
    // Gone: completed before the page went away (then completing again answers the key), or not ours.
    const done = await transport.complete(saved.uploadId, signal).catch(() => null);
    signal?.throwIfAborted();
    return done ? { completed: done.key } : null;
  }
  const received = new Set(
    listed.parts
      .filter((part) => part.size === partSizeOf(saved, part.partNumber))
      .map((part) => part.partNumber),
  );
  return { plan: saved, received };
}

/**
 * Uploads a large file in parts straight to storage: a few parts at a time, each retried with
 * growing waits, the overall progress counted in bytes across parts. The upload is remembered
 * under the file's fingerprint until it completes, so after a dropped connection or a reload the
 * same file resumes from the parts storage lists and only the missing ones are sent again.
 * Aborting `signal` cancels it for good (see `MultipartOptions.signal`).
 */
export async function uploadInParts(file: File, options: MultipartOptions): Promise<string> {
  const { transport, store, onProgress, signal, concurrency = 3, attempts = 5, backoffMs = 1000 } = options;
  const sleep = options.sleep ?? wait;
  const fingerprint = fileFingerprint(file);

  signal?.throwIfAborted();
  const resumed = await resumable(file, store.get(fingerprint), transport, signal);
  if (resumed && 'completed' in resumed) {
    store.remove(fingerprint);
    onProgress(100);
    return resumed.completed;
  }
  if (!resumed) store.remove(fingerprint);
  let plan: SavedUpload;
  let received: Set<number>;
  if (resumed) {
    ({ plan, received } = resumed);
  } else {
    const { uploadId, key, size, partSize, partCount, expiresAt } = await transport.start(signal);
    plan = { uploadId, key, size, partSize, partCount, expiresAt };
    received = new Set();
    store.set(fingerprint, plan);
  }

  // Until it is sent for completion, a cancelled upload is dropped on the server and forgotten here
  // at once (synchronously: the same file picked again right after must not resume it).
  const cancel = () => {
    store.remove(fingerprint);
    void transport.abort(plan.uploadId).catch(() => undefined);
  };
  if (signal?.aborted) {
    cancel();
    signal.throwIfAborted();
  }
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await sendParts(file, plan, received, { ...options, sleep, concurrency, attempts, backoffMs });
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  signal?.throwIfAborted();

  const completed = await transport.complete(plan.uploadId, signal);
  store.remove(fingerprint);
  signal?.throwIfAborted();
  onProgress(100);
  return completed.key;
}

/** Sends the parts not `received` yet, a few at a time, each retried; stops at the first failure or abort. */
async function sendParts(
  file: File,
  plan: SavedUpload,
  received: Set<number>,
  options: Required<Omit<MultipartOptions, 'store' | 'signal'>> & { signal?: AbortSignal },
): Promise<void> {
  const { transport, onProgress, signal, sleep, concurrency, attempts, backoffMs } = options;
  const sent = new Map<number, number>();
  for (const partNumber of received) sent.set(partNumber, partSizeOf(plan, partNumber));
  let shown = -1;
  const report = () => {
    if (signal?.aborted) return;
    const bytes = [...sent.values()].reduce((sum, value) => sum + value, 0);
    const percent = Math.min(100, Math.floor((bytes / plan.size) * 100));
    if (percent > shown) onProgress((shown = percent));
  };
  report();

  const missing = Array.from({ length: plan.partCount }, (_, index) => index + 1).filter(
    (partNumber) => !received.has(partNumber),
  );
  const urls = new Map<number, string>();
  const sign = async (partNumbers: number[]) => {
    for (let index = 0; index < partNumbers.length; index += 100) {
      signal?.throwIfAborted();
      const signed = await transport.signParts(plan.uploadId, partNumbers.slice(index, index + 100), signal);
      for (const part of signed.parts) urls.set(part.partNumber, part.url);
    }
  };
  await sign(missing);

  const sendWithRetries = async (partNumber: number) => {
    const start = (partNumber - 1) * plan.partSize;
    const body = file.slice(start, start + partSizeOf(plan, partNumber));
    for (let attempt = 1; ; attempt += 1) {
      signal?.throwIfAborted();
      try {
        await transport.sendPart(
          urls.get(partNumber)!,
          body,
          (loaded) => {
            sent.set(partNumber, loaded);
            report();
          },
          signal,
        );
        sent.set(partNumber, body.size);
        report();
        return;
      } catch {
        signal?.throwIfAborted();
        sent.set(partNumber, 0);
        if (attempt >= attempts) throw connectionError();
        await sleep(backoffMs * 2 ** (attempt - 1), signal);
        signal?.throwIfAborted();
        // A fresh URL, in case the old one expired while the connection was down.
        await sign([partNumber]).catch(() => undefined);
      }
    }
  };

  const queue = [...missing];
  let failure: unknown = null;
  const worker = async () => {
    while (queue.length > 0 && !failure && !signal?.aborted) {
      const partNumber = queue.shift()!;
      await sendWithRetries(partNumber).catch((error: unknown) => {
        failure ??= error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  signal?.throwIfAborted();
  if (failure) throw failure;
}

const STORAGE_PREFIX = 'tightlines.upload.';

/** Unfinished uploads in localStorage (nothing is kept when storage is unavailable). */
export const localUploadStore: UploadStateStore = {
  get(fingerprint) {
    try {
      const saved = window.localStorage.getItem(STORAGE_PREFIX + fingerprint);
      return saved ? (JSON.parse(saved) as SavedUpload) : null;
    } catch {
      return null;
    }
  },
  set(fingerprint, upload) {
    try {
      window.localStorage.setItem(STORAGE_PREFIX + fingerprint, JSON.stringify(upload));
    } catch {
      // Private mode or full storage: the upload still works, it just cannot resume after a reload.
    }
  },
  remove(fingerprint) {
    try {
      window.localStorage.removeItem(STORAGE_PREFIX + fingerprint);
    } catch {
      // As above.
    }
  },
};
