import { encodeUuid, messages } from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, mailOutbox, tournaments, transactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { answerJudging } from '../../test/judging-factories';
import {
  capturedLocalPayments,
  deliverEvent,
  paymentsDepsFor,
  type CapturedPayments,
} from '../../test/payment-factories';
import { createPayments } from '../payments';
import {
  loadTournamentCatalogue,
  placeUser,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';
import type { TournamentsDeps } from './deps';
import { refundReleasedEntries } from './jobs';

let t: TestApp;
let payments: CapturedPayments;
let catalogue: TournamentCatalogue;
let organiser: TestUser;

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ payments: (db) => payments.setup(db) });
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

/** What the refund sweep needs, as the app builds it, on the test's database and payment driver. */
function tournamentsDepsOf(app: TestApp): Pick<TournamentsDeps, 'db' | 'log' | 'payments'> {
  const paymentsDeps = paymentsDepsFor(app, payments.driver!, {});
  return { db: app.database.db, log: paymentsDeps.log, payments: createPayments(paymentsDeps) };
}

/** A new angler living at `localityId` (none: no saved locality). */
async function anglerAt(localityId: string | null): Promise<TestUser> {
  const angler = await createUser(t);
  await placeUser(t, angler, localityId);
  return angler;
}

const join = (id: string, user: TestUser | null, payload: object = { acceptedTerms: true }) =>
  t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/join`, headers: user?.auth ?? {}, payload });

const setStatus = (id: string, user: TestUser | null, statusName: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tournaments/${id}`,
    headers: user?.auth ?? {},
    payload: { statusName, activitySourceName: 'Website' },
  });

const detailFor = async (id: string, user: TestUser) =>
  (await t.app.inject({ url: `/api/tournaments/${id}`, headers: user.auth })).json().result;

const mailTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** The angler pays the checkout their join started, and the platform's signed event arrives. */
async function payEntry(id: string, angler: TestUser): Promise<string> {
  const [checkout] = await t.database.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.subjectId, id), eq(checkouts.userId, await userIdOf(t, angler))));
  expect((await payments.driver!.pay(checkout!.providerSessionId, 'card')).kind).toBe('paid');
  const delivered = await deliverEvent(t, payments.events.at(-1)!);
  expect(delivered.statusCode).toBe(200);
  return checkout!.id;
}

describe('POST /api/tournaments/:id/join', () => {
  it('joins a free tournament at once and e-mails the organiser; twice is refused', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Free Open' }),
    );
    const angler = await anglerAt(catalogue.regionA.localityId);
    expect((await join(id, null)).statusCode).toBe(401);

    const joined = await join(id, angler);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().result).toEqual({ outcome: 'joined', checkoutUrl: null });
    expect(await detailFor(id, angler)).toMatchObject({ userIsJoined: true, memberCount: 1 });
    expect((await mailTo(organiser.email)).some((mail) => mail.subject === 'New entry in Free Open')).toBe(
      true,
    );

    const again = await join(id, angler);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.tournamentAlreadyJoined);
  });

  it('two joins at once make one member', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue));
    const angler = await anglerAt(catalogue.regionA.localityId);
    const statuses = (await Promise.all([join(id, angler), join(id, angler)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await detailFor(id, angler)).toMatchObject({ memberCount: 1 });
  });

  it('needs the terms accepted', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue));
    const response = await join(id, await anglerAt(catalogue.regionA.localityId), {});
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toContain('acceptedTerms');
  });

  it('refuses an angler from another locality, or with none saved, with the spec message', async () => {
    const regional = await publishTournament(t, organiser, tournamentInput(catalogue));
    const local = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, {
        regionType: 'Local',
        regionNames: [],
        localityUUIDs: [catalogue.regionB.localityId],
      }),
    );
    for (const [id, user] of [
      [regional, await anglerAt(catalogue.regionB.localityId)],
      [regional, await anglerAt(null)],
      [local, await anglerAt(catalogue.regionA.localityId)],
    ] as const) {
      const refused = await join(id, user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.tournamentNotInLocality);
    }
    expect((await join(local, await anglerAt(catalogue.regionB.localityId))).statusCode).toBe(200);
  });

  it('opens a global tournament to everyone, even without a saved locality', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, {
        regionType: 'Global',
        regionNames: [],
        officialTournamentTimeZone: 'UTC',
      }),
    );
    expect((await join(id, await anglerAt(null))).statusCode).toBe(200);
  });

  it('refuses a tournament that is not Active, or has ended', async () => {
    const finished = await publishTournament(t, organiser, tournamentInput(catalogue));
    await t.database.db.update(tournaments).set({ status: 'Finished' }).where(eq(tournaments.id, finished));
    const ended = await publishTournament(t, organiser, tournamentInput(catalogue));
    await t.database.db
      .update(tournaments)
      .set({ startAt: new Date(Date.now() - 7_200_000), endAt: new Date(Date.now() - 3_600_000) })
      .where(eq(tournaments.id, ended));
    for (const id of [finished, ended]) {
      const refused = await join(id, await anglerAt(catalogue.regionA.localityId));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.tournamentNotJoinable);
    }
  });

  it('lets late joiners in only when the organiser allowed it', async () => {
    const started = { startAt: new Date(Date.now() - 3_600_000) };
    const strict = await publishTournament(t, organiser, tournamentInput(catalogue, { allowLateJoin: 0 }));
    const open = await publishTournament(t, organiser, tournamentInput(catalogue, { allowLateJoin: 1 }));
    await t.database.db.update(tournaments).set(started).where(eq(tournaments.id, strict));
    await t.database.db.update(tournaments).set(started).where(eq(tournaments.id, open));
    const refused = await join(strict, await anglerAt(catalogue.regionA.localityId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.tournamentNoLateJoin);
    expect((await join(open, await anglerAt(catalogue.regionA.localityId))).statusCode).toBe(200);
  });

  it('joins a paid tournament only by the verified payment, once', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Paid Open', entranceFee: 40 }),
    );
    const angler = await anglerAt(catalogue.regionA.localityId);
    const started = await join(id, angler);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().result.outcome).toBe('checkout');
    expect(started.json().result.checkoutUrl).toMatch(/^http/);
    // Asking to join is not paying: still not a member.
    expect(await detailFor(id, angler)).toMatchObject({ userIsJoined: false, memberCount: 0 });
    // The checkout leads back to the tournament's page, whose address holds the encoded id (spec §2).
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.subjectId, id));
    expect(checkout!.returnPath).toBe(`/tournament/${encodeUuid(id)}`);

    await payEntry(id, angler);
    expect(await detailFor(id, angler)).toMatchObject({ userIsJoined: true, memberCount: 1 });
    expect(
      (await mailTo(organiser.email)).filter((mail) => mail.subject === 'New entry in Paid Open'),
    ).toHaveLength(1);
    // The same event again joins nobody twice and mails nobody twice.
    expect((await deliverEvent(t, payments.events.at(-1)!)).statusCode).toBe(200);
    expect(
      (await mailTo(organiser.email)).filter((mail) => mail.subject === 'New entry in Paid Open'),
    ).toHaveLength(1);
    expect((await join(id, angler)).statusCode).toBe(409);
  });
});

describe('GET /api/tournaments/:id/members', () => {
  it('shows the members in joining order to the organiser, judges and members, keyset paged', async () => {
    const judge = await createUser(t);
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { judgesEmails: [{ judgeEmail: judge.email }] }),
    );
    await answerJudging(t, judge, id, true);
    const anglers = [];
    for (let n = 0; n < 3; n += 1) {
      const angler = await anglerAt(catalogue.regionA.localityId);
      expect((await join(id, angler)).statusCode).toBe(200);
      anglers.push(angler);
    }
    const members = (user: TestUser | null, query = '') =>
      t.app.inject({ url: `/api/tournaments/${id}/members${query}`, headers: user?.auth ?? {} });
    expect((await members(null)).statusCode).toBe(401);
    expect((await members(await createUser(t))).statusCode).toBe(403);

    const first = await members(organiser, '?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.items).toHaveLength(2);
    const rest = await members(judge, `?limit=2&cursor=${first.json().result.nextCursor}`);
    expect(rest.json().result.items).toHaveLength(1);
    expect(rest.json().result.nextCursor).toBeNull();
    const asMember = await members(anglers[0]!);
    expect(asMember.json().result.items).toHaveLength(3);
    expect(asMember.json().result.items[0]).toEqual({
      name: 'Test',
      lastname: 'Angler',
      joinedAt: expect.any(String),
    });
  });
});

describe('PUT /api/tournaments/:id (organiser actions)', () => {
  it('lets only the organiser finish, cancel or delete', async () => {
    const judge = await createUser(t);
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { judgesEmails: [{ judgeEmail: judge.email }] }),
    );
    await answerJudging(t, judge, id, true);
    expect((await setStatus(id, null, 'Finished')).statusCode).toBe(401);
    const stranger = await createUser(t, { roleName: 'Captain' });
    for (const statusName of ['Finished', 'Canceled', 'Deleted']) {
      expect((await setStatus(id, stranger, statusName)).statusCode).toBe(403);
    }
    expect((await setStatus(id, organiser, 'Active')).statusCode).toBe(400);

    // Finished means official results: before its start there is nothing to judge yet.
    const early = await setStatus(id, organiser, 'Finished');
    expect(early.statusCode, early.body).toBe(409);
    expect((await detailFor(id, organiser)).tournamentStatus).toBe('Active');

    // Past its upload deadline, with no catch waiting, the organiser's Finish makes the results official.
    const hour = 3_600_000;
    await t.database.db
      .update(tournaments)
      .set({
        startAt: new Date(Date.now() - 5 * hour),
        endAt: new Date(Date.now() - 3 * hour),
        uploadDeadlineAt: new Date(Date.now() - hour),
      })
      .where(eq(tournaments.id, id));
    const finished = await setStatus(id, organiser, 'Finished');
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().result).toMatchObject({ tournamentStatus: 'Finished', displayStatus: 'Finished' });
    expect((await t.app.inject({ url: `/api/results/${id}` })).statusCode).toBe(200);
    expect((await setStatus(id, organiser, 'Finished')).statusCode).toBe(200);
    const cancelLate = await setStatus(id, organiser, 'Canceled');
    expect(cancelLate.statusCode).toBe(409);
    expect(cancelLate.json().message).toBe(messages.tournamentNotActive);
  });

  it('deletes: gone from the detail and the feed, paid entries refunded, again changes nothing', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { entranceFee: 10 }));
    const payer = await anglerAt(catalogue.regionA.localityId);
    await join(id, payer);
    const checkoutId = await payEntry(id, payer);
    const deleted = await setStatus(id, organiser, 'Deleted');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().result).toBeNull();
    expect((await t.app.inject({ url: `/api/tournaments/${id}` })).statusCode).toBe(404);
    const feed = await t.app.inject({ url: '/api/tournaments?limit=50' });
    expect(feed.json().result.items.map((item: { UUID: string }) => item.UUID)).not.toContain(id);

    // The organiser may delete again (to finish interrupted refunds); nobody else sees it any more.
    expect((await setStatus(id, organiser, 'Deleted')).statusCode).toBe(200);
    expect((await setStatus(id, organiser, 'Canceled')).statusCode).toBe(404);
    expect((await setStatus(id, await createUser(t), 'Deleted')).statusCode).toBe(404);
    const refunds = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.checkoutId, checkoutId), eq(transactions.type, 'Debit')));
    expect(refunds).toHaveLength(1);
  });

  it('cancelling a paid tournament refunds every paid entry once and tells the entrants', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Doomed Cup', entranceFee: 25 }),
    );
    const payer = await anglerAt(catalogue.regionA.localityId);
    await join(id, payer);
    const checkoutId = await payEntry(id, payer);

    const cancelled = await setStatus(id, organiser, 'Canceled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result.tournamentStatus).toBe('Canceled');
    const refunds = () =>
      t.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.checkoutId, checkoutId), eq(transactions.type, 'Debit')));
    expect(await refunds()).toMatchObject([{ amountCents: 2_500, status: 'Complete' }]);
    const subjects = (await mailTo(payer.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Doomed Cup was cancelled');
    expect(subjects).toContain('Your payment has been refunded');

    // Asking again refunds nothing more and mails nobody again.
    expect((await setStatus(id, organiser, 'Canceled')).statusCode).toBe(200);
    expect(await refunds()).toHaveLength(1);
    expect((await mailTo(payer.email)).length).toBe(subjects.length);
    const refused = await join(id, await anglerAt(catalogue.regionA.localityId));
    expect(refused.statusCode).toBe(409);
  });

  it('refunds once a payment made while the organiser cancels, and makes no member (issue 32)', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Late Payer Cup', entranceFee: 30 }),
    );
    const payer = await anglerAt(catalogue.regionA.localityId);
    expect((await join(id, payer)).json().result.outcome).toBe('checkout');
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.subjectId, id), eq(checkouts.userId, await userIdOf(t, payer))));
    // The payer pays on the checkout page; its event is still on the way when the organiser cancels.
    expect((await payments.driver!.pay(checkout!.providerSessionId, 'card')).kind).toBe('paid');
    const paidEvent = payments.events.at(-1)!;
    expect((await setStatus(id, organiser, 'Canceled')).statusCode).toBe(200);
    const refundsOf = () =>
      t.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.checkoutId, checkout!.id), eq(transactions.type, 'Debit')));
    expect(await refundsOf()).toMatchObject([{ amountCents: 3_000 }]);
    expect((await deliverEvent(t, paidEvent)).statusCode).toBe(200);
    expect(
      (await mailTo(organiser.email)).some((mail) => mail.subject === 'New entry in Late Payer Cup'),
    ).toBe(false);
    expect((await join(id, payer)).statusCode).toBe(409);

    await refundReleasedEntries(tournamentsDepsOf(t));
    expect(await refundsOf()).toHaveLength(1);
  });
});
