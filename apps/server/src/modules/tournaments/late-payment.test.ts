import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  localPaySessions,
  mailOutbox,
  tournamentMembers,
  tournaments,
  transactions,
} from '../../db/schema';
import { createMailer } from '../../platform/mail/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import {
  capturedLocalPayments,
  deliverEvent,
  paymentsDepsFor,
  type CapturedPayments,
} from '../../test/payment-factories';
import {
  loadTournamentCatalogue,
  placeUser,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';
import { createPayments, type Payments, type PaymentsDeps } from '../payments';
import { closeEntries, refundReleasedEntries } from './jobs';
import { tournamentEntryFulfilment } from './join';

const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TestApp;
let payments: CapturedPayments;
let deps: PaymentsDeps;
let module: Payments;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ payments: (db) => payments.setup(db) });
  // The payments module as the app wires it, with the real tournament entry fulfilment; the
  // reconciliation reads every open checkout at once (PAYMENTS_RECONCILE_AFTER_SECONDS=0).
  deps = {
    ...paymentsDepsFor(t, payments.driver!, {
      tournament_entry: tournamentEntryFulfilment({
        mailer: createMailer({
          driver: 'outbox',
          logger: log,
          publicUrl: t.config.publicUrl,
          logMessageText: false,
        }),
        now: () => new Date(),
      }),
    }),
    reconcileAfterMs: 0,
  };
  module = createPayments(deps);
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

async function angler(): Promise<TestUser> {
  const user = await createUser(t);
  await placeUser(t, user, catalogue.regionA.localityId);
  return user;
}

const publishPaid = (name: string) =>
  publishTournament(t, organiser, tournamentInput(catalogue, { tournamentName: name, entranceFee: 40 }));

/** The angler asks to join the paid tournament: answers their open checkout. */
async function openCheckout(tournamentId: string, user: TestUser) {
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/join`,
    headers: user.auth,
    payload: { acceptedTerms: true },
  });
  expect(joined.json().result.outcome, joined.body).toBe('checkout');
  const [checkout] = await t.database.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.subjectId, tournamentId),
        eq(checkouts.userId, await userIdOf(t, user)),
        eq(checkouts.status, 'open'),
      ),
    );
  return checkout!;
}

const membersOf = (tournamentId: string) =>
  t.database.db.select().from(tournamentMembers).where(eq(tournamentMembers.tournamentId, tournamentId));

const ledgerOf = (checkoutId: string) =>
  t.database.db.select().from(transactions).where(eq(transactions.checkoutId, checkoutId));

const mailTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** The refund mails a payer got (registration mailed them an address check as well). */
const refundMailsTo = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.subject === 'Your payment has been refunded');

const sessionOf = async (sessionId: string) =>
  (await t.database.db.select().from(localPaySessions).where(eq(localPaySessions.id, sessionId)))[0]!;

/** Each way a tournament stops taking entrants, applied to its row as the clock or the organiser would. */
const notJoinable: [string, (id: string) => Promise<unknown>, RegExp][] = [
  [
    'started without late joining',
    (id) =>
      t.database.db
        .update(tournaments)
        .set({ startAt: new Date(Date.now() - MINUTE), allowLateJoin: false })
        .where(eq(tournaments.id, id)),
    /no longer taking entrants/,
  ],
  [
    'ended',
    (id) =>
      t.database.db
        .update(tournaments)
        .set({ startAt: new Date(Date.now() - 2 * DAY), endAt: new Date(Date.now() - MINUTE) })
        .where(eq(tournaments.id, id)),
    /no longer taking entrants/,
  ],
  [
    'finished',
    (id) => t.database.db.update(tournaments).set({ status: 'Finished' }).where(eq(tournaments.id, id)),
    /no longer taking entrants/,
  ],
  [
    'cancelled',
    (id) => t.database.db.update(tournaments).set({ status: 'Canceled' }).where(eq(tournaments.id, id)),
    /was cancelled/,
  ],
  [
    'deleted',
    (id) => t.database.db.update(tournaments).set({ status: 'Deleted' }).where(eq(tournaments.id, id)),
    /was deleted/,
  ],
];

describe('a payment that arrives after the tournament stopped taking entrants (issue 32)', () => {
  it.each(notJoinable)(
    '%s: no member, one refund and one e-mail, though the webhook (twice) and the reconciliation settle it at once',
    async (state, makeNotJoinable, reason) => {
      const id = await publishPaid(`Late ${state}`);
      const payer = await angler();
      const checkout = await openCheckout(id, payer);
      expect((await payments.driver!.pay(checkout.providerSessionId, 'card')).kind).toBe('paid');
      await makeNotJoinable(id);
      const event = payments.events.at(-1)!;

      const [first, second] = await Promise.all([
        deliverEvent(t, event),
        deliverEvent(t, event),
        module.reconcile(),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      // A later sweep and one more delivery change nothing.
      expect(await refundReleasedEntries({ db: t.database.db, log, payments: module })).toBe(0);
      expect((await deliverEvent(t, event)).statusCode).toBe(200);

      expect(await membersOf(id)).toHaveLength(0);
      const ledger = await ledgerOf(checkout.id);
      expect(ledger.map((line) => [line.type, line.amountCents]).sort()).toEqual([
        ['Credit', 4000],
        ['Debit', 4000],
      ]);
      const mails = await refundMailsTo(payer.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(reason);
      // The organiser hears of no new entry.
      expect((await mailTo(organiser.email)).filter((mail) => /New entry/.test(mail.subject))).toEqual([]);

      const returned = await t.app.inject({
        url: `/api/payments/checkouts/${checkout.id}`,
        headers: payer.auth,
      });
      expect(returned.json().result).toMatchObject({ outcome: 'refunded', testMoney: true });
    },
  );

  it('a refund the payment platform refuses at settlement is owed, and the sweep gives it back once', async () => {
    const id = await publishPaid('Late refund fails');
    const payer = await angler();
    const checkout = await openCheckout(id, payer);
    expect((await payments.driver!.pay(checkout.providerSessionId, 'wallet')).kind).toBe('paid');
    await t.database.db.update(tournaments).set({ status: 'Canceled' }).where(eq(tournaments.id, id));

    const refund = deps.driver.refund;
    deps.driver.refund = async () => {
      throw new Error('the payment platform is down');
    };
    try {
      expect(await module.reconcile()).toMatchObject({ complete: 1 });
    } finally {
      deps.driver.refund = refund;
    }
    expect((await ledgerOf(checkout.id)).map((line) => line.type)).toEqual(['Credit']);
    const [owed] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(owed!.refusedAt).not.toBeNull();

    const sweep = { db: t.database.db, log, payments: module };
    const [once, twice] = await Promise.all([refundReleasedEntries(sweep), refundReleasedEntries(sweep)]);
    expect(once + twice).toBeGreaterThanOrEqual(1);
    expect(await refundReleasedEntries(sweep)).toBe(0);
    expect(
      (await ledgerOf(checkout.id)).filter((line) => line.type === 'Debit').map((line) => line.amountCents),
    ).toEqual([4000]);
    expect(await refundMailsTo(payer.email)).toHaveLength(1);
    expect(await membersOf(id)).toHaveLength(0);
  });

  it('a payment that arrives while the tournament still takes entrants makes the member, as before', async () => {
    const id = await publishPaid('On time');
    const payer = await angler();
    const checkout = await openCheckout(id, payer);
    expect((await payments.driver!.pay(checkout.providerSessionId, 'card')).kind).toBe('paid');
    await Promise.all([deliverEvent(t, payments.events.at(-1)!), module.reconcile()]);
    expect(await membersOf(id)).toHaveLength(1);
    expect((await ledgerOf(checkout.id)).map((line) => line.type)).toEqual(['Credit']);
    expect(await refundMailsTo(payer.email)).toHaveLength(0);
  });
});

describe('open checkouts of a tournament that stops taking entrants expire (issue 32)', () => {
  it.each(['Canceled', 'Deleted'])(
    'when the organiser sets it %s: the checkout page can no longer be paid',
    async (statusName) => {
      const id = await publishPaid(`${statusName} closes checkouts`);
      const checkout = await openCheckout(id, await angler());
      const cancelled = await t.app.inject({
        method: 'PUT',
        url: `/api/tournaments/${id}`,
        headers: organiser.auth,
        payload: { statusName, activitySourceName: 'Website' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
      expect(row!.status).toBe('expired');
      expect((await sessionOf(checkout.providerSessionId)).status).toBe('expired');
      expect((await payments.driver!.pay(checkout.providerSessionId, 'card')).kind).toBe('not-open');
    },
  );

  it('when it starts without late joining or finishes: the sweep expires their checkouts and leaves the others open', async () => {
    const starting = await publishPaid('Starts without late join');
    const lateAllowed = await publishPaid('Starts with late join');
    const finishing = await publishPaid('Finishes');
    const payer = await angler();
    const closing = await openCheckout(starting, payer);
    const staying = await openCheckout(lateAllowed, payer);
    const finished = await openCheckout(finishing, payer);
    await t.database.db.update(tournaments).set({ status: 'Finished' }).where(eq(tournaments.id, finishing));
    await t.database.db
      .update(tournaments)
      .set({ startAt: new Date(Date.now() - MINUTE), allowLateJoin: false })
      .where(eq(tournaments.id, starting));
    await t.database.db
      .update(tournaments)
      .set({ startAt: new Date(Date.now() - MINUTE), allowLateJoin: true })
      .where(eq(tournaments.id, lateAllowed));

    const tournamentsDeps = { db: t.database.db, payments: module, now: () => new Date() };
    expect(await closeEntries(tournamentsDeps)).toBeGreaterThanOrEqual(2);
    expect(await closeEntries(tournamentsDeps)).toBe(0);
    const states = await t.database.db
      .select({ id: checkouts.id, status: checkouts.status })
      .from(checkouts)
      .where(sql`${checkouts.id} in (${closing.id}, ${staying.id}, ${finished.id})`);
    expect(Object.fromEntries(states.map((row) => [row.id, row.status]))).toEqual({
      [closing.id]: 'expired',
      [staying.id]: 'open',
      [finished.id]: 'expired',
    });
    expect((await sessionOf(closing.providerSessionId)).status).toBe('expired');
  });
});
