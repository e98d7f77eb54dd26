/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker vite-plugin-pwa builds (`sw.js`: the app shell precached, every page
 * served from it offline). `onUpdate` is called when a new version is installed and waiting, with
 * the function that switches to it (the page reloads).
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  const update = registerSW({
    onNeedRefresh: () => onUpdate(() => void update(true)),
  });
}
