import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
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
import { createPayments } from './index';

/**
 * The organiser's money view and the hosted checkout's fee breakdown, with a 10 % platform fee:
 * every figure comes from the ledger the payments left, never from the tournament's price alone.
 */
let t: TestApp;
let payments: CapturedPayments;
let catalogue: TournamentCatalogue;
let organiser: TestUser;

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ payments: (db) => payments.setup(db), env: { PLATFORM_FEE_PERCENT: '10' } });
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

const summaryFor = (user: TestUser | null) =>
  t.app.inject({ url: '/api/payments/organiser-summary', headers: user?.auth ?? {} });

async function checkoutOf(tournamentId: string, angler: TestUser) {
  const [checkout] = await t.database.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.subjectId, tournamentId), eq(checkouts.userId, await userIdOf(t, angler))));
  return checkout!;
}

/** A new angler joins `tournamentId` and pays by card; answers the paid checkout's id. */
async function paidEntry(tournamentId: string): Promise<string> {
  const angler = await createUser(t);
  await placeUser(t, angler, catalogue.regionA.localityId);
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/join`,
    headers: angler.auth,
    payload: { acceptedTerms: true },
  });
  expect(joined.json().result.outcome, joined.body).toBe('checkout');
  const checkout = await checkoutOf(tournamentId, angler);
  expect((await payments.driver!.pay(checkout.providerSessionId, 'card')).kind).toBe('paid');
  expect((await deliverEvent(t, payments.events.at(-1)!)).statusCode).toBe(200);
  return checkout.id;
}

describe('GET /api/payments/organiser-summary', () => {
  it("sums each of the organiser's paid tournaments from the ledger: gross, platform fee, refunds, net", async () => {
    const cup = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Wahoo Cup', entranceFee: 40 }),
    );
    const quiet = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Quiet Cup', entranceFee: 15 }, 72 * 3_600_000),
    );
    await publishTournament(t, organiser, tournamentInput(catalogue, { tournamentName: 'Free Fun' }));
    const first = await paidEntry(cup);
    await paidEntry(cup);
    // An angler who only opened the checkout has paid nothing.
    const browser = await createUser(t);
    await placeUser(t, browser, catalogue.regionA.localityId);
    await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${cup}/join`,
      headers: browser.auth,
      payload: { acceptedTerms: true },
    });
    const refund = await createPayments(paymentsDepsFor(t, payments.driver!, {}, 10)).refund(
      first,
      'The angler withdrew.',
    );
    expect(refund.refundedNow).toBe(true);
    // The organiser cancels the quiet one: the summary says so rather than when it was to start.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/tournaments/${quiet}`,
          headers: organiser.auth,
          payload: { statusName: 'Canceled' },
        })
      ).statusCode,
    ).toBe(200);

    const response = await summaryFor(organiser);
    expect(response.statusCode, response.body).toBe(200);
    const { tournaments } = response.json().result;
    // Paid tournaments only, the latest start first.
    expect(tournaments.map((row: { name: string }) => row.name)).toEqual(['Quiet Cup', 'Wahoo Cup']);
    expect(tournaments[1]).toMatchObject({
      tournamentUUID: cup,
      tournamentStatus: 'Active',
      entranceFeeCents: 4_000,
      currency: 'usd',
      entries: 1,
      grossCents: 8_000,
      platformFeeCents: 800,
      refundsCents: 4_000,
      netCents: 3_200,
      // Taken by the local test checkout (issue 32): the figures say they are test money.
      testMoney: true,
    });
    expect(tournaments[0]).toMatchObject({
      tournamentUUID: quiet,
      tournamentStatus: 'Canceled',
      entries: 0,
      grossCents: 0,
      platformFeeCents: 0,
      refundsCents: 0,
      netCents: 0,
      testMoney: false,
    });
  });

  it('shows another organiser nothing of these tournaments, and a guest nothing at all', async () => {
    await publishTournament(t, organiser, tournamentInput(catalogue, { entranceFee: 20 }));
    const other = await createUser(t, { roleName: 'Captain' });
    const response = await summaryFor(other);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ tournaments: [] });
    expect((await summaryFor(null)).statusCode).toBe(401);
  });
});

describe('GET /pay/api/sessions/:id', () => {
  it('carries the fee breakdown from our own checkout record', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Breakdown Cup', entranceFee: 25 }),
    );
    const angler = await createUser(t);
    await placeUser(t, angler, catalogue.regionA.localityId);
    await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/join`,
      headers: angler.auth,
      payload: { acceptedTerms: true },
    });
    const checkout = await checkoutOf(id, angler);
    const response = await t.app.inject({ url: `/pay/api/sessions/${checkout.providerSessionId}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      amountTotalCents: 2_500,
      quantity: 1,
      order: {
        purpose: 'tournament_entry',
        unitAmountCents: 2_500,
        quantity: 1,
        amountCents: 2_500,
        platformFeeCents: 250,
        platformFeePercent: 10,
      },
    });
  });
});
