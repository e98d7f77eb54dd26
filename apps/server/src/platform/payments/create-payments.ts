import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Jobs } from '../jobs/jobs';
import { getOrCreateSecret } from '../secrets/app-secrets';
import { createLocalDriver, type LocalDriver } from './local/local-driver';
import { localCheckoutRoutes, type LocalCheckoutPageOptions } from './local/local-routes';
import { localWebhookJob, WEBHOOK_DELIVERY_ATTEMPTS, type DeliverWebhook } from './local/webhook-delivery';
import type { PaymentDriver } from './payment-driver';
import { createStripeDriver } from './stripe-driver';

/** A payment driver and what it needs of our server: the local checkout's pages and its event delivery. */
export interface PaymentsSetup {
  driver: PaymentDriver;
  registerRoutes(app: FastifyInstance, options: LocalCheckoutPageOptions): Promise<void>;
  /** Starts delivering the driver's own events to our webhook route (the local driver's; Stripe sends its own). */
  startEventDelivery(jobs: Jobs, deliver: DeliverWebhook): Promise<void>;
}

/**
 * Picks the payment driver once from the configuration: Stripe when its keys are set, else the
 * local hosted checkout, whose webhook signing secret is made on first start and kept in the database.
 */
export async function createConfiguredPayments(
  config: { payments: PaymentsConfig; publicUrl: string },
  db: Db,
  jobs: Pick<Jobs, 'send'>,
): Promise<PaymentsSetup> {
  if (config.payments.driver === 'stripe') {
    const driver = createStripeDriver(config.payments);
    return { driver, registerRoutes: async () => undefined, startEventDelivery: async () => undefined };
  }
  const secret = await getOrCreateSecret(
    db,
    'payments.local-webhook-secret',
    () => `whsec_${randomBytes(24).toString('hex')}`,
  );
  const driver = createLocalDriver({
    db,
    publicUrl: config.publicUrl,
    webhookSecret: secret,
    queueEvent: async (body) => {
      // The delivery job's handler is registered by startEventDelivery; queuing needs only the name.
      await jobs.send(
        localWebhookJob(secret, unregistered),
        { body },
        { retryLimit: WEBHOOK_DELIVERY_ATTEMPTS },
      );
    },
  });
  return localPaymentsSetup(driver, secret);
}

/** The local driver with its /pay routes and the delivery of its events (tests make their own). */
export function localPaymentsSetup(driver: LocalDriver, webhookSecret: string): PaymentsSetup {
  return {
    driver,
    registerRoutes: async (app, options) => {
      await app.register(localCheckoutRoutes, { driver, ...options });
    },
    startEventDelivery: (jobs, deliver) => jobs.register(localWebhookJob(webhookSecret, deliver)),
  };
}

const unregistered: DeliverWebhook = () => {
  throw new Error('local webhook delivery has not been started');
};
