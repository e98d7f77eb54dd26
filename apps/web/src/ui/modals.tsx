import { modals, type ModalSettings, type OpenConfirmModal } from '@mantine/modals';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * Mantine's modals live in a provider that renders a Modal, and a Modal brings the scroll area,
 * scroll lock, focus trap, portal and positioning code with it: a large share of the home route's
 * first download for something no first paint shows. So the provider is mounted lazily, the first
 * time a modal is asked for; every modal of the app opens through these functions, which wait for it.
 * Open modals through them, never through `modals.*` or `useModals()` directly.
 */

const loadHost = () => import('./modals-host');
const ModalsHost = lazy(() => loadHost().then((module) => ({ default: module.ModalsHost })));

/**
 * Fetches the modal host's code now, without mounting it: a page that is used without a connection
 * (My Fishlogs, issue 40) can then still open its confirmations once the connection is gone.
 */
export function preloadModals(): void {
  void loadHost().catch(() => undefined);
}

let requested = false;
let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});
const listeners = new Set<() => void>();

function request(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Called by the host once it is mounted and listening. */
export function markModalsReady(): void {
  resolveReady();
}

/** Opens a content modal once the modal host is there; resolves with the modal's id. */
export async function openModal(settings: ModalSettings & { modalId: string }): Promise<string> {
  await request();
  return modals.open(settings);
}

/** Opens a confirmation modal once the modal host is there. */
export async function openConfirmModal(settings: OpenConfirmModal): Promise<string> {
  await request();
  return modals.openConfirmModal(settings);
}

export function closeModal(id: string): void {
  modals.close(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the modal host mounts, after the first request. */
export function ModalsSlot() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  );
}
