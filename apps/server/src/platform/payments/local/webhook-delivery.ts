import { z } from 'zod';
import type { JobDefinition } from '../../jobs/jobs';
import { signWebhookPayload } from '../webhook-signature';

/** Hands a signed event to our webhook route and answers its HTTP status. */
export type DeliverWebhook = (body: string, signature: string) => Promise<number>;

/** Stripe retries an unacknowledged event for days; this many attempts with backoff cover hours. */
export const WEBHOOK_DELIVERY_ATTEMPTS = 20;

const ZDelivery = z.object({ body: z.string().min(2) });

export const LOCAL_WEBHOOK_QUEUE = 'payments.deliver-local-webhook';

/**
 * Delivers one event of the local checkout, signed at each attempt (a fresh timestamp, as Stripe
 * does); anything but a 2xx answer fails the attempt so the queue retries it with backoff.
 */
export function localWebhookJob(secret: string, deliver: DeliverWebhook): JobDefinition<typeof ZDelivery> {
  return {
    name: LOCAL_WEBHOOK_QUEUE,
    payload: ZDelivery,
    async run({ body }) {
      const status = await deliver(body, signWebhookPayload(body, secret));
      if (status < 200 || status >= 300) throw new Error(`webhook answered ${status}`);
    },
  };
}

export const localWebhookPayload = ZDelivery;
