import { messages } from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, mailOutbox, tournaments, transactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { capturedLocalPayments, deliverEvent, type CapturedPayments } from '../../test/payment-factories';
import {
  loadTournamentCatalogue,
  placeUser,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

const DAY = 86_400_000;
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

const join = (id: string, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/join`,
    headers: user.auth,
    payload: { acceptedTerms: true },
  });

const leave = (id: string, user: TestUser | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/leave`, headers: user?.auth ?? {}, payload });

const detailFor = async (id: string, user: TestUser) =>
  (await t.app.inject({ url: `/api/tournaments/${id}`, headers: user.auth })).json().result;

const mailTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

const refundsOf = (checkoutId: string) =>
  t.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.checkoutId, checkoutId), eq(transactions.type, 'Debit')));

async function angler(): Promise<TestUser> {
  const user = await createUser(t);
  await placeUser(t, user, catalogue.regionA.localityId);
  return user;
}

/** The angler joins a paid tournament and pays (the last checkout they started); answers its id. */
async function joinPaid(id: string, user: TestUser): Promise<string> {
  expect((await join(id, user)).json().result.outcome).toBe('checkout');
  const mine = await t.database.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.subjectId, id), eq(checkouts.userId, await userIdOf(t, user))));
  const checkout = mine.find((row) => row.status === 'open')!;
  expect((await payments.driver!.pay(checkout.providerSessionId, 'card')).kind).toBe('paid');
  expect((await deliverEvent(t, payments.events.at(-1)!)).statusCode).toBe(200);
  return checkout.id;
}

describe('POST /api/tournaments/:id/leave', () => {
  it('lets an entrant leave a free tournament before its start; a guest, an outsider and a second leave are refused', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue));
    const member = await angler();
    expect((await join(id, member)).statusCode).toBe(200);

    expect((await leave(id, null)).statusCode).toBe(401);
    const outsider = await leave(id, await angler());
    expect(outsider.statusCode).toBe(409);
    expect(outsider.json().message).toBe(messages.tournamentNotJoined);
    expect((await detailFor(id, member)).memberCount).toBe(1);

    const left = await leave(id, member);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().result).toEqual({ refundedCents: 0 });
    expect(await detailFor(id, member)).toMatchObject({ userIsJoined: false, memberCount: 0 });
    const again = await leave(id, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.tournamentNotJoined);
    // Leaving is not a ban: the angler may join again.
    expect((await join(id, member)).statusCode).toBe(200);
  });

  it('refuses to leave once the tournament started, or after it was cancelled', async () => {
    const started = await publishTournament(t, organiser, tournamentInput(catalogue));
    const cancelled = await publishTournament(t, organiser, tournamentInput(catalogue));
    const member = await angler();
    expect((await join(started, member)).statusCode).toBe(200);
    expect((await join(cancelled, member)).statusCode).toBe(200);
    await t.database.db
      .update(tournaments)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(tournaments.id, started));
    await t.database.db.update(tournaments).set({ status: 'Canceled' }).where(eq(tournaments.id, cancelled));
    for (const id of [started, cancelled]) {
      const refused = await leave(id, member);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.tournamentLeaveClosed);
      expect((await detailFor(id, member)).userIsJoined).toBe(true);
    }
  });

  it('refunds a paid entry once before the refund deadline, however many leaves arrive at once', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(
        catalogue,
        {
          tournamentName: 'Leavers Cup',
          entranceFee: 35,
          refundDaysBeforeStart: 1,
        },
        3 * DAY,
      ),
    );
    expect((await detailFor(id, organiser)).refundDaysBeforeStart).toBe(1);
    const member = await angler();
    const checkoutId = await joinPaid(id, member);

    const answers = await Promise.all([leave(id, member), leave(id, member), leave(id, member)]);
    const refunded = answers.filter((answer) => answer.statusCode === 200);
    expect(refunded.length).toBeGreaterThanOrEqual(1);
    for (const answer of refunded) expect(answer.json().result).toEqual({ refundedCents: 3_500 });
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.json().message).toBe(messages.tournamentNotJoined);
    }
    expect(await refundsOf(checkoutId)).toMatchObject([{ amountCents: 3_500, status: 'Complete' }]);
    const refundMails = (await mailTo(member.email)).filter(
      (mail) => mail.subject === 'Your payment has been refunded',
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain('You left the tournament "Leavers Cup"');
    expect(await detailFor(id, member)).toMatchObject({ userIsJoined: false, memberCount: 0 });

    // Joining again is a new purchase: a new checkout, not the refunded one.
    const secondCheckout = await joinPaid(id, member);
    expect(secondCheckout).not.toBe(checkoutId);
    expect(await detailFor(id, member)).toMatchObject({ userIsJoined: true, memberCount: 1 });
  });

  it('gives nothing back after the refund deadline, or when the organiser set no refund', async () => {
    const late = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { entranceFee: 20, refundDaysBeforeStart: 7 }, 2 * DAY),
    );
    const never = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { entranceFee: 20, refundDaysBeforeStart: null }, 30 * DAY),
    );
    for (const id of [late, never]) {
      const member = await angler();
      const checkoutId = await joinPaid(id, member);
      const left = await leave(id, member);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().result).toEqual({ refundedCents: 0 });
      expect(await refundsOf(checkoutId)).toHaveLength(0);
      expect((await detailFor(id, member)).userIsJoined).toBe(false);
    }
  });

  it('publishes the default refund rule when the wizard sent none, and refuses one out of range', async () => {
    const input = tournamentInput(catalogue, { entranceFee: 10 });
    delete input.refundDaysBeforeStart;
    const id = await publishTournament(t, organiser, input);
    expect((await detailFor(id, organiser)).refundDaysBeforeStart).toBe(7);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: organiser.auth,
      payload: tournamentInput(catalogue, { refundDaysBeforeStart: -1 }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toContain('refundDaysBeforeStart');
  });
});
