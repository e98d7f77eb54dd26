import { eq, inArray } from 'drizzle-orm';
import { sessionsDemoWrites as sessionWrites } from '../../modules/sessions';
import { fairPlayOf } from '../../modules/tournaments';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../database';
import * as t from '../schema';
import { seedDemoCatchVideo } from './demo-videos';
import { DEMO_TOURNAMENTS } from './seed-demo-tournaments';

const HOUR = 3_600_000;

/** The current free Global demo tournament (World Release Week) and the member who fishes it. */
const TOURNAMENT_ID = DEMO_TOURNAMENTS.find(
  (demo) => demo.regionType === 'Global' && demo.status === 'Active',
)!.id;
const ANGLER = 'angler@demo.tightlines.app';
/** A fixed id: seeding again replaces the session, so its catches follow the tournament's moved dates. */
export const DEMO_TOURNAMENT_SESSION_ID = '7d1e0c52-3f4a-4b8e-9a10-0000000000a1';

/**
 * The demo tournament's catches (issue 21 points 7 and 9): one tournament session of the demo
 * angler in the current Global tournament, its catches logged through the sessions module so the
 * server computes their automatic flags as for any catch: a fair one, one logged before the start,
 * one whose video was recorded before it, and one whose video is the clip of the catch before it.
 * Each other catch has a clip of its own, so no flag shows where it means nothing.
 * Idempotent (replaced on every seeding). Answers how many catches it logged.
 */
export async function seedDemoTournamentCatches(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const [angler] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, ANGLER));
  const [tournament] = await db.select().from(t.tournaments).where(eq(t.tournaments.id, TOURNAMENT_ID));
  const fairPlay = angler ? await fairPlayOf(db, TOURNAMENT_ID, angler.id) : null;
  if (!angler || !tournament || !fairPlay) return 0;
  const fish = await db
    .select({ id: t.species.id })
    .from(t.tournamentSpecies)
    .innerJoin(t.species, eq(t.species.id, t.tournamentSpecies.speciesId))
    .where(inArray(t.tournamentSpecies.tournamentId, [TOURNAMENT_ID]));
  if (!fish.length) return 0;
  const clipOf = (name: string, hue: number) => seedDemoCatchVideo(storage, `world-release-${name}`, hue);

  // From an hour before the start (a trip that began early) to an hour before now.
  const startAt = new Date(tournament.startAt.getTime() - HOUR);
  const finishAt = new Date(Math.min(tournament.endAt.getTime(), now.getTime() - HOUR));
  const during = (fraction: number) =>
    new Date(tournament.startAt.getTime() + (finishAt.getTime() - tournament.startAt.getTime()) * fraction);
  const clip = await clipOf('early-clip', 6);
  const catches = [
    // Fair: in the hours, a video of its own.
    { logTime: during(0.2), video: await clipOf('fair', -14), recordedAt: during(0.2) },
    // Logged half an hour before the tournament started.
    {
      logTime: new Date(tournament.startAt.getTime() - HOUR / 2),
      video: await clipOf('early-log', -4),
      recordedAt: null,
    },
    // In the hours, but its video was recorded before the start.
    { logTime: during(0.5), video: clip, recordedAt: new Date(startAt.getTime() - HOUR) },
    // The same clip as the catch before: the one demo catch flagged for a video used before.
    { logTime: during(0.8), video: clip, recordedAt: during(0.8) },
  ];

  await db.transaction(async (tx) => {
    await tx.delete(t.fishingSessions).where(eq(t.fishingSessions.id, DEMO_TOURNAMENT_SESSION_ID));
    const session = await sessionWrites.insertSession(tx, {
      id: DEMO_TOURNAMENT_SESSION_ID,
      ownerId: angler.id,
      startAt,
      finishAt,
      fishingStyle: 'Offshore',
      isTournamentSession: true,
      tournamentId: TOURNAMENT_ID,
      weather: { sky: 'Clear', windKnots: 9, waterTempC: 27 },
      createdAt: finishAt,
    });
    for (const [index, demo] of catches.entries()) {
      await sessionWrites.addLog(
        tx,
        session.id,
        {
          fishUUID: fish[index % fish.length]!.id,
          type: 'Release',
          logTime: demo.logTime.toISOString(),
          latitude: 9.55 + index * 0.05,
          longitude: -85.2 - index * 0.05,
          fishLength: 180 + index * 10,
          fishWeight: null,
          sizeUnitId: 1,
          weightUnitId: 4,
          video: null,
          activitySourceName: 'Website',
        },
        {
          key: demo.video.key,
          thumbnailKey: demo.video.thumbnailKey,
          input: {
            key: demo.video.key,
            isAddedFromGallery: false,
            videoLength: demo.video.seconds,
            startRecordingTime: demo.recordedAt?.toISOString() ?? null,
          },
        },
        fairPlay,
      );
    }
  });
  return catches.length;
}
