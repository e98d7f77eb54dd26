import { useEffect, useRef } from 'react';

/** One run of a field's work, e.g. the upload of the file just picked. */
export interface LatestTask {
  /** Aborted once newer work starts, the work is cancelled, or the field goes away. */
  signal: AbortSignal;
  /** Marks the work done (not busy); called again, or after an abort, it does nothing. */
  end(): void;
}

/**
 * Work that a newer pick replaces (a video or a picture being uploaded or prepared): `start()`
 * aborts the run before and begins a new one; `cancel()` aborts it and begins none; unmounting the
 * field aborts the last. Each run reports `busy` true when it starts and false exactly once, when it
 * ends or is aborted, so a form's count of uploads in flight stays right. The work must check its
 * signal after every await and drop a result that arrives after it was aborted: only the newest
 * pick may land.
 */
export function useLatestTask(): {
  start(onBusyChange?: (busy: boolean) => void): LatestTask;
  cancel(): void;
} {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return {
    start(onBusyChange) {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      let busy = true;
      const end = () => {
        if (!busy) return;
        busy = false;
        controller.signal.removeEventListener('abort', end);
        onBusyChange?.(false);
      };
      controller.signal.addEventListener('abort', end, { once: true });
      onBusyChange?.(true);
      return { signal: controller.signal, end };
    },
    cancel() {
      current.current?.abort();
      current.current = null;
    },
  };
}
