import Stripe from 'stripe';
import type { CheckoutSession, PaymentDriver, PaymentMethod, Refund } from './payment-driver';
import { verifySignedEvent } from './webhook-signature';

export interface StripeDriverOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API lives; only tests change it (a Stripe-compatible fake on loopback). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe through its official SDK: products with a default price, Checkout Sessions, refunds. */
export function createStripeDriver({ secretKey, webhookSecret, api }: StripeDriverOptions): PaymentDriver {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tightlines' },
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });

  return {
    name: 'stripe',
    // Stripe's test keys (secret or restricted) move no real money; its objects say livemode false.
    takesTestMoney: /^(sk|rk)_test_/.test(secretKey),
    async createProduct(input, idempotencyKey) {
      const product = await stripe.products.create(
        {
          name: input.name,
          description: input.description || undefined,
          default_price_data: { currency: input.currency, unit_amount: input.unitAmountCents },
        },
        { idempotencyKey },
      );
      const price = product.default_price;
      if (!price) throw new Error(`Stripe product ${product.id} came back without its price`);
      return { productId: product.id, priceId: typeof price === 'string' ? price : price.id };
    },
    async createCheckoutSession(input, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price: input.priceId, quantity: input.quantity }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
          customer_email: input.customerEmail,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        { idempotencyKey },
      );
      return fromStripeSession(session);
    },
    async getCheckoutSession(sessionId) {
      try {
        return fromStripeSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async expireCheckoutSession(sessionId) {
      try {
        return fromStripeSession(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: answer with what it is now.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
          const session = await stripe.checkout.sessions.retrieve(sessionId);
          if (session.status !== 'open') return fromStripeSession(session);
        }
        throw error;
      }
    },
    async refund(input, idempotencyKey) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentId,
          ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        },
        { idempotencyKey },
      );
      return fromStripeRefund(refund, input.paymentId);
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedEvent(rawBody, signatureHeader, webhookSecret);
    },
  };
}

function fromStripeSession(session: Stripe.Checkout.Session): CheckoutSession {
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status: statusOf(session),
    paid: session.payment_status === 'paid',
    amountTotalCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    metadata: session.metadata ?? {},
    paymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    paymentMethod: paymentMethodOf(session),
    expiresAt: new Date(session.expires_at * 1000),
    testMoney: !session.livemode,
  };
}

function statusOf(session: Stripe.Checkout.Session): CheckoutSession['status'] {
  if (session.status === 'complete') return 'complete';
  if (session.status === 'expired') return 'expired';
  return 'open';
}

/** Stripe names wallets (Apple Pay, Google Pay, Link) as card payments; PayPal is its own type. */
function paymentMethodOf(session: Stripe.Checkout.Session): PaymentMethod | null {
  if (session.payment_status !== 'paid') return null;
  const types = session.payment_method_types;
  return types.length === 1 && types[0] === 'paypal' ? 'wallet' : 'card';
}

function fromStripeRefund(refund: Stripe.Refund, paymentId: string): Refund {
  const status = refund.status === 'succeeded' || refund.status === 'pending' ? refund.status : 'failed';
  return { id: refund.id, paymentId, amountCents: refund.amount, status };
}
