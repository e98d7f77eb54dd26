import { and, eq, gt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import { localPayPrices, localPayRefunds, localPaySessions } from '../../../db/schema';
import type { CheckoutSession, PaymentDriver, PaymentMethod, Refund } from '../payment-driver';
import { verifySignedEvent } from '../webhook-signature';

export interface LocalDriverOptions {
  db: Db;
  /** Where the hosted checkout page is served (`<publicUrl>/pay/<session id>`). */
  publicUrl: string;
  webhookSecret: string;
  /** Queues an event body for signed delivery to our webhook route (retried until acknowledged). */
  queueEvent(body: string): Promise<void>;
}

/** What the hosted checkout page shows of a session. */
export interface LocalCheckoutView {
  id: string;
  name: string;
  description: string;
  quantity: number;
  unitAmountCents: number;
  amountTotalCents: number;
  currency: string;
  metadata: Record<string, string>;
  status: CheckoutSession['status'];
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export type LocalPayResult =
  | { kind: 'paid'; redirectUrl: string }
  | { kind: 'not-open'; status: CheckoutSession['status']; redirectUrl: string }
  | { kind: 'unknown' };

export interface LocalDriver extends PaymentDriver {
  view(sessionId: string): Promise<LocalCheckoutView | null>;
  /** Takes the payment of an open session (the card is checked by the caller); paying twice pays once. */
  pay(sessionId: string, method: PaymentMethod): Promise<LocalPayResult>;
  /** The payer's Cancel: the session expires and the payer goes back to its cancel URL. */
  cancel(sessionId: string): Promise<LocalPayResult>;
}

/**
 * The embedded payment platform: prices, sessions and refunds in our own database, a hosted
 * checkout page at /pay/<id>, and events signed and delivered as Stripe delivers them.
 */
export function createLocalDriver({
  db,
  publicUrl,
  webhookSecret,
  queueEvent,
}: LocalDriverOptions): LocalDriver {
  const readSession = async (sessionId: string) => {
    const [row] = await db.select().from(localPaySessions).where(eq(localPaySessions.id, sessionId));
    return row;
  };
  const toSession = (row: typeof localPaySessions.$inferSelect): CheckoutSession => ({
    id: row.id,
    url: row.status === 'open' ? `${publicUrl}/pay/${row.id}` : null,
    status: row.status,
    paid: row.status === 'complete',
    amountTotalCents: row.amountTotalCents,
    currency: row.currency,
    metadata: row.metadata,
    paymentId: row.paymentId,
    paymentMethod: row.paymentMethod,
    expiresAt: row.expiresAt,
    // The local checkout takes test cards and a pretend wallet only: never real money.
    testMoney: true,
  });
  const emit = async (type: string, row: typeof localPaySessions.$inferSelect) => {
    const event = {
      id: newId('evt_local'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: row.id, object: 'checkout.session', status: row.status, metadata: row.metadata },
      },
    };
    await queueEvent(JSON.stringify(event));
  };

  const driver: LocalDriver = {
    name: 'local',
    takesTestMoney: true,
    async createProduct(input, idempotencyKey) {
      await db
        .insert(localPayPrices)
        .values({
          id: newId('price_local'),
          productId: newId('prod_local'),
          name: input.name,
          description: input.description,
          unitAmountCents: input.unitAmountCents,
          currency: input.currency,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: localPayPrices.idempotencyKey });
      const [price] = await db
        .select()
        .from(localPayPrices)
        .where(eq(localPayPrices.idempotencyKey, idempotencyKey));
      if (!price) throw new Error('local price not stored');
      return { productId: price.productId, priceId: price.id };
    },
    async createCheckoutSession(input, idempotencyKey) {
      const [price] = await db.select().from(localPayPrices).where(eq(localPayPrices.id, input.priceId));
      if (!price) throw new Error(`no such price: ${input.priceId}`);
      await db
        .insert(localPaySessions)
        .values({
          id: newId('cs_local'),
          priceId: price.id,
          quantity: input.quantity,
          amountTotalCents: price.unitAmountCents * input.quantity,
          currency: price.currency,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          metadata: input.metadata,
          customerEmail: input.customerEmail,
          expiresAt: input.expiresAt,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: localPaySessions.idempotencyKey });
      const [row] = await db
        .select()
        .from(localPaySessions)
        .where(eq(localPaySessions.idempotencyKey, idempotencyKey));
      if (!row) throw new Error('local checkout session not stored');
      return toSession(row);
    },
    async getCheckoutSession(sessionId) {
      const row = await readSession(sessionId);
      return row ? toSession(row) : null;
    },
    async expireCheckoutSession(sessionId) {
      const [expired] = await db
        .update(localPaySessions)
        .set({ status: 'expired' })
        .where(and(eq(localPaySessions.id, sessionId), eq(localPaySessions.status, 'open')))
        .returning();
      if (expired) {
        await emit('checkout.session.expired', expired);
        return toSession(expired);
      }
      const row = await readSession(sessionId);
      if (!row) throw new Error(`no such checkout session: ${sessionId}`);
      return toSession(row);
    },
    async refund(input, idempotencyKey) {
      const [paid] = await db
        .select({ amount: localPaySessions.amountTotalCents })
        .from(localPaySessions)
        .where(eq(localPaySessions.paymentId, input.paymentId));
      if (!paid) throw new Error(`no such payment: ${input.paymentId}`);
      const amountCents = input.amountCents ?? paid.amount;
      if (amountCents <= 0 || amountCents > paid.amount) throw new Error('refund amount out of range');
      await db
        .insert(localPayRefunds)
        .values({ id: newId('re_local'), paymentId: input.paymentId, amountCents, idempotencyKey })
        .onConflictDoNothing({ target: localPayRefunds.idempotencyKey });
      const [refund] = await db
        .select()
        .from(localPayRefunds)
        .where(eq(localPayRefunds.idempotencyKey, idempotencyKey));
      if (!refund) throw new Error('local refund not stored');
      return {
        id: refund.id,
        paymentId: refund.paymentId,
        amountCents: refund.amountCents,
        status: 'succeeded',
      } satisfies Refund;
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedEvent(rawBody, signatureHeader, webhookSecret);
    },

    async view(sessionId) {
      const [row] = await db
        .select({ session: localPaySessions, price: localPayPrices })
        .from(localPaySessions)
        .innerJoin(localPayPrices, eq(localPayPrices.id, localPaySessions.priceId))
        .where(eq(localPaySessions.id, sessionId));
      if (!row) return null;
      const { session, price } = row;
      return {
        id: session.id,
        name: price.name,
        description: price.description,
        quantity: session.quantity,
        unitAmountCents: price.unitAmountCents,
        amountTotalCents: session.amountTotalCents,
        currency: session.currency,
        metadata: session.metadata,
        status: session.status,
        expiresAt: session.expiresAt,
        successUrl: session.successUrl,
        cancelUrl: session.cancelUrl,
      };
    },
    async pay(sessionId, method) {
      const [paid] = await db
        .update(localPaySessions)
        .set({ status: 'complete', paymentId: newId('pi_local'), paymentMethod: method })
        .where(
          and(
            eq(localPaySessions.id, sessionId),
            eq(localPaySessions.status, 'open'),
            gt(localPaySessions.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (paid) {
        await emit('checkout.session.completed', paid);
        return { kind: 'paid', redirectUrl: withSessionId(paid.successUrl, paid.id) };
      }
      return settledOrUnknown(sessionId);
    },
    async cancel(sessionId) {
      const row = await readSession(sessionId);
      if (!row) return { kind: 'unknown' };
      const session = await driver.expireCheckoutSession(sessionId);
      if (session.status === 'complete') return settledOrUnknown(sessionId);
      return { kind: 'not-open', status: session.status, redirectUrl: row.cancelUrl };
    },
  };

  /** A session that can no longer be paid: back where its state sends the payer. */
  async function settledOrUnknown(sessionId: string): Promise<LocalPayResult> {
    let row = await readSession(sessionId);
    if (!row) return { kind: 'unknown' };
    if (row.status === 'open') {
      // Open but past its expiry: it expires now, as Stripe's would.
      await driver.expireCheckoutSession(sessionId);
      row = (await readSession(sessionId)) ?? row;
    }
    const redirectUrl = row.status === 'complete' ? withSessionId(row.successUrl, row.id) : row.cancelUrl;
    return { kind: 'not-open', status: row.status, redirectUrl };
  }

  return driver;
}

/** Stripe's success URL template: `{CHECKOUT_SESSION_ID}` is replaced by the session's id. */
function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}
