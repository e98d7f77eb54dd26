import { messages } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPaySessions, users } from '../../db/schema';
import { createPayments, type Checkout, type Payments } from './index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import {
  countingFulfilments,
  createFulfilmentsTable,
  fulfilmentsOf,
  paymentsDepsFor,
} from '../../test/payment-factories';
import { createConfiguredPayments, type PaymentsSetup } from '../../platform/payments/create-payments';
import { DECLINE_MESSAGES, TEST_CARDS } from '../../platform/payments/local/card-check';
import type { LocalDriver } from '../../platform/payments/local/local-driver';

/**
 * The hosted checkout of the local driver over HTTP, with the real job queue delivering its signed
 * events to the webhook route, as `npm start` runs it.
 */
let t: TestApp;
let setup: PaymentsSetup;
let module: Payments;
let payer: TestUser;
let payerId: string;
let productId: string;
let subjects = 0;

beforeAll(async () => {
  t = await buildTestApp({
    startJobs: true,
    fulfilments: countingFulfilments(),
    payments: async (db) => {
      await createFulfilmentsTable(db);
      setup = await createConfiguredPayments(
        { payments: { driver: 'local' }, publicUrl: 'http://localhost:8080' },
        db,
        // The app's own queue, once built: the same one the test app starts.
        { send: (...args) => t.jobs.send(...args) },
      );
      return setup;
    },
  });
  module = createPayments(paymentsDepsFor(t, setup.driver as LocalDriver, countingFulfilments()));
  payer = await createUser(t);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, payer.email));
  payerId = row!.id;
  productId = (
    await module.createProduct({
      createdBy: payerId,
      name: 'Sailfish Cup entry',
      description: 'One angler',
      unitAmountCents: 5_000,
      sellerKey: 'tournament-sailfish-cup',
    })
  ).id;
});
afterAll(() => t?.close());

async function newCheckout(): Promise<Checkout> {
  subjects += 1;
  const subjectId = `00000000-0000-4000-9000-${String(subjects).padStart(12, '0')}`;
  return module.startCheckout({
    payer: { userId: payerId, email: payer.email },
    purpose: 'tournament_entry',
    subjectId,
    productId,
    quantity: 1,
    description: 'Sailfish Cup: entry',
    returnPath: `/tournament/${subjectId}`,
  });
}

const payCard = (checkout: Checkout, number: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/pay/api/sessions/${checkout.providerSessionId}/pay`,
    payload: { method: 'card', card: { number, expMonth: 12, expYear: 2031, cvc: '123', ...extra } },
  });

describe('the local hosted checkout', () => {
  it('shows what is bought, for how much, without the success URL', async () => {
    const checkout = await newCheckout();
    const response = await t.app.inject({ url: `/pay/api/sessions/${checkout.providerSessionId}` });
    expect(response.statusCode).toBe(200);
    const view = response.json().result;
    expect(view).toMatchObject({
      name: 'Sailfish Cup entry',
      quantity: 1,
      unitAmountCents: 5_000,
      amountTotalCents: 5_000,
      currency: 'usd',
      status: 'open',
    });
    expect(view.cancelUrl).toContain(checkout.id);
    expect(view).not.toHaveProperty('successUrl');
  });

  it('answers an unknown session 404 and a malformed id 400', async () => {
    expect((await t.app.inject({ url: '/pay/api/sessions/cs_local_doesnotexist000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pay/api/sessions/../../etc' })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it.each([
    ['an invalid number', '4242424242424241', {}, 400, 'cardNumber'],
    ['an expired card', TEST_CARDS.success, { expYear: 2020 }, 400, 'cardExpiry'],
    ['a short CVC', TEST_CARDS.success, { cvc: '1' }, 400, 'cardCvc'],
  ] as const)('refuses %s next to its field, taking nothing', async (_case, number, extra, status, field) => {
    const checkout = await newCheckout();
    const response = await payCard(checkout, number, extra);
    expect(response.statusCode).toBe(status);
    expect(response.json().details).toEqual({ fields: [field] });
  });

  it('declines with each test card its own message, then takes the success card', async () => {
    const checkout = await newCheckout();
    const declined = await payCard(checkout, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      key: DECLINE_MESSAGES.card_declined,
      message: messages.paymentDeclined,
    });
    const poor = await payCard(checkout, TEST_CARDS.insufficientFunds);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({
      key: DECLINE_MESSAGES.insufficient_funds,
      message: messages.cardInsufficientFunds,
    });

    const paid = await payCard(checkout, TEST_CARDS.success);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result).toEqual({
      status: 'complete',
      redirectUrl: `http://localhost:8080/payment/return?checkout=${checkout.id}`,
    });
    // The queue delivers the signed event to the webhook route, which fulfils.
    await expect.poll(() => fulfilmentsOf(t.database.db, checkout.id), { timeout: 20_000 }).toBe(1);
  });

  it('takes one payment for a double-clicked Pay', async () => {
    const checkout = await newCheckout();
    const [first, second] = await Promise.all([
      payCard(checkout, TEST_CARDS.success),
      payCard(checkout, TEST_CARDS.success),
    ]);
    expect([first!.json().result.status, second!.json().result.status]).toEqual(['complete', 'complete']);
    const [session] = await t.database.db
      .select()
      .from(localPaySessions)
      .where(eq(localPaySessions.id, checkout.providerSessionId));
    expect(session?.paymentId).toMatch(/^pi_local_/);
    await expect.poll(() => fulfilmentsOf(t.database.db, checkout.id), { timeout: 20_000 }).toBe(1);
  });

  it('pays by wallet', async () => {
    const checkout = await newCheckout();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/pay/api/sessions/${checkout.providerSessionId}/pay`,
      payload: { method: 'wallet' },
    });
    expect(paid.json().result.status).toBe('complete');
    await expect.poll(() => fulfilmentsOf(t.database.db, checkout.id), { timeout: 20_000 }).toBe(1);
  });

  it('cancels back to the cancel URL, and the session can no longer be paid', async () => {
    const checkout = await newCheckout();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/pay/api/sessions/${checkout.providerSessionId}/cancel`,
    });
    expect(cancelled.json().result).toEqual({
      status: 'expired',
      redirectUrl: `http://localhost:8080/payment/return?checkout=${checkout.id}&cancelled=1`,
    });
    const late = await payCard(checkout, TEST_CARDS.success);
    expect(late.json().result.status).toBe('expired');
    expect(await fulfilmentsOf(t.database.db, checkout.id)).toBe(0);
  });
});
