import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { startFakeStripe, type FakeStripe } from '../../test/fakes/stripe-server';
import { createTestDatabase } from '../../test/test-database';
import { createLocalDriver, type LocalDriver } from './local/local-driver';
import { WebhookSignatureError, type PaymentDriver, type PaymentMethod } from './payment-driver';
import { createStripeDriver } from './stripe-driver';
import { signWebhookPayload } from './webhook-signature';

/**
 * One contract, two drivers: what the payments module relies on holds the same for the local
 * checkout and for Stripe (the official SDK talking to a Stripe-compatible fake on loopback).
 */
interface DriverUnderTest {
  driver: PaymentDriver;
  webhookSecret: string;
  /** The payer pays on the hosted page. */
  pay(sessionId: string, method: PaymentMethod): Promise<void>;
}

let database: Database;
let fake: FakeStripe;
const queued: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});

const drivers: [string, () => DriverUnderTest][] = [
  [
    'local',
    () => {
      const webhookSecret = 'whsec_contractlocal';
      const driver: LocalDriver = createLocalDriver({
        db: database.db,
        publicUrl: 'http://localhost:8080',
        webhookSecret,
        queueEvent: async (body) => void queued.push(body),
      });
      return {
        driver,
        webhookSecret,
        pay: async (sessionId, method) => {
          expect((await driver.pay(sessionId, method)).kind).toBe('paid');
        },
      };
    },
  ],
  [
    'stripe',
    () => ({
      driver: createStripeDriver({
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
        api: fake.api,
      }),
      webhookSecret: fake.webhookSecret,
      pay: async (sessionId, method) => fake.pay(sessionId, method),
    }),
  ],
];

describe.each(drivers)('the %s payment driver', (_name, make) => {
  let subject: DriverUnderTest;
  let run = 0;
  const key = (what: string) => `${_name}:${what}:${run}`;
  beforeAll(() => {
    subject = make();
    run += 1;
  });

  const product = () =>
    subject.driver.createProduct(
      { name: 'Marlin Open entry', description: 'One angler', unitAmountCents: 12_500, currency: 'usd' },
      key('product'),
    );
  const checkout = async (idempotencyKey: string, quantity = 2) =>
    subject.driver.createCheckoutSession(
      {
        priceId: (await product()).priceId,
        quantity,
        successUrl: 'http://localhost:8080/payment/return?checkout=1',
        cancelUrl: 'http://localhost:8080/payment/return?checkout=1&cancelled=1',
        metadata: { checkoutId: '00000000-0000-4000-8000-000000000001', purpose: 'tournament_entry' },
        customerEmail: 'payer@example.com',
        expiresAt: new Date(Date.now() + 30 * 60_000),
      },
      idempotencyKey,
    );

  it('makes a product once per idempotency key', async () => {
    const first = await product();
    const again = await product();
    expect(again).toEqual(first);
    expect(first.priceId).not.toBe('');
  });

  it('opens a checkout of quantity × the price, once per idempotency key, keeping its metadata', async () => {
    const session = await checkout(key('open'));
    expect(session).toMatchObject({
      status: 'open',
      paid: false,
      amountTotalCents: 25_000,
      currency: 'usd',
      paymentId: null,
      metadata: { checkoutId: '00000000-0000-4000-8000-000000000001', purpose: 'tournament_entry' },
      // Both take test money here: the local checkout always, Stripe on a test key (livemode false).
      testMoney: true,
    });
    expect(session.url).toMatch(/^https?:\/\//);
    expect((await checkout(key('open'))).id).toBe(session.id);
    expect(await subject.driver.getCheckoutSession(session.id)).toMatchObject({
      id: session.id,
      status: 'open',
    });
  });

  it('answers null for a session it does not know', async () => {
    expect(
      await subject.driver.getCheckoutSession(`cs_${_name === 'local' ? 'local_' : 'test_'}unknown0000000`),
    ).toBeNull();
  });

  it('reports a paid session with its payment and method', async () => {
    const session = await checkout(key('paid'), 1);
    await subject.pay(session.id, 'wallet');
    expect(await subject.driver.getCheckoutSession(session.id)).toMatchObject({
      status: 'complete',
      paid: true,
      amountTotalCents: 12_500,
      paymentMethod: 'wallet',
      url: null,
      testMoney: true,
    });
  });

  it('expires an open session, and leaves a paid one as it is', async () => {
    const open = await checkout(key('to-expire'));
    expect(await subject.driver.expireCheckoutSession(open.id)).toMatchObject({
      status: 'expired',
      paid: false,
    });
    const paid = await checkout(key('paid-then-expire'));
    await subject.pay(paid.id, 'card');
    expect(await subject.driver.expireCheckoutSession(paid.id)).toMatchObject({
      status: 'complete',
      paid: true,
    });
  });

  it('refunds a payment once per idempotency key', async () => {
    const session = await checkout(key('refund'), 1);
    await subject.pay(session.id, 'card');
    const { paymentId } = (await subject.driver.getCheckoutSession(session.id))!;
    const refund = await subject.driver.refund({ paymentId: paymentId! }, key('refund-1'));
    expect(refund).toMatchObject({ paymentId, amountCents: 12_500, status: 'succeeded' });
    expect((await subject.driver.refund({ paymentId: paymentId! }, key('refund-1'))).id).toBe(refund.id);
  });

  describe('webhook signatures', () => {
    const event = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_123', object: 'checkout.session' } },
    });
    const now = () => Math.floor(Date.now() / 1000);

    it('accepts an event signed with its secret and names the session', () => {
      const header = signWebhookPayload(event, subject.webhookSecret);
      expect(subject.driver.verifyWebhook(Buffer.from(event), header)).toEqual({
        id: 'evt_1',
        type: 'checkout.session.completed',
        checkoutSessionId: 'cs_123',
      });
    });

    it.each([
      [
        'a tampered body',
        () => [
          Buffer.from(event.replace('cs_123', 'cs_999')),
          signWebhookPayload(event, subject.webhookSecret),
        ],
      ],
      ['another secret', () => [Buffer.from(event), signWebhookPayload(event, 'whsec_someoneelse')]],
      [
        'a signature 301 s old',
        () => [Buffer.from(event), signWebhookPayload(event, subject.webhookSecret, now() - 301)],
      ],
      ['no signature', () => [Buffer.from(event), undefined]],
      ['a malformed header', () => [Buffer.from(event), 'v1=abc']],
    ] as const)('refuses %s', (_case, make) => {
      const [body, header] = make();
      expect(() => subject.driver.verifyWebhook(body as Buffer, header as string | undefined)).toThrow(
        WebhookSignatureError,
      );
    });

    it('accepts a signature 299 s old', () => {
      const header = signWebhookPayload(event, subject.webhookSecret, now() - 299);
      expect(subject.driver.verifyWebhook(Buffer.from(event), header).id).toBe('evt_1');
    });
  });
});

describe('the Stripe driver on a live key (issue 32)', () => {
  it('says its sessions are real money, not test money', async () => {
    const live = await startFakeStripe({ live: true });
    try {
      const driver = createStripeDriver({
        secretKey: live.secretKey,
        webhookSecret: live.webhookSecret,
        api: live.api,
      });
      expect(driver.takesTestMoney).toBe(false);
      const { priceId } = await driver.createProduct(
        { name: 'Live entry', description: '', unitAmountCents: 1_000, currency: 'usd' },
        'live:product',
      );
      const session = await driver.createCheckoutSession(
        {
          priceId,
          quantity: 1,
          successUrl: 'https://tightlines.example/payment/return?checkout=1',
          cancelUrl: 'https://tightlines.example/payment/return?checkout=1&cancelled=1',
          metadata: {},
          customerEmail: 'payer@example.com',
          expiresAt: new Date(Date.now() + 30 * 60_000),
        },
        'live:session',
      );
      expect(session.testMoney).toBe(false);
      live.pay(session.id, 'card');
      expect(await driver.getCheckoutSession(session.id)).toMatchObject({ paid: true, testMoney: false });
    } finally {
      await live.close();
    }
  });

  it('takes test money on a test key, secret or restricted', () => {
    for (const secretKey of ['sk_test_abc', 'rk_test_abc']) {
      expect(createStripeDriver({ secretKey, webhookSecret: 'whsec_x' }).takesTestMoney).toBe(true);
    }
    expect(createStripeDriver({ secretKey: 'rk_live_abc', webhookSecret: 'whsec_x' }).takesTestMoney).toBe(
      false,
    );
  });
});

describe('the Stripe driver against the fake', () => {
  it('made one object per idempotency key across the contract', () => {
    // Products: one per describe run; sessions: six created, one of them asked for twice.
    expect(fake.created.products).toBe(1);
    expect(fake.created.refunds).toBe(1);
  });
});
