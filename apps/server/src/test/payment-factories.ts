import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Db } from '../db/database';
import type { Fulfilments, PaymentsDeps } from '../modules/payments';
import { createMailer } from '../platform/mail/mailer';
import { localPaymentsSetup, type PaymentsSetup } from '../platform/payments/create-payments';
import { createLocalDriver, type LocalDriver } from '../platform/payments/local/local-driver';
import { WEBHOOK_SIGNATURE_HEADER } from '../platform/payments/payment-driver';
import { signWebhookPayload } from '../platform/payments/webhook-signature';
import type { TestApp } from './build-test-app';

export const TEST_WEBHOOK_SECRET = 'whsec_paymentstests';

/**
 * The local payment driver of a test: its events are kept in `events` instead of queued, so the
 * test delivers them itself (as often, as late or as concurrently as it likes).
 */
export interface CapturedPayments {
  events: string[];
  driver?: LocalDriver;
  setup(db: Db): PaymentsSetup;
}

export function capturedLocalPayments(publicUrl = 'http://localhost:8080'): CapturedPayments {
  const captured: CapturedPayments = {
    events: [],
    setup(db) {
      captured.driver = createLocalDriver({
        db,
        publicUrl,
        webhookSecret: TEST_WEBHOOK_SECRET,
        queueEvent: async (body) => void captured.events.push(body),
      });
      return localPaymentsSetup(captured.driver, TEST_WEBHOOK_SECRET);
    },
  };
  return captured;
}

/** Posts an event body to the webhook route, signed with `secret` at `timestamp` (seconds). */
export function deliverEvent(
  t: TestApp,
  body: string,
  { secret = TEST_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhookPayload(body, secret, timestamp),
    },
    payload: body,
  });
}

/** The scratch table `countingFulfilments` writes to. */
export async function createFulfilmentsTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists test_fulfilments (checkout_id uuid not null)`);
}

/** A fulfilment that only counts: a row in `test_fulfilments` per call. */
export function countingFulfilments(): Fulfilments {
  const fulfil: Fulfilments[keyof Fulfilments] = async (tx, checkout) => {
    await tx.execute(sql`insert into test_fulfilments (checkout_id) values (${checkout.id})`);
  };
  return { tournament_entry: fulfil, team_registration: fulfil, club_subscription: fulfil };
}

export async function fulfilmentsOf(db: Db, checkoutId: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from test_fulfilments where checkout_id = ${checkoutId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** The payments module's dependencies as the app builds them, on the test's database and driver. */
export function paymentsDepsFor(
  t: TestApp,
  driver: LocalDriver,
  fulfilments: Fulfilments,
  platformFeePercent = 0,
  now: () => Date = () => new Date(),
): PaymentsDeps {
  const log: FastifyBaseLogger = pino({ level: 'silent' });
  return {
    db: t.database.db,
    driver,
    mailer: createMailer({
      driver: 'outbox',
      logger: log,
      publicUrl: t.config.publicUrl,
      logMessageText: false,
    }),
    log,
    publicUrl: t.config.publicUrl,
    platformFeePercent,
    fulfilments,
    now,
  };
}
