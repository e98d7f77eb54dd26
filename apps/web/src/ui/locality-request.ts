/*
 * A feature whose action needs the user's locality (joining a tournament open to some places only)
 * asks for the locality prompt here, with what to do once it is saved; the profile's prompts
 * (features/profile, mounted by the app root) show it. A feature never imports another, so the
 * request passes through this small store, as the login invitation's does.
 */

let continuation: (() => void) | null = null;
let requested = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Shows the locality prompt now; `then` runs once the locality is saved (not if the prompt is closed). */
export function requestLocality(then: () => void): void {
  continuation = then;
  requested = true;
  notify();
}

/** Whether the prompt was asked for and not yet closed. */
export function isLocalityRequested(): boolean {
  return requested;
}

/** The prompt saved a locality: what asked for it goes on. */
export function localityRequestSaved(): void {
  const then = continuation;
  dismissLocalityRequest();
  then?.();
}

/** The prompt closed without a locality: nothing goes on. */
export function dismissLocalityRequest(): void {
  continuation = null;
  requested = false;
  notify();
}

export function subscribeLocalityRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
