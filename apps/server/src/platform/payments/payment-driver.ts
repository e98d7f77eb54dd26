/**
 * The payment platform behind one interface (DESIGN.md "payments"): the local hosted checkout by
 * default, Stripe in production. Amounts are integer cents. Every call that creates something takes
 * an idempotency key derived from our own ids, so a retried call returns what the first one made.
 */
export interface PaymentDriver {
  readonly name: 'local' | 'stripe';
  /** Whether what it takes is test money (issue 32): the local checkout always; Stripe on a test key. */
  readonly takesTestMoney: boolean;
  /** A product with one price (a tournament's entry, a club's subscription). */
  createProduct(input: ProductInput, idempotencyKey: string): Promise<PaymentProduct>;
  /** A hosted checkout for `quantity` of a price; the payer is sent to its `url`. */
  createCheckoutSession(input: CheckoutInput, idempotencyKey: string): Promise<CheckoutSession>;
  /** The session as the payment platform knows it now; null when it does not exist. */
  getCheckoutSession(sessionId: string): Promise<CheckoutSession | null>;
  /** Ends an unpaid session so it can no longer be paid; a session already paid is returned as it is. */
  expireCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  /** Refunds a payment in full or of `amountCents`. */
  refund(input: RefundInput, idempotencyKey: string): Promise<Refund>;
  /**
   * Checks a webhook's signature (300 s tolerance) over the raw body and returns the event it
   * names; throws `WebhookSignatureError` otherwise. The event is only a hint: callers re-read the
   * session it names before acting on it.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The header a webhook's signature travels in (Stripe's scheme: `t=<unix seconds>,v1=<hmac>`). */
export const WEBHOOK_SIGNATURE_HEADER = 'stripe-signature';

export type Currency = 'usd';

export interface ProductInput {
  name: string;
  description: string;
  unitAmountCents: number;
  currency: Currency;
}

export interface PaymentProduct {
  productId: string;
  priceId: string;
}

export interface CheckoutInput {
  priceId: string;
  quantity: number;
  successUrl: string;
  cancelUrl: string;
  /** What is bought and for whom, in our own ids; copied onto the session and its payment. */
  metadata: Record<string, string>;
  customerEmail: string;
  /** After this the session can no longer be paid (Stripe allows 30 minutes to 24 hours). */
  expiresAt: Date;
}

export type CheckoutStatus = 'open' | 'complete' | 'expired';

export type PaymentMethod = 'card' | 'wallet';

export interface CheckoutSession {
  id: string;
  /** Where the payer pays; null once the session is no longer open. */
  url: string | null;
  status: CheckoutStatus;
  /** True once the money is taken (a complete session can still await an asynchronous payment). */
  paid: boolean;
  amountTotalCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** The payment to refund later; null until paid. */
  paymentId: string | null;
  paymentMethod: PaymentMethod | null;
  expiresAt: Date;
  /** Test money, not real (issue 32): always on the local checkout; Stripe's test mode (`livemode: false`). */
  testMoney: boolean;
}

export interface RefundInput {
  paymentId: string;
  /** Omitted: the whole payment. */
  amountCents?: number;
}

export interface Refund {
  id: string;
  paymentId: string;
  amountCents: number;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** The checkout session the event is about, for checkout events; null otherwise. */
  checkoutSessionId: string | null;
}

/** Event types that may settle a checkout session. */
export const CHECKOUT_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
}
