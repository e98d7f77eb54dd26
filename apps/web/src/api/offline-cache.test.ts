import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE_NAME, clearOfflineCache, OFFLINE_API_READS } from './offline-cache';

const ID = '0b0f7a3e-9a51-4c1c-9f0e-3d1b2b7c9d10';
const at = (path: string) => `https://tightlines.test${path}`;

afterEach(() => vi.unstubAllGlobals());

describe('what the service worker keeps for reading offline', () => {
  it.each([
    '/api/sessions/home?limit=10',
    '/api/sessions/mine?cursor=abc&from=2026-01-01',
    `/api/sessions/${ID}`,
    `/api/comments/${ID}?limit=5`,
    '/api/tournaments?status=Active',
    '/api/tournaments/fishing-now',
    `/api/tournaments/${ID}`,
    `/api/tournaments/${ID}/members?cursor=x`,
    `/api/tournaments/${ID}/object-of-the-day`,
    '/api/users?userEmail=ana%40example.com',
    '/api/boats',
    '/api/species?fishTypeName=Bill%20Fish',
    '/api/regions/Pacific%20Coast/localities',
  ])('keeps %s', (path) => {
    expect(OFFLINE_API_READS.test(at(path))).toBe(true);
  });

  it.each([
    '/api/events',
    `/api/tournaments/${ID}/events`,
    '/api/sessions/export?format=csv',
    '/api/media/uploads/parts',
    `/api/users/ana%40example.com/data-export/${ID}/file`,
    '/api/notifications',
    '/api/judging/tournaments',
    '/media/uploads/x.mp4',
    '/my_fish_logs',
  ])('never keeps %s', (path) => {
    expect(OFFLINE_API_READS.test(at(path))).toBe(false);
  });

  it('forgets it all at once, and does nothing without Cache Storage', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
    await clearOfflineCache();
    expect(deleted).toEqual([API_CACHE_NAME]);
    vi.stubGlobal('caches', undefined);
    await expect(clearOfflineCache()).resolves.toBeUndefined();
  });
});
