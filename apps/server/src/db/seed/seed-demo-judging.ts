import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sessionsDemoWrites as sessionWrites } from '../../modules/sessions';
import { fairPlayOf } from '../../modules/tournaments';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../database';
import * as t from '../schema';
import { seedDemoBoats } from './seed-demo-boats';
import { nameDemoJudge } from './demo-judge';
import { seedDemoCatchVideo, type DemoVideo } from './demo-videos';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A fixed id: seeding again finds it. */
export const DEMO_JUDGING_TOURNAMENT_ID = '7d1e0c52-3f4a-4b8e-9a10-000000000005';
const SESSION_IDS = ['7d1e0c52-3f4a-4b8e-9a10-0000000000b1', '7d1e0c52-3f4a-4b8e-9a10-0000000000b2'];
const ORGANISER = 'organiser@demo.tightlines.app';
/** Who fished it: the demo angler (no boat) and the demo captain on their boat. */
const FISHERS = ['angler@demo.tightlines.app', 'captain@demo.tightlines.app'];
const SPECIES = ['Atlantic blue marlin', 'White marlin', 'Atlantic sailfish'];

/**
 * The demo judge's tournament to judge (issue 22): "Harbour Release Derby", a free Global
 * tournament that ended yesterday (its upload deadline passed), with five catches on video by the
 * demo angler and captain, all Pending, so `npm start` shows the judge a tournament to judge and
 * finish. Seeding again moves its dates and logs its catches again until a judge has decided one:
 * from then on (judging under way, or finished with its official results) it is left as it is, so
 * a restart never takes a judge's work away. Answers how many catches it logged.
 */
export async function seedDemoJudging(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const [organiser] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, ORGANISER));
  const [rule] = await db
    .select({ id: t.ruleSets.id })
    .from(t.ruleSets)
    .orderBy(t.ruleSets.position)
    .limit(1);
  const fishers = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(and(inArray(t.users.email, FISHERS), isNull(t.users.deletedAt)));
  const fish = await db.select({ id: t.species.id }).from(t.species).where(inArray(t.species.name, SPECIES));
  if (!organiser || !rule || !fishers.length || !fish.length) return 0;
  // Official results come only after decisions, so the audit trail answers for both.
  const [judged] = await db
    .select({ seq: t.judgingAudit.seq })
    .from(t.judgingAudit)
    .where(eq(t.judgingAudit.tournamentId, DEMO_JUDGING_TOURNAMENT_ID))
    .limit(1);
  if (judged) return 0;

  const startAt = new Date(now.getTime() - 3 * DAY);
  const dates = {
    startAt,
    endAt: new Date(now.getTime() - DAY),
    uploadDeadlineAt: new Date(now.getTime() - DAY + 6 * HOUR),
  };
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: t.tournaments.id })
      .from(t.tournaments)
      .where(eq(t.tournaments.id, DEMO_JUDGING_TOURNAMENT_ID));
    if (existing) {
      await tx
        .update(t.tournaments)
        .set({ ...dates, status: 'Active' })
        .where(eq(t.tournaments.id, existing.id));
      await nameDemoJudge(tx, existing.id, now);
      return;
    }
    await tx.insert(t.tournaments).values({
      id: DEMO_JUDGING_TOURNAMENT_ID,
      organiserId: organiser.id,
      status: 'Active',
      name: 'Harbour Release Derby',
      description: 'A weekend of billfish releases on video, anywhere: waiting for the judge.',
      regionType: 'Global',
      timeZone: 'UTC',
      ...dates,
      allowLateJoin: true,
      feeCents: 0,
      prizeCents: 50_000,
      currency: 'usd',
      ruleSetId: rule.id,
      clubOption: 'All members',
    });
    await tx
      .insert(t.tournamentSpecies)
      .values(fish.map((row) => ({ tournamentId: DEMO_JUDGING_TOURNAMENT_ID, speciesId: row.id })));
    await nameDemoJudge(tx, DEMO_JUDGING_TOURNAMENT_ID, now);
    await tx
      .insert(t.tournamentMembers)
      .values(fishers.map((fisher) => ({ tournamentId: DEMO_JUDGING_TOURNAMENT_ID, userId: fisher.id })))
      .onConflictDoNothing();
  });

  const boats = await seedDemoBoats(db);
  const countOf = (index: number) => (index === 0 ? 3 : 2);
  // Each catch on a clip of its own (stored before the transaction): none is flagged for a video used before.
  const clips = new Map<string, DemoVideo>();
  for (const index of FISHERS.keys()) {
    for (let n = 0; n < countOf(index); n += 1) {
      clips.set(
        `${index}-${n}`,
        await seedDemoCatchVideo(storage, `derby-${index}-${n}`, -16 + (index * 3 + n) * 4),
      );
    }
  }
  let logged = 0;
  await db.transaction(async (tx) => {
    await tx.delete(t.fishingSessions).where(inArray(t.fishingSessions.id, SESSION_IDS));
    for (const [index, email] of FISHERS.entries()) {
      const fisher = fishers.find((row) => row.email === email);
      if (!fisher) continue;
      const sessionStart = new Date(startAt.getTime() + (index + 1) * 4 * HOUR);
      const fairPlay = await fairPlayOf(tx, DEMO_JUDGING_TOURNAMENT_ID, fisher.id);
      if (!fairPlay) continue;
      const session = await sessionWrites.insertSession(tx, {
        id: SESSION_IDS[index]!,
        ownerId: fisher.id,
        boatId: boats.get(fisher.id) ?? null,
        startAt: sessionStart,
        finishAt: new Date(sessionStart.getTime() + 8 * HOUR),
        fishingStyle: 'Offshore',
        isTournamentSession: true,
        tournamentId: DEMO_JUDGING_TOURNAMENT_ID,
        createdAt: new Date(sessionStart.getTime() + 8 * HOUR),
      });
      for (let n = 0; n < countOf(index); n += 1) {
        const logTime = new Date(sessionStart.getTime() + (n + 1) * 2 * HOUR);
        const video = clips.get(`${index}-${n}`)!;
        await sessionWrites.addLog(
          tx,
          session.id,
          {
            fishUUID: fish[(index + n) % fish.length]!.id,
            type: 'Release',
            logTime: logTime.toISOString(),
            latitude: 18.4 + n * 0.03,
            longitude: -64.6 - index * 0.04,
            fishLength: 150 + n * 20,
            fishWeight: null,
            sizeUnitId: 1,
            weightUnitId: 4,
            video: null,
            activitySourceName: 'Website',
          },
          {
            key: video.key,
            thumbnailKey: video.thumbnailKey,
            input: {
              key: video.key,
              isAddedFromGallery: false,
              videoLength: video.seconds,
              startRecordingTime: new Date(logTime.getTime() - 60_000).toISOString(),
            },
          },
          fairPlay,
        );
        logged += 1;
      }
    }
  });
  return logged;
}
