import { feedWindow } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../db/schema';
import { ok, okJson } from '../../http/envelope';
import { createConfiguredStorage } from '../../platform/storage/create-storage';
import type { Storage } from '../../platform/storage/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { callAs, PNG_BYTES, uploadPicture } from '../../test/profile-factories';
import { createSession, sessionInput, uploadVideo } from '../../test/session-factories';
import { readUrlsRollAt } from '../media/service';
import { cardFromText } from './card-query';
import { presentForGuests } from './guest-cards';
import { presentSessions } from './presenter';
import * as repo from './repo';
import { readGuestHome } from './service';

let t: TestApp;
let owner: TestUser;
let mate: TestUser;
let storage: Storage;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner' });
  mate = await createUser(t, { name: 'Mate' });
  storage = (await createConfiguredStorage(t.config, t.database.db)).storage;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** A session with a video and a team member, so its card has signed URLs and a team. */
async function sessionWithVideo(): Promise<string> {
  const input = await sessionInput(t, { teamMemberEmails: [mate.email] });
  input.logs![0]!.video = {
    key: await uploadVideo(t, owner),
    thumbnailKey: await uploadPicture(t, owner, PNG_BYTES),
    isAddedFromGallery: false,
  };
  const created = await callAs(t, 'POST', '/api/sessions', owner, input);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().result.UUID as string;
}

/** The guests' first page of cards as the database sends them. */
const firstTexts = () =>
  repo.readFeedCards(t.database.db, feedWindow([], new Date()), {
    cursor: null,
    offset: undefined,
    limit: 10,
  });

const cardOf = async (id: string) =>
  (await presentForGuests(storage, await firstTexts())).find((card) => card.id === id)!;

describe("guests' cards", () => {
  it('are what presenting the card for a guest serialises to, byte for byte', async () => {
    await sessionWithVideo();
    const texts = await firstTexts();
    const expected = await presentSessions(storage, null, texts.map(cardFromText));
    const cards = await presentForGuests(storage, texts);
    expect(cards.map((card) => card.json)).toEqual(expected.map((session) => JSON.stringify(session)));
    expect(cards.map((card) => card.id)).toEqual(expected.map((session) => session.UUID));
  });

  it('are presented once while their text and the signing window stay the same', async () => {
    const id = await createSession(t, owner);
    const first = await cardOf(id);
    expect(await cardOf(id)).toBe(first);
  });

  it('are presented again once anything they show changed, even outside the session (a renamed owner)', async () => {
    const id = await createSession(t, owner);
    const before = await cardOf(id);
    await t.database.db
      .update(schema.users)
      .set({ name: 'Renamed' })
      .where(eq(schema.users.email, owner.email));
    const after = await cardOf(id);
    expect(after).not.toBe(before);
    expect(JSON.parse(after.json).owner.name).toBe('Renamed');
  });

  it('are signed again once the read URLs roll', async () => {
    const id = await sessionWithVideo();
    const before = await cardOf(id);
    vi.spyOn(Date, 'now').mockReturnValue(readUrlsRollAt(new Date()).getTime() + 1000);
    const after = await cardOf(id);
    expect(after).not.toBe(before);
    expect(after.json).not.toBe(before.json);
  });
});

describe("the guests' feed page", () => {
  it('is the JSON of the page a reader gets, with the envelope the route sends', async () => {
    await createSession(t, owner);
    const now = new Date();
    const { json, cards } = await readGuestHome(t.database.db, storage, { limit: 2 }, now);
    const page = JSON.parse(json);
    expect(JSON.stringify(page)).toBe(json);
    expect(Object.keys(page)).toEqual(['items', 'nextCursor', 'window']);
    expect(page.items.map((item: { UUID: string }) => item.UUID)).toEqual(cards.map((card) => card.id));
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.window.start).toBe(feedWindow([], now).start!.toISOString());
    expect(okJson(json)).toBe(JSON.stringify(ok(page)));
  });

  it('shows a new comment count on a later page at once', async () => {
    const id = await createSession(t, owner);
    const card = async () => {
      const response = await callAs(t, 'GET', '/api/sessions/home?limit=5');
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json().result.items as { UUID: string; numComments: number }[];
      return items.find((item) => item.UUID === id)!;
    };
    expect((await card()).numComments).toBe(0);
    const comment = await callAs(t, 'POST', '/api/comments', mate, {
      objectUUID: id,
      commentText: 'Tight lines',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await card()).numComments).toBe(1);
  });
});
