import { FISH_LOG_TYPES, type FishLogType } from '@tightlines/domain';
import { inArray } from 'drizzle-orm';
import { addLog } from '../../modules/sessions/log-service';
import * as repo from '../../modules/sessions/repo';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../database';
import * as t from '../schema';
import { DEMO_USERS } from './seed-demo-users';
import { seedDemoVideos } from './demo-videos';

const DAY = 86_400_000;
const SESSIONS = 40;
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

/**
 * The demo world's fishing sessions (SEED_DEMO): about forty sessions over the last four months
 * from the demo anglers, mates, captains and boats, a few in the last week so guests see a feed,
 * with fish logs, playable generated videos, weather, team members and comments. Runs once: it
 * does nothing when the demo users already have sessions.
 */
export async function seedDemoSessions(db: Db, storage: Storage): Promise<boolean> {
  const users = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(
      inArray(
        t.users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  if (users.length === 0) return false;
  const [existing] = await db
    .select({ id: t.fishingSessions.id })
    .from(t.fishingSessions)
    .where(
      inArray(
        t.fishingSessions.ownerId,
        users.map((user) => user.id),
      ),
    )
    .limit(1);
  if (existing) return false;

  const fishers = users.filter((user) => /^(angler|mate|captain|boat)@/.test(user.email));
  const species = await db.select({ id: t.species.id }).from(t.species);
  const localities = await db
    .select({ id: t.localities.id, latitude: t.localities.latitude, longitude: t.localities.longitude })
    .from(t.localities);
  const videos = await seedDemoVideos(storage);
  const next = random(20_260_301);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const now = Date.now();

  for (let index = 0; index < SESSIONS; index += 1) {
    // The newest six fall in the last week (what guests see); the rest spread over four months.
    const daysAgo = index < 6 ? index + 0.5 : 7 + next() * 113;
    const start = new Date(now - daysAgo * DAY);
    const finish = new Date(start.getTime() + (4 + Math.floor(next() * 5)) * 3_600_000);
    const owner = fishers[index % fishers.length]!;
    const locality = localities.length ? pick(localities) : null;
    await db.transaction(async (tx) => {
      const session = await repo.insertSession(tx, {
        ownerId: owner.id,
        startAt: start,
        finishAt: finish,
        fishingStyle: next() < 0.6 ? 'Offshore' : 'Nearshore',
        localityId: locality?.id ?? null,
        weather: {
          sky: pick(WEATHER),
          windKnots: 5 + Math.floor(next() * 15),
          waterTempC: 24 + Math.floor(next() * 6),
        },
        createdAt: finish,
      });
      const mates = fishers.filter((user) => user.id !== owner.id && next() < 0.4).map((user) => user.id);
      await repo.replaceTeam(tx, session.id, mates);
      const logCount = 1 + Math.floor(next() * 4);
      for (let log = 0; log < logCount; log += 1) {
        const type: FishLogType = pick(FISH_LOG_TYPES);
        const video = index % 3 === 0 && log === 0 && videos.length ? pick(videos) : null;
        await addLog(
          tx,
          session.id,
          {
            fishUUID: pick(species).id,
            type,
            logTime: new Date(start.getTime() + (log + 1) * 2_700_000).toISOString(),
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
          authorId: pick(users).id,
          text: pick(COMMENTS),
          createdAt: new Date(finish.getTime() + (comment + 1) * 600_000),
        });
        await repo.bumpCounter(tx, session.id, 'numComments', 1);
      }
    });
  }
  return true;
}
