/**
 * What the service worker keeps of the API for reading offline (issue 40 point 1, ADR 030): the
 * answers of the reads behind the pages a signed-in angler opens, each kept as it last came
 * (Workbox's NetworkFirst, configured in vite.config.ts), so those pages open at sea showing what
 * they showed. Only this list: the feed, my logbook, a session and its comments, the tournaments,
 * one tournament with its members and object of the day, the tournaments on now, my user info
 * (without it the app signs out), my boats and the catalogue the forms read. Never event streams,
 * uploads, exports, media, or anything outside `/api`.
 */
export const API_CACHE_NAME = 'tightlines-api';

const UUID = '[0-9a-fA-F-]{36}';

/** Matched against a request's whole address (Workbox's RegExp routes read `url.href`). */
export const OFFLINE_API_READS = new RegExp(
  [
    '^https?://[^/]+/api/(?:',
    [
      'sessions/(?:home|mine)',
      `sessions/${UUID}`,
      `comments/${UUID}`,
      'tournaments',
      'tournaments/fishing-now',
      `tournaments/${UUID}(?:/(?:members|object-of-the-day))?`,
      'users',
      'boats',
      'species',
      'countries',
      'regions',
      'regions/[^/?#]+/localities',
    ].join('|'),
    ')(?:\\?[^#]*)?$',
  ].join(''),
);

/** How long a kept answer may be shown offline, and how many are kept (the oldest go first). */
export const API_CACHE_DAYS = 30;
export const API_CACHE_ENTRIES = 300;

/**
 * Forgets every kept answer: at sign-out (and any other end of a session), so the next person on
 * this device never sees the last one's data. Nothing to do where the browser has no Cache Storage.
 */
export async function clearOfflineCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME);
}
