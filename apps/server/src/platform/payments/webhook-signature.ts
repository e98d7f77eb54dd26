import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type PaymentEvent } from './payment-driver';

/**
 * Stripe's webhook signature scheme, used by both drivers: the local checkout signs its events
 * exactly as Stripe does, so one verification path serves both. The SDK's helpers work offline.
 */
export function signWebhookPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

export function verifySignedEvent(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
): PaymentEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature', {
      cause: error,
    });
  }
  const object = event.data.object as { object?: unknown; id?: unknown };
  const isCheckout = object.object === 'checkout.session' && typeof object.id === 'string';
  return { id: event.id, type: event.type, checkoutSessionId: isCheckout ? (object.id as string) : null };
}
