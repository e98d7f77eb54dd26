import type { CatchDecisionInput, NotificationDto } from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { insertCatch, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import { capturedLocalPayments, deliverEvent, type CapturedPayments } from '../../test/payment-factories';
import { callAs } from '../../test/profile-factories';
import { createSession } from '../../test/session-factories';
import {
  loadTournamentCatalogue,
  placeUser,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

/**
 * Issue 35 point 3: each event notifies exactly the people it concerns, once, however often it is
 * told, and never the one who acted.
 */

const HOUR = 3_600_000;
let t: TestApp;
let payments: CapturedPayments;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let judge: TestUser;
let angler: TestUser;
let bystander: TestUser;
let tournamentId: string;

async function notificationsOf(user: TestUser): Promise<NotificationDto[]> {
  const response = await callAs(t, 'GET', '/api/notifications?limit=50', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.items as NotificationDto[];
}

const kindsOf = async (user: TestUser) => (await notificationsOf(user)).map((item) => item.kind).sort();

const evidence: CatchDecisionInput['evidence'] = [
  'anglerOnRod',
  'rodBentToFish',
  'fishAndSpeciesVisible',
  'leaderTouched',
  'released',
  'objectCodeVisible',
];

const decide = (catchId: string, body: object) =>
  callAs(t, 'PUT', `/api/judging/tournaments/${tournamentId}/catches/${catchId}/decision`, judge, body);

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ payments: (db) => payments.setup(db) });
  catalogue = await loadTournamentCatalogue(t);
  ({ organiser, judge } = await judgingCast(t, 0));
  angler = await createUser(t, { name: 'Ana', lastname: 'Angler' });
  bystander = await createUser(t, { name: 'Bea', lastname: 'Bystander' });
  tournamentId = await tournamentToJudge(t, organiser, [judge], [angler], catalogue);
});
afterAll(() => t?.close());

describe('tournament events', () => {
  it('tells the named judge, and the organiser of the member who joined, and nobody else', async () => {
    const [named] = await notificationsOf(judge);
    expect(named).toMatchObject({ kind: 'judgeNamed', tournamentId, actorName: 'Olga Organiser' });
    expect(await kindsOf(judge)).toEqual(['judgeNamed']);
    const joined = await notificationsOf(organiser);
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ kind: 'tournamentJoined', tournamentId, actorName: 'Ana Angler' });
    expect(await kindsOf(angler)).toEqual([]);
    expect(await kindsOf(bystander)).toEqual([]);
  });

  it("tells the angler of each decision on their catch, with a refusal's reason, once per decision", async () => {
    const start = Date.now() - 9 * HOUR;
    const caught = await insertCatch(t, {
      tournamentId,
      owner: angler,
      speciesId: catalogue.speciesIds[0],
      logTime: new Date(start),
    });
    const refusal = { version: 0, released: false, evidence: [], refusalReason: 'No leader touch' };
    expect((await decide(caught.catchId, refusal)).statusCode).toBe(200);
    // The same click again is stale: no second notification.
    expect((await decide(caught.catchId, refusal)).statusCode).toBe(409);
    const [refused] = await notificationsOf(angler);
    expect(refused).toMatchObject({
      kind: 'catchDecided',
      catchId: caught.catchId,
      sessionId: caught.sessionId,
      tournamentId,
      actorName: 'Jude Angler',
      values: { status: 'Refused', points: 0, refusalReason: 'No leader touch' },
    });
    expect(await kindsOf(angler)).toEqual(['catchDecided']);

    // Reversed: a new decision, told again.
    expect((await decide(caught.catchId, { version: 1, released: true, evidence })).statusCode).toBe(200);
    const [approved] = await notificationsOf(angler);
    expect(approved).toMatchObject({
      kind: 'catchDecided',
      values: { status: 'Approved', refusalReason: null },
    });
    expect(await kindsOf(angler)).toEqual(['catchDecided', 'catchDecided']);
    expect(await kindsOf(judge)).toEqual(['judgeNamed']);
    expect(await kindsOf(organiser)).toEqual(['tournamentJoined']);
  });

  it('tells every member of the official results, once however often finished', async () => {
    const finish = () => callAs(t, 'POST', `/api/judging/tournaments/${tournamentId}/finish`, judge);
    const finished = await finish();
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await finish()).statusCode).toBe(200);
    const results = (await notificationsOf(angler)).filter((item) => item.kind === 'resultsOfficial');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ tournamentId, values: { tournamentName: expect.any(String) } });
    expect(await kindsOf(judge)).toEqual(['judgeNamed']);
    expect(await kindsOf(bystander)).toEqual([]);
  });
});

describe('comments', () => {
  it("tells a session's owner of a comment by someone else, not of their own", async () => {
    const sessionId = await createSession(t, bystander);
    const comment = (user: TestUser) =>
      callAs(t, 'POST', '/api/comments', user, {
        objectUUID: sessionId,
        commentText: 'Tight lines',
        activitySourceName: 'Website',
      });
    expect((await comment(angler)).statusCode).toBe(200);
    expect((await comment(bystander)).statusCode).toBe(200);
    const told = await notificationsOf(bystander);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'sessionComment', sessionId, actorName: 'Ana Angler' });
    expect((await notificationsOf(angler)).some((item) => item.kind === 'sessionComment')).toBe(false);
  });
});

describe('paid entries', () => {
  it('tells the organiser of a paid entry once, however often the payment event comes', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { entranceFee: 25 }));
    const payer = await createUser(t, { name: 'Pat', lastname: 'Payer' });
    await placeUser(t, payer, catalogue.regionA.localityId);
    const joined = await callAs(t, 'POST', `/api/tournaments/${id}/join`, payer, { acceptedTerms: true });
    expect(joined.statusCode, joined.body).toBe(200);
    const entries = async () =>
      (await notificationsOf(organiser)).filter(
        (item) => item.kind === 'tournamentJoined' && item.tournamentId === id,
      );
    expect(await entries()).toHaveLength(0);
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.subjectId, id), eq(checkouts.userId, await userIdOf(t, payer))));
    expect((await payments.driver!.pay(checkout!.providerSessionId, 'card')).kind).toBe('paid');
    const event = payments.events.at(-1)!;
    expect((await deliverEvent(t, event)).statusCode).toBe(200);
    expect((await deliverEvent(t, event)).statusCode).toBe(200);
    expect(await entries()).toMatchObject([{ actorName: 'Pat Payer' }]);

    // Cancelled: the payer hears of it and of the refund, once each however often it is asked.
    const cancel = () =>
      callAs(t, 'PUT', `/api/tournaments/${id}`, organiser, {
        statusName: 'Canceled',
        activitySourceName: 'Website',
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    const told = await notificationsOf(payer);
    expect(told.map((item) => item.kind).sort()).toEqual(['paymentRefunded', 'tournamentCancelled']);
    expect(told.find((item) => item.kind === 'tournamentCancelled')).toMatchObject({
      tournamentId: id,
      values: { status: 'Canceled', paid: true },
    });
    expect(told.find((item) => item.kind === 'paymentRefunded')).toMatchObject({
      values: { amountCents: 2_500, currency: expect.any(String) },
      paymentId: expect.any(String),
    });
    expect((await notificationsOf(organiser)).filter((item) => item.tournamentId === id)).toHaveLength(1);
  });
});
