import { useEffect, useRef } from 'react';

/** A tab out of sight this long closes its stream (it reopens, from a refresh, when seen again). */
export const HIDDEN_CLOSE_MS = 5 * 60_000;

/** What a stream's events do, by event name; each gets the event's JSON. */
export type StreamListeners = Record<string, (data: unknown) => void>;

/** The browser's parts a stream uses, so a test can hand its own. */
export interface StreamEnvironment {
  open(url: string): EventSource;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const browser = (): StreamEnvironment => ({
  open: (url) => new EventSource(url, { withCredentials: true }),
  document,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});

/**
 * Follows a server-sent event stream of the API (issue 35 point 4) while `path` is set: the
 * browser reconnects a lost one by itself with Last-Event-ID, so nothing is missed. A tab hidden
 * for `HIDDEN_CLOSE_MS` closes it and opens it again when shown: the server then starts it with a
 * `refresh` event carrying the full state. Answers nothing: the listeners write what they hear into
 * the query cache or the component's state.
 */
export function openEventStream(
  path: string,
  listeners: StreamListeners,
  environment = browser(),
): () => void {
  let source: EventSource | null = null;
  let closeTimer: number | null = null;
  const open = () => {
    if (source) return;
    source = environment.open(`/api${path}`);
    for (const [name, listener] of Object.entries(listeners)) {
      source.addEventListener(name, (event) => listener(JSON.parse((event as MessageEvent<string>).data)));
    }
  };
  const close = () => {
    source?.close();
    source = null;
  };
  const onVisibility = () => {
    if (environment.document.visibilityState === 'hidden') {
      closeTimer ??= environment.setTimeout(() => {
        closeTimer = null;
        close();
      }, HIDDEN_CLOSE_MS);
      return;
    }
    if (closeTimer !== null) environment.clearTimeout(closeTimer);
    closeTimer = null;
    open();
  };
  environment.document.addEventListener('visibilitychange', onVisibility);
  if (environment.document.visibilityState !== 'hidden') open();
  else onVisibility();
  return () => {
    environment.document.removeEventListener('visibilitychange', onVisibility);
    if (closeTimer !== null) environment.clearTimeout(closeTimer);
    close();
  };
}

/** `openEventStream` for a component's lifetime; the latest listeners are called, without reopening. */
export function useEventStream(path: string | null, listeners: StreamListeners): void {
  const latest = useRef(listeners);
  useEffect(() => {
    latest.current = listeners;
  });
  const names = Object.keys(listeners).sort().join(',');
  useEffect(() => {
    if (path === null) return;
    const forwarded = Object.fromEntries(
      names.split(',').map((name) => [name, (data: unknown) => latest.current[name]?.(data)]),
    );
    return openEventStream(path, forwarded);
  }, [path, names]);
}
