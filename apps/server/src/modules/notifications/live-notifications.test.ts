import type { LiveNotificationDto, UnreadCountDto } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema';
import { userChannel } from '../../platform/events/live-events';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { listenOnLoopback, openEventStream } from '../../test/event-stream-reader';
import type { TestUser } from '../../test/factories';
import { insertCatches, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import { callAs } from '../../test/profile-factories';
import { loadTournamentCatalogue, userIdOf } from '../../test/tournament-factories';

/** Issue 35 point 4: a signed-in tab's live stream of its notifications and unread count. */

let t: TestApp;
let origin: string;
let judge: TestUser;
let angler: TestUser;
let other: TestUser;
let tournamentId: string;
let catchIds: string[];

const refuse = (catchId: string) =>
  callAs(t, 'PUT', `/api/judging/tournaments/${tournamentId}/catches/${catchId}/decision`, judge, {
    version: 0,
    released: false,
    refusalReason: 'No leader touch on the video',
  });
const eventsOf = (user: TestUser, headers: Record<string, string> = {}) =>
  openEventStream(`${origin}/api/events`, { ...(user.auth as Record<string, string>), ...headers });

beforeAll(async () => {
  t = await buildTestApp();
  origin = await listenOnLoopback(t.app);
  const catalogue = await loadTournamentCatalogue(t);
  const cast = await judgingCast(t, 2);
  judge = cast.judge;
  [angler, other] = cast.members as [TestUser, TestUser];
  tournamentId = await tournamentToJudge(t, cast.organiser, [judge], cast.members, catalogue);
  catchIds = await insertCatches(t, {
    tournamentId,
    owner: angler,
    speciesId: catalogue.speciesIds[0],
    count: 3,
  });
});

afterAll(async () => t?.close());

describe('a signed-in tab’s live stream', () => {
  it('answers a guest with the 401 envelope', async () => {
    const response = await fetch(`${origin}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401 });
  });

  it('carries my new notification and unread count, and nobody else’s', async () => {
    const mine = await eventsOf(angler);
    const theirs = await eventsOf(other);
    expect(mine.status).toBe(200);
    const start = await mine.next();
    expect(start).toMatchObject({ event: 'refresh', data: { unreadCount: 0 } });
    const otherStart = await theirs.next();

    expect((await refuse(catchIds[0]!)).statusCode).toBe(200);
    const told = await mine.next();
    expect(told.event).toBe('notification');
    const data = told.data as LiveNotificationDto;
    expect(data.unreadCount).toBe(1);
    expect(data.notification).toMatchObject({ kind: 'catchDecided' });

    // Reading it in another tab brings every tab's count down.
    const read = await callAs(t, 'POST', `/api/notifications/${data.notification.id}/read`, angler);
    expect(read.statusCode, read.body).toBe(200);
    expect(await mine.next()).toMatchObject({ event: 'unread', data: { unreadCount: 0 } });
    mine.close();

    // Nothing was published on the other angler's channel, so their stream has nothing to hear.
    theirs.close();
    expect(otherStart.data as UnreadCountDto).toEqual({ unreadCount: 0 });
    const otherUserId = await userIdOf(t, other);
    const published = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.channel, userChannel(otherUserId)));
    expect(published).toEqual([]);
  });

  it('replays the notification a closed tab missed', async () => {
    const tab = await eventsOf(angler);
    const seen = await tab.next();
    tab.close();
    expect((await refuse(catchIds[1]!)).statusCode).toBe(200);
    const back = await eventsOf(angler, { 'last-event-id': seen.id! });
    const missed = await back.next();
    expect(missed.event).toBe('notification');
    expect((missed.data as LiveNotificationDto).unreadCount).toBe(1);
    back.close();
  });
});
