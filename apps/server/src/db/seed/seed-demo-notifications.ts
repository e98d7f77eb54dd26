import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { notificationsDemoWrites as notificationWrites } from '../../modules/notifications';
import type { Db } from '../database';
import * as t from '../schema';
import { DEMO_JUDGING_TOURNAMENT_ID } from './seed-demo-judging';

const DEMO = (who: string) => `${who}@demo.tightlines.app`;

/**
 * A few notifications for the demo world (issue 35 point 3), written by the one `notify` as the
 * events would: the organiser hears of the derby's two entrants (one already read), the judge of
 * being named its judge (read), the angler of the captain's comment on a session of theirs
 * (unread). Their event keys are fixed, so seeding again writes nothing more; after the derby and
 * the sessions (seedDemoJudging, seedDemoSessions).
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const people = await db
    .select({ id: t.users.id, email: t.users.email, name: t.users.name })
    .from(t.users)
    .where(
      and(
        inArray(t.users.email, ['organiser', 'judge', 'angler', 'captain'].map(DEMO)),
        isNull(t.users.deletedAt),
      ),
    );
  const idOf = (who: string) => people.find((person) => person.email === DEMO(who))?.id;
  const [organiser, judge, angler, captain] = ['organiser', 'judge', 'angler', 'captain'].map(idOf);
  const [derby] = await db
    .select({ id: t.tournaments.id, name: t.tournaments.name })
    .from(t.tournaments)
    .where(eq(t.tournaments.id, DEMO_JUDGING_TOURNAMENT_ID));
  const [session] = angler
    ? await db
        .select({ id: t.fishingSessions.id })
        .from(t.fishingSessions)
        .where(
          and(
            eq(t.fishingSessions.ownerId, angler),
            eq(t.fishingSessions.isTournamentSession, false),
            eq(t.fishingSessions.deleted, false),
          ),
        )
        .orderBy(asc(t.fishingSessions.startAt))
        .limit(1)
    : [];
  await db.transaction(async (tx) => {
    const read: { recipientId: string; id: string }[] = [];
    if (derby && organiser) {
      for (const [entrant, readAlready] of [
        [angler, true],
        [captain, false],
      ] as const) {
        if (!entrant) continue;
        const written = await notificationWrites.notify(tx, {
          recipients: [organiser],
          actorId: entrant,
          kind: 'tournamentJoined',
          eventKey: `demo:joined:${derby.id}:${entrant}`,
          subjects: { tournamentId: derby.id },
          values: { tournamentName: derby.name },
        });
        if (readAlready) read.push(...written);
      }
    }
    if (derby && judge && organiser) {
      read.push(
        ...(await notificationWrites.notify(tx, {
          recipients: [judge],
          actorId: organiser,
          kind: 'judgeNamed',
          eventKey: `demo:judge-named:${derby.id}`,
          subjects: { tournamentId: derby.id },
          values: { tournamentName: derby.name },
        })),
      );
    }
    if (session && captain && angler) {
      await notificationWrites.notify(tx, {
        recipients: [angler],
        actorId: captain,
        kind: 'sessionComment',
        eventKey: `demo:comment:${session.id}`,
        subjects: { sessionId: session.id },
        values: {},
      });
    }
    for (const { recipientId, id } of read)
      await notificationWrites.markRead(tx, recipientId, id, new Date());
  });
}
