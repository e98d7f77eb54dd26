import {
  AppError,
  messages,
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

/** The calls a multipart upload makes: the API (plan, part URLs, received parts, complete) and storage (a part). */
export interface MultipartTransport {
  start(): Promise<MultipartUpload>;
  /** The parts storage holds, or null when the upload no longer exists (completed, aborted, not ours). */
  listParts(uploadId: string): Promise<UploadedParts | null>;
  signParts(uploadId: string, partNumbers: number[]): Promise<PartUrls>;
  /** PUTs one part, reporting the bytes sent so far. */
  sendPart(url: string, body: Blob, onProgress: (loaded: number) => void): Promise<void>;
  complete(uploadId: string): Promise<CompletedUpload>;
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
  sleep?: (ms: number) => Promise<void>;
}

/** The same file picked again (or after a reload) has the same fingerprint. */
export function fileFingerprint(file: File): string {
  return [file.name, file.size, file.lastModified, file.type].join('|');
}

const connectionError = () => new AppError('UNAVAILABLE', { message: messages.connectionError });

const partSizeOf = (plan: SavedUpload, partNumber: number) =>
  partNumber < plan.partCount ? plan.partSize : plan.size - plan.partSize * (plan.partCount - 1);

/** The saved upload of this file if storage still has it, with the parts already received. */
async function resumable(
  file: File,
  saved: SavedUpload | null,
  transport: MultipartTransport,
): Promise<{ plan: SavedUpload; received: Set<number> } | { completed: string } | null> {
  if (!saved || saved.size !== file.size || Date.parse(saved.expiresAt) <= Date.now()) return null;
  const listed = await transport.listParts(saved.uploadId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!listed) {
    // Gone: completed before the page went away (then completing again answers the key), or not ours.
    const done = await transport.complete(saved.uploadId).catch(() => null);
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
 */
export async function uploadInParts(file: File, options: MultipartOptions): Promise<string> {
  const { transport, store, onProgress, concurrency = 3, attempts = 5, backoffMs = 1000 } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const fingerprint = fileFingerprint(file);

  const resumed = await resumable(file, store.get(fingerprint), transport);
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
    const { uploadId, key, size, partSize, partCount, expiresAt } = await transport.start();
    plan = { uploadId, key, size, partSize, partCount, expiresAt };
    received = new Set();
    store.set(fingerprint, plan);
  }

  const sent = new Map<number, number>();
  for (const partNumber of received) sent.set(partNumber, partSizeOf(plan, partNumber));
  let shown = -1;
  const report = () => {
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
      const signed = await transport.signParts(plan.uploadId, partNumbers.slice(index, index + 100));
      for (const part of signed.parts) urls.set(part.partNumber, part.url);
    }
  };
  await sign(missing);

  const sendWithRetries = async (partNumber: number) => {
    const start = (partNumber - 1) * plan.partSize;
    const body = file.slice(start, start + partSizeOf(plan, partNumber));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await transport.sendPart(urls.get(partNumber)!, body, (loaded) => {
          sent.set(partNumber, loaded);
          report();
        });
        sent.set(partNumber, body.size);
        report();
        return;
      } catch {
        sent.set(partNumber, 0);
        if (attempt >= attempts) throw connectionError();
        await sleep(backoffMs * 2 ** (attempt - 1));
        // A fresh URL, in case the old one expired while the connection was down.
        await sign([partNumber]).catch(() => undefined);
      }
    }
  };

  const queue = [...missing];
  let failure: unknown = null;
  const worker = async () => {
    while (queue.length > 0 && !failure) {
      const partNumber = queue.shift()!;
      await sendWithRetries(partNumber).catch((error: unknown) => {
        failure ??= error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  if (failure) throw failure;

  const completed = await transport.complete(plan.uploadId);
  store.remove(fingerprint);
  onProgress(100);
  return completed.key;
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
