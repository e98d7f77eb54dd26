import { FISH_LOG_TYPES, type FishLogType } from '@tightlines/domain';
import { and, between, count, eq, inArray } from 'drizzle-orm';
import { sessionsDemoWrites as sessionWrites } from '../../modules/sessions';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../database';
import * as t from '../schema';
import { DEMO_USERS } from './seed-demo-users';
import { seedDemoBoats } from './seed-demo-boats';
import { seedDemoVideos, type DemoVideo } from './demo-videos';

const DAY = 86_400_000;
const COMMENTS = [
  'Tight lines!',
  'What a release, congratulations.',
  'Which lure were you pulling?',
  'Beautiful fish and a clean release.',
  'The bite was on fire out there today.',
  'Great teamwork on the wire.',
];
const WEATHER = ['Sunny', 'Partly cloudy', 'Overcast', 'Light rain'];

/** A small deterministic generator, so every fresh demo world looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** How many visible demo sessions the last 7 days hold after every start (the guests' window, spec §6). */
export const DEMO_RECENT_SESSIONS = 32;
/** The older history a fresh demo world gets once, over the four months before the last week. */
const HISTORY_SESSIONS = 34;

type Fisher = { id: string; email: string };

interface World {
  users: Fisher[];
  fishers: Fisher[];
  boats: Map<string, string>;
  species: { id: string }[];
  localities: { id: string; latitude: number; longitude: number }[];
  videos: DemoVideo[];
}

/**
 * The demo world's fishing sessions (SEED_DEMO), from the demo anglers, mates, captains and boats,
 * with fish logs, playable generated videos, boats, weather, team members and comments. Dates are
 * relative to `now` (the server's start): a fresh world gets four months of history once, and
 * every start tops the last 7 days up to DEMO_RECENT_SESSIONS visible sessions, so a guest always
 * has a week of feed to scroll, however long ago the world was made. Sessions already there count,
 * so a restart adds only what is missing. Answers how many sessions it added.
 */
export async function seedDemoSessions(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const users = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(
      inArray(
        t.users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const fishers = users.filter((user) => /^(angler|mate|captain|boat)@/.test(user.email));
  if (fishers.length === 0) return 0;
  const owners = users.map((user) => user.id);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(t.fishingSessions)
    .where(inArray(t.fishingSessions.ownerId, owners));
  const [{ recent } = { recent: 0 }] = await db
    .select({ recent: count() })
    .from(t.fishingSessions)
    .where(
      and(
        inArray(t.fishingSessions.ownerId, owners),
        eq(t.fishingSessions.deleted, false),
        eq(t.fishingSessions.hidden, false),
        between(t.fishingSessions.startAt, new Date(now.getTime() - 7 * DAY), now),
      ),
    );

  const world: World = {
    users,
    fishers,
    boats: await seedDemoBoats(db),
    species: await db.select({ id: t.species.id }).from(t.species),
    localities: await db
      .select({ id: t.localities.id, latitude: t.localities.latitude, longitude: t.localities.longitude })
      .from(t.localities),
    videos: await seedDemoVideos(storage),
  };
  // Seeded by what is there already: a fresh world always looks the same, a top-up differs from the last.
  const next = random(20_260_301 + total);
  const starts: Date[] = [];
  const missing = Math.max(0, DEMO_RECENT_SESSIONS - recent);
  // Spread over the week from 6 hours to 6.75 days ago, so each has finished and none is about to leave.
  for (let index = 0; index < missing; index += 1) {
    const daysAgo = 0.25 + ((index + next()) * 6.5) / missing;
    starts.push(new Date(now.getTime() - daysAgo * DAY));
  }
  if (total === 0) {
    for (let index = 0; index < HISTORY_SESSIONS; index += 1) {
      starts.push(new Date(now.getTime() - (7 + next() * 113) * DAY));
    }
  }
  for (const [index, start] of starts.entries()) {
    await seedSession(db, world, next, start, now, total + index);
  }
  return starts.length;
}

/** One demo session started at `start`, its `ordinal` choosing the owner and whether it has a video. */
async function seedSession(
  db: Db,
  world: World,
  next: () => number,
  start: Date,
  now: Date,
  ordinal: number,
) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const hours = (3 + Math.floor(next() * 6)) * 3_600_000;
  // Over before `now` (the newest started 6 hours ago), and logged when it was over.
  const finish = new Date(Math.min(start.getTime() + hours, now.getTime() - 600_000));
  const owner = world.fishers[ordinal % world.fishers.length]!;
  const locality = world.localities.length ? pick(world.localities) : null;
  await db.transaction(async (tx) => {
    const session = await sessionWrites.insertSession(tx, {
      ownerId: owner.id,
      startAt: start,
      finishAt: finish,
      fishingStyle: next() < 0.6 ? 'Offshore' : 'Nearshore',
      boatId: world.boats.get(owner.id) ?? null,
      localityId: locality?.id ?? null,
      weather: {
        sky: pick(WEATHER),
        windKnots: 5 + Math.floor(next() * 15),
        waterTempC: 24 + Math.floor(next() * 6),
      },
      createdAt: finish,
    });
    const mates = world.fishers.filter((user) => user.id !== owner.id && next() < 0.4).map((user) => user.id);
    await sessionWrites.replaceTeam(tx, session.id, mates);
    const logCount = 1 + Math.floor(next() * 4);
    // Every log inside the session (spec §5: a fish time outside it is refused).
    const step = (finish.getTime() - start.getTime()) / (logCount + 1);
    for (let log = 0; log < logCount; log += 1) {
      const type: FishLogType = pick(FISH_LOG_TYPES);
      const video = ordinal % 3 === 0 && log === 0 && world.videos.length ? pick(world.videos) : null;
      await sessionWrites.addLog(
        tx,
        session.id,
        {
          fishUUID: pick(world.species).id,
          type,
          logTime: new Date(Math.round(start.getTime() + (log + 1) * step)).toISOString(),
          latitude: (locality?.latitude ?? 9.6) + (next() - 0.5) * 0.4,
          longitude: (locality?.longitude ?? -85.9) - next() * 0.5,
          fishLength: Math.round(60 + next() * 180),
          fishWeight: Math.round(5 + next() * 120),
          sizeUnitId: 1,
          weightUnitId: 4,
          video: null,
          activitySourceName: 'Website',
        },
        video
          ? {
              key: video.key,
              thumbnailKey: video.thumbnailKey,
              input: { key: video.key, isAddedFromGallery: true, videoLength: video.seconds },
            }
          : null,
      );
    }
    const comments = Math.floor(next() * 4);
    for (let comment = 0; comment < comments; comment += 1) {
      await tx.insert(t.sessionComments).values({
        sessionId: session.id,
        authorId: pick(world.users).id,
        text: pick(COMMENTS),
        // Written after the trip, never after the server's start.
        createdAt: new Date(Math.min(finish.getTime() + (comment + 1) * 600_000, now.getTime())),
      });
      await sessionWrites.bumpCounter(tx, session.id, 'numComments', 1);
    }
  });
}
