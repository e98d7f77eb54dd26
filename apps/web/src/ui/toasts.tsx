import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * Short, non-blocking notices (a link copied…). Like the modals (ui/modals.tsx), the toast stack and
 * its transitions are no part of any first paint, so they load the first time a toast is shown.
 * Mantine keeps toasts in a store, so one shown before the stack has mounted appears once it has.
 */

const ToastsHost = lazy(() => import('./toasts-host').then((module) => ({ default: module.ToastsHost })));

let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast (Mantine's notification data: title, message, colour, autoClose…); resolves once it is queued. */
export async function showToast(toast: NotificationData): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // Through the host's chunk: a dynamic import of the package itself from this first-download module
  // makes the bundler split the modules it shares with the app into many small chunks (bench/README.md).
  const { showQueuedToast } = await import('./toasts-host');
  showQueuedToast(toast);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the toast stack mounts, after the first toast. */
export function ToastsSlot() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsHost />
    </Suspense>
  );
}
