import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { accountEdit, callAs, createBoat, boatInput } from '../../test/profile-factories';
import { createSession, sessionInput, speciesIds } from '../../test/session-factories';
import { readUrlsRollAt } from '../media';
import { readFeedVersion } from './repo';

/**
 * The guests' feed pages (ADR 008): kept by query and feed version, read again after any write a
 * card shows (the database moves the version: no module tells the feed) and when time changes them;
 * revalidated by browsers with ETag. A kept page is sent as read, its window included, so a page
 * sent again with the same window after the clock moved on was kept, and one with a later window
 * was read again.
 */
let t: TestApp;
let owner: TestUser;
let mate: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ env: { FEED_CACHE_PAGES: '4' } });
  owner = await createUser(t, { name: 'Owner', roleName: 'Captain' });
  mate = await createUser(t, { name: 'Mate' });
  reader = await createUser(t, { name: 'Reader' });
  // More than a page, so the app's next-page URL has a cursor.
  for (let i = 0; i < 11; i += 1) await createSession(t, owner);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Moves the clock on (only Date: nothing here waits). */
function later(ms = 1000): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** The URLs the web app sends (features/home/hooks/list-home-sessions.ts). */
const firstPage = '/api/sessions/home?limit=10';
const nextPage = (cursor: string) => `/api/sessions/home?limit=10&cursor=${cursor}`;

const guest = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

interface Card {
  UUID: string;
  numComments: number;
  boatName: string | null;
  owner: { name: string };
  TeamMembers: { name: string }[];
  fishSummary: { count: number }[];
  canEdit: boolean;
}
type Page = { items: Card[]; nextCursor: string | null; window: { end: string } };
const pageOf = (body: string) => JSON.parse(body).result as Page;

describe("a guest's feed page", () => {
  it('is kept for the first and next pages the app asks for, the same bytes until something changes', async () => {
    const first = await guest(firstPage);
    expect(first.statusCode).toBe(200);
    later();
    expect((await guest(firstPage)).body).toBe(first.body);
    // The bare URL asks for the same page: one query, one page.
    expect((await guest('/api/sessions/home')).body).toBe(first.body);

    const next = nextPage(pageOf(first.body).nextCursor!);
    const second = await guest(next);
    expect(second.statusCode).toBe(200);
    expect(pageOf(second.body).items.length).toBeGreaterThan(0);
    later();
    expect((await guest(next)).body).toBe(second.body);
  });

  it('is read again after any write a card shows, whichever module made it', async () => {
    const { boat } = await createBoat(t, owner, { boatName: 'Sea Wolf' });
    const id = await createSession(t, owner, { boatUUID: boat.boatUUID, teamMemberEmails: [mate.email] });
    const card = async () => {
      later();
      const response = await guest(firstPage);
      return pageOf(response.body).items.find((item) => item.UUID === id);
    };
    const expectOk = async (response: Promise<{ statusCode: number; body: string }>) =>
      expect((await response).statusCode, (await response).body).toBe(200);
    expect(await card()).toMatchObject({ boatName: 'Sea Wolf', numComments: 0 });

    await expectOk(callAs(t, 'POST', '/api/comments', reader, { objectUUID: id, commentText: 'Nice one' }));
    expect((await card())?.numComments).toBe(1);

    const [fish] = await speciesIds(t);
    const log = (await sessionInput(t)).logs![0]!;
    await expectOk(callAs(t, 'POST', `/api/sessions/${id}/logs`, owner, { ...log, fishUUID: fish }));
    expect((await card())?.fishSummary[0]?.count).toBe(2);

    // Another module's writes: a boat renamed, owner and team member renamed in their profiles.
    const renamed = boatInput(owner.email, boat.motorUUID, boat.modelUUID, { boatName: 'Sea Wolf II' });
    await expectOk(callAs(t, 'PUT', `/api/boats/${boat.boatUUID}`, owner, renamed));
    expect((await card())?.boatName).toBe('Sea Wolf II');
    const ownerEdit = accountEdit(owner.email, { name: 'Renamed' });
    await expectOk(callAs(t, 'PUT', `/api/accounts/${owner.email}`, owner, ownerEdit));
    expect((await card())?.owner.name).toBe('Renamed');
    await expectOk(
      callAs(t, 'PUT', `/api/accounts/${mate.email}`, mate, accountEdit(mate.email, { name: 'Matey' })),
    );
    expect((await card())?.TeamMembers.map((member) => member.name)).toEqual(['Matey']);

    await expectOk(callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isHidden: true }));
    expect(await card()).toBeUndefined();
    await expectOk(callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isHidden: false }));
    expect(await card()).toBeDefined();
    await expectOk(callAs(t, 'PUT', `/api/sessions/${id}`, owner, { isDelete: true }));
    expect(await card()).toBeUndefined();
  });

  it('is kept through writes no card shows (a share, a sign-in)', async () => {
    const id = await createSession(t, owner);
    const first = await guest(firstPage);
    const version = await readFeedVersion(t.database.db);
    const shared = await callAs(t, 'POST', '/api/share', reader, { objectUUID: id });
    expect(shared.statusCode, shared.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: reader.email, password: reader.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await readFeedVersion(t.database.db)).toBe(version);
    later();
    expect((await guest(firstPage)).body).toBe(first.body);
  });

  it('is read again when a session on it leaves the window, one dated later starts, or its URLs roll', async () => {
    const dated = (offsetMs: number) => ({
      startDatetime: new Date(Date.now() + offsetMs).toISOString(),
      finishDatetime: new Date(Date.now() + offsetMs + 60_000).toISOString(),
      logs: [],
    });
    // The whole guests' feed: a session about to leave the window is on its last page (by fishing date).
    const ids = async () => {
      const seen: string[] = [];
      let url: string | null = firstPage;
      while (url) {
        const page = pageOf((await guest(url)).body);
        seen.push(...page.items.map((c) => c.UUID));
        url = page.nextCursor ? nextPage(page.nextCursor) : null;
      }
      return seen;
    };

    const leaving = await createSession(t, owner, dated(-7 * 86_400_000 + 20_000));
    expect(await ids()).toContain(leaving);
    later(25_000);
    expect(await ids()).not.toContain(leaving);

    const coming = await createSession(t, owner, dated(20_000));
    expect(await ids()).not.toContain(coming);
    later(25_000);
    expect(await ids()).toContain(coming);

    const before = (await guest(firstPage)).body;
    later(readUrlsRollAt(new Date()).getTime() - Date.now());
    const after = (await guest(firstPage)).body;
    expect(pageOf(after).window.end).not.toBe(pageOf(before).window.end);
  });

  it('keeps a bounded number of pages, the least recently used going first', async () => {
    const read = async (limit: number) => (await guest(`/api/sessions/home?limit=${limit}`)).body;
    const kept = [await read(1), await read(2), await read(3), await read(4)];
    later();
    expect(await read(1)).toBe(kept[0]); // used again: now the most recent
    await read(5); // a fifth page pushes out the least recently used, limit=2
    expect(await read(1)).toBe(kept[0]);
    expect(await read(2)).not.toBe(kept[1]);
  });
});

describe('HTTP caching of the feed', () => {
  it('lets browsers revalidate guests’ pages: ETag, public no-cache, 304 while the page holds', async () => {
    const first = await guest(firstPage);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toMatch(/authorization.*cookie/i);

    const revalidated = await guest(firstPage, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect((await guest(firstPage, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await guest(firstPage, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // A page nothing changed on is still 304 after a write elsewhere moved the version.
    const next = nextPage(pageOf(first.body).nextCursor!);
    const nextTag = (await guest(next)).headers.etag as string;
    const newest = pageOf(first.body).items[0]!.UUID;
    await callAs(t, 'POST', '/api/comments', reader, { objectUUID: newest, commentText: 'Tight lines' });
    expect((await guest(next, { 'if-none-match': nextTag })).statusCode).toBe(304);
    const changed = await guest(firstPage, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never keeps or revalidates what a signed-in reader gets', async () => {
    const id = await createSession(t, owner);
    const etag = (await guest(firstPage)).headers.etag as string;
    const mine = await callAs(t, 'GET', firstPage, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    const revalidated = await t.app.inject({
      method: 'GET',
      url: firstPage,
      headers: { ...owner.auth, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(pageOf(revalidated.body).items.find((card) => card.UUID === id)?.canEdit).toBe(true);
    expect(pageOf((await guest(firstPage)).body).items.find((card) => card.UUID === id)?.canEdit).toBe(false);
  });
});

describe('FEED_CACHE_PAGES=0', () => {
  it('reads every guest page from the database, with the same answer', async () => {
    const uncached = await buildTestApp({ env: { FEED_CACHE_PAGES: '0' } });
    try {
      const someone = await createUser(uncached);
      await createSession(uncached, someone);
      const read = () => uncached.app.inject({ method: 'GET', url: firstPage });
      const first = await read();
      later();
      const second = await read();
      expect(pageOf(second.body).window.end).not.toBe(pageOf(first.body).window.end);
      expect(pageOf(second.body).items).toEqual(pageOf(first.body).items);
      expect(second.headers.etag).toBe(first.headers.etag);
    } finally {
      await uncached.close();
    }
  });
});
