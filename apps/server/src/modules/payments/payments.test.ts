import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  localPayRefunds,
  localPaySessions,
  mailOutbox,
  transactions,
  users,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import {
  capturedLocalPayments,
  countingFulfilments,
  createFulfilmentsTable,
  deliverEvent,
  fulfilmentsOf,
  paymentsDepsFor,
  TEST_WEBHOOK_SECRET,
  type CapturedPayments,
} from '../../test/payment-factories';
import { signWebhookPayload } from '../../platform/payments/webhook-signature';
import { createPayments, type Checkout, type Payments, type PaymentsDeps } from './index';
import { RECONCILE_AFTER_MS } from './reconcile';

let t: TestApp;
let payments: CapturedPayments;
let deps: PaymentsDeps;
let module: Payments;
let payer: TestUser;
let payerId: string;
let productId: string;

beforeAll(async () => {
  payments = capturedLocalPayments();
  const fulfilments = countingFulfilments();
  t = await buildTestApp({
    payments: async (db) => {
      await createFulfilmentsTable(db);
      return payments.setup(db);
    },
    fulfilments,
  });
  deps = paymentsDepsFor(t, payments.driver!, fulfilments, 10);
  module = createPayments(deps);
  payer = await createUser(t);
  payerId = await userIdOf(payer);
  productId = (
    await module.createProduct({
      createdBy: payerId,
      name: 'Marlin Open entry',
      description: 'Entry for one angler',
      unitAmountCents: 15_000,
      sellerKey: 'tournament-marlin-open',
    })
  ).id;
});
afterAll(() => t?.close());

/** The reconciliation job's run with the clock at `now`. */
const reconcileAt = (now: Date) => createPayments({ ...deps, now: () => now }).reconcile();

async function userIdOf(user: TestUser): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return row!.id;
}

let subjects = 0;
/** A checkout for a fresh subject (a tournament of its own), as the tournaments module would start it. */
function checkoutFor(
  user = payer,
  userId = payerId,
  quantity = 1,
  subjectId = newSubject(),
): Promise<Checkout> {
  return module.startCheckout({
    payer: { userId, email: user.email },
    purpose: 'tournament_entry',
    subjectId,
    productId,
    quantity,
    description: 'Marlin Open: entry',
    returnPath: `/tournament/${subjectId}`,
  });
}

function newSubject(): string {
  subjects += 1;
  return `00000000-0000-4000-8000-${String(subjects).padStart(12, '0')}`;
}

/** The payer pays on the hosted page; answers the event the platform sends. */
async function pay(checkout: Checkout, method: 'card' | 'wallet' = 'card'): Promise<string> {
  const before = payments.events.length;
  expect((await payments.driver!.pay(checkout.providerSessionId, method)).kind).toBe('paid');
  expect(payments.events).toHaveLength(before + 1);
  return payments.events.at(-1)!;
}

const paymentsOf = (checkoutId: string) =>
  t.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.checkoutId, checkoutId), eq(transactions.type, 'Credit')));

const stateOf = (checkoutId: string, user = payer) =>
  t.app.inject({ url: `/api/payments/checkouts/${checkoutId}`, headers: user.auth });

describe('a paid checkout', () => {
  it('is fulfilled exactly once however often, and however concurrently, its event arrives', async () => {
    const checkout = await checkoutFor(payer, payerId, 2);
    expect(checkout).toMatchObject({ amountCents: 30_000, platformFeeCents: 3_000, status: 'open' });
    const event = await pay(checkout);

    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliverEvent(t, event)));
    for (let sequential = 0; sequential < 5; sequential += 1) concurrent.push(await deliverEvent(t, event));

    expect(concurrent.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(1);
    const recorded = await paymentsOf(checkout.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      status: 'Complete',
      amountCents: 30_000,
      email: payer.email,
      paymentMethod: 'Credit Card',
      paymentType: 'Tournament Subscription',
      activitySource: 'Website',
      // The platform that took the card payment, not "Other" (issue 31).
      merchant: 'Tightlines test checkout',
    });
    // The receipt names it too, also for a payment recorded before the platform was named.
    await t.database.db
      .update(transactions)
      .set({ merchant: 'Other' })
      .where(eq(transactions.id, recorded[0]!.id));
    const receipts = await t.app.inject({ url: '/api/transactions?limit=50', headers: payer.auth });
    expect(
      receipts.json().result.items.find((item: { id: string }) => item.id === recorded[0]!.id),
    ).toMatchObject({ paymentMethod: 'Credit Card', merchantName: 'Tightlines test checkout' });
    expect((await stateOf(checkout.id)).json().result).toMatchObject({
      outcome: 'approved',
      amountCents: 30_000,
      returnPath: `/tournament/${checkout.subjectId}`,
    });
  });

  it('records a wallet payment as such', async () => {
    const checkout = await checkoutFor();
    await deliverEvent(t, await pay(checkout, 'wallet'));
    expect((await paymentsOf(checkout.id))[0]).toMatchObject({ paymentMethod: 'Wallet', merchant: 'Wallet' });
  });

  it('is settled by the return page from the platform itself when the event is late', async () => {
    const checkout = await checkoutFor();
    await pay(checkout); // the event is never delivered
    expect((await stateOf(checkout.id)).json().result.outcome).toBe('approved');
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(1);
  });
});

describe('starting a checkout', () => {
  it('hands a retried or double-clicked request the same checkout and one session', async () => {
    const subjectId = newSubject();
    // Five at once: some find the first one's row already stored, some are still creating theirs.
    const [first, ...others] = await Promise.all(
      Array.from({ length: 5 }, () => checkoutFor(payer, payerId, 1, subjectId)),
    );
    const again = await checkoutFor(payer, payerId, 1, subjectId);
    for (const other of [...others, again]) expect(other!.id).toBe(first!.id);
    expect(first!.status).toBe('open');
    const sessions = await t.database.db
      .select()
      .from(localPaySessions)
      .where(eq(localPaySessions.id, first!.providerSessionId));
    expect(sessions).toHaveLength(1);
    // One checkout for the subject, none made and then ended by a concurrent request.
    expect(
      await t.database.db.select().from(checkouts).where(eq(checkouts.subjectId, subjectId)),
    ).toHaveLength(1);
  });

  it('never lets the payer pay twice for a checkout paid in its last minutes while its event is on the way', async () => {
    const subjectId = newSubject();
    const first = await checkoutFor(payer, payerId, 1, subjectId);
    const nearExpiry = new Date(Date.now() + 2 * 60 * 1000);
    await t.database.db.update(checkouts).set({ expiresAt: nearExpiry }).where(eq(checkouts.id, first.id));
    await pay(first); // the event is still on its way
    const again = await checkoutFor(payer, payerId, 1, subjectId);
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('complete');
    expect(await fulfilmentsOf(t.database.db, first.id)).toBe(1);
  });

  it('ends an unpaid checkout too close to its expiry before handing out a new one', async () => {
    const subjectId = newSubject();
    const first = await checkoutFor(payer, payerId, 1, subjectId);
    const nearExpiry = new Date(Date.now() + 2 * 60 * 1000);
    await t.database.db.update(checkouts).set({ expiresAt: nearExpiry }).where(eq(checkouts.id, first.id));
    const second = await checkoutFor(payer, payerId, 1, subjectId);
    expect(second.id).not.toBe(first.id);
    const [old] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, first.id));
    expect(old?.status).toBe('expired');
    expect((await payments.driver!.pay(first.providerSessionId, 'card')).kind).not.toBe('paid');
  });

  it.each([0, 51, 1.5])('refuses a quantity of %s, naming the field', async (quantity) => {
    await expect(checkoutFor(payer, payerId, quantity)).rejects.toMatchObject({
      errorCode: 'VALIDATION',
      details: { fields: ['quantity'] },
    });
  });

  it('takes the amount from our product, whatever the session is asked for', async () => {
    const checkout = await checkoutFor(payer, payerId, 3);
    const [session] = await t.database.db
      .select()
      .from(localPaySessions)
      .where(eq(localPaySessions.id, checkout.providerSessionId));
    expect(session?.amountTotalCents).toBe(45_000);
  });
});

describe('events that prove nothing', () => {
  const completedEventFor = (sessionId: string) =>
    JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });

  it.each([
    ['a wrong secret', { secret: 'whsec_attacker' }],
    ['a timestamp older than 300 s', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
  ])('are refused with %s, and change nothing', async (_case, options) => {
    const checkout = await checkoutFor();
    await pay(checkout);
    const response = await deliverEvent(t, completedEventFor(checkout.providerSessionId), options);
    expect(response.statusCode).toBe(400);
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(0);
    expect(await paymentsOf(checkout.id)).toHaveLength(0);
  });

  it('are refused with a tampered body or no signature', async () => {
    const checkout = await checkoutFor();
    const event = await pay(checkout);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(event, TEST_WEBHOOK_SECRET),
      },
      payload: event.replace('"object":"event"', '"object":"event" '),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentsOf(checkout.id)).toHaveLength(0);
  });

  it('grant nothing when signed but about an unpaid session: the platform is asked, not believed', async () => {
    const checkout = await checkoutFor();
    const response = await deliverEvent(t, completedEventFor(checkout.providerSessionId));
    expect(response.statusCode).toBe(200);
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(0);
    expect((await stateOf(checkout.id)).json().result.outcome).toBe('pending');
  });
});

describe('the return page', () => {
  it("answers someone else's checkout exactly like a missing one, and a guest 401", async () => {
    const checkout = await checkoutFor();
    const other = await createUser(t);
    const theirs = await stateOf(checkout.id, other);
    const missing = await stateOf('00000000-0000-4000-8000-ffffffffffff', other);
    expect(theirs.statusCode).toBe(404);
    const { requestId: _theirs, ...theirBody } = theirs.json() as Record<string, unknown>;
    const { requestId: _missing, ...missingBody } = missing.json() as Record<string, unknown>;
    expect(theirBody).toEqual(missingBody);
    expect((await t.app.inject({ url: `/api/payments/checkouts/${checkout.id}` })).statusCode).toBe(401);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/checkouts/${checkout.id}/cancel`,
      headers: other.auth,
    });
    expect(cancelled.statusCode).toBe(404);
  });

  it('shows a success URL without a payment as pending, and grants nothing', async () => {
    const checkout = await checkoutFor();
    expect((await stateOf(checkout.id)).json().result.outcome).toBe('pending');
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(0);
  });

  it('cancels: the session can no longer be paid', async () => {
    const checkout = await checkoutFor();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/checkouts/${checkout.id}/cancel`,
      headers: payer.auth,
    });
    expect(cancelled.json().result.outcome).toBe('cancelled');
    const late = await payments.driver!.pay(checkout.providerSessionId, 'card');
    expect(late).toMatchObject({ kind: 'not-open', status: 'expired' });
    expect(await paymentsOf(checkout.id)).toHaveLength(0);
  });
});

describe('reconciliation', () => {
  it('fulfils a paid checkout whose event was lost, once', async () => {
    const checkout = await checkoutFor();
    await pay(checkout); // the event is lost
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1000);
    const first = await reconcileAt(later);
    const again = await reconcileAt(later);
    expect(first.complete).toBeGreaterThanOrEqual(1);
    expect(again.complete).toBe(0);
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(1);
    expect(await paymentsOf(checkout.id)).toHaveLength(1);
  });

  it('expires a checkout left unpaid past its expiry', async () => {
    const checkout = await checkoutFor();
    const afterExpiry = new Date(checkout.expiresAt.getTime() + 1000);
    await reconcileAt(afterExpiry);
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(row?.status).toBe('expired');
    expect((await stateOf(checkout.id)).json().result.outcome).toBe('cancelled');
  });

  it('leaves a checkout younger than ten minutes alone', async () => {
    const checkout = await checkoutFor();
    await pay(checkout);
    await reconcileAt(new Date(Date.now() + RECONCILE_AFTER_MS - 60_000));
    expect(await paymentsOf(checkout.id)).toHaveLength(0);
  });

  it('reads every open checkout when configured to (PAYMENTS_RECONCILE_AFTER_SECONDS=0)', async () => {
    const checkout = await checkoutFor();
    await pay(checkout);
    await createPayments({ ...deps, reconcileAfterMs: 0, now: () => new Date(Date.now() + 1) }).reconcile();
    expect(await paymentsOf(checkout.id)).toHaveLength(1);
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(1);
  });
});

describe('refunds', () => {
  it('refund once however often asked, concurrently too, with one e-mail to the payer', async () => {
    const checkout = await checkoutFor();
    await deliverEvent(t, await pay(checkout));
    const results = await Promise.all([
      module.refund(checkout.id, 'The tournament was cancelled'),
      module.refund(checkout.id, 'The tournament was cancelled'),
    ]);
    results.push(await module.refund(checkout.id, 'The tournament was cancelled'));
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => result.refundedNow)).toHaveLength(1);
    const debits = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.checkoutId, checkout.id), eq(transactions.type, 'Debit')));
    expect(debits).toEqual([expect.objectContaining({ amountCents: 15_000, status: 'Complete' })]);
    const [{ providerPaymentId }] = (await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkout.id))) as [Checkout];
    const platformRefunds = await t.database.db
      .select()
      .from(localPayRefunds)
      .where(eq(localPayRefunds.paymentId, providerPaymentId!));
    expect(platformRefunds).toHaveLength(1);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, payer.email));
    expect(mails.filter((mail) => mail.subject === 'Your payment has been refunded')).toHaveLength(1);
  });

  it('refuses to refund a checkout that was never paid', async () => {
    const checkout = await checkoutFor();
    await expect(module.refund(checkout.id, 'x')).rejects.toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe('the ledger', () => {
  const attempt = (overrides: Record<string, unknown> = {}) => ({
    email: payer.email,
    description: 'Marlin Open: entry',
    amount: 150,
    typeName: 'Credit',
    merchantName: 'Other',
    statusName: 'Incomplete',
    currencyAcronym: 'usd',
    paymentMethod: 'Credit Card',
    paymentType: 'Tournament Subscription',
    activitySourceName: 'Website',
    ...overrides,
  });

  it("records the local checkout's payment, its refund and a client's attempt as test money (issue 32)", async () => {
    const user = await createUser(t);
    const checkout = await checkoutFor(user, await userIdOf(user));
    expect(checkout.testMoney).toBe(true);
    await deliverEvent(t, await pay(checkout));
    await module.refund(checkout.id, 'The tournament was cancelled');
    const attempted = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: user.auth,
      payload: { ...attempt(), email: user.email },
    });
    expect(attempted.statusCode, attempted.body).toBe(200);
    expect(attempted.json().result.testMoney).toBe(true);
    const listed = await t.app.inject({ url: '/api/transactions', headers: user.auth });
    const items = listed.json().result.items as { typeName: string; testMoney: boolean }[];
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.testMoney)).toBe(true);
    const returned = await t.app.inject({
      url: `/api/payments/checkouts/${checkout.id}`,
      headers: user.auth,
    });
    expect(returned.json().result).toMatchObject({ outcome: 'approved', testMoney: true });
  });

  it('never lets a client record a Complete payment', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: payer.auth,
      payload: attempt({ statusName: 'Complete' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ fields: ['statusName'] });
  });

  it("refuses an attempt in someone else's name, and a fraction of a cent", async () => {
    const other = await createUser(t);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: other.auth,
      payload: attempt(),
    });
    expect(forged.statusCode).toBe(403);
    const fraction = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: payer.auth,
      payload: attempt({ amount: 10.005 }),
    });
    expect(fraction.statusCode).toBe(400);
  });

  it("lists a user's own payments and refunds, newest first, page by page", async () => {
    const user = await createUser(t);
    const userId = await userIdOf(user);
    for (let index = 0; index < 3; index += 1) {
      const checkout = await checkoutFor(user, userId);
      await deliverEvent(t, await pay(checkout));
    }
    const first = await t.app.inject({ url: '/api/transactions?limit=2', headers: user.auth });
    const page = first.json().result as { items: { description: string }[]; nextCursor: string };
    expect(page.items).toHaveLength(2);
    const second = await t.app.inject({
      url: `/api/transactions?limit=2&cursor=${page.nextCursor}`,
      headers: user.auth,
    });
    expect(second.json().result).toMatchObject({ items: [expect.anything()], nextCursor: null });
    const others = await t.app.inject({ url: '/api/transactions', headers: payer.auth });
    const ids = (others.json().result.items as { id: string }[]).map((item) => item.id);
    const theirs = [...page.items, ...second.json().result.items] as { id: string }[];
    expect(ids).not.toEqual(expect.arrayContaining([theirs[0]!.id]));
  });
});
