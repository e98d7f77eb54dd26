import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Jobs } from '../jobs/jobs';
import type { BackgroundJob } from '../jobs/registry';
import { mailDeliveryJob, scheduledMailDelivery, type DeliveryDeps } from './delivery';
import { createMailer, type Mailer } from './mailer';
import { createSmtpTransport, type MailTransport } from './smtp';

/** The mail driver: the mailer every module writes through, and what sends what it writes. */
export interface MailSetup {
  mailer: Mailer;
  /** The delivery job, for the app's job registry (the SMTP driver's; the outbox driver keeps mail where it is). */
  jobs: BackgroundJob[];
  /** Closes the connection to the mail server. */
  close(): void;
}

export interface MailSetupOptions {
  config: Pick<Config, 'mail' | 'NODE_ENV' | 'publicUrl'>;
  db: Db;
  logger: FastifyBaseLogger;
  /** The queue a written mail asks for delivery on; without one, mail waits for an instance that has it. */
  jobs?: Pick<Jobs, 'send'>;
  now?: () => Date;
  /** A transport of the test's own (by default the configured SMTP server's). */
  transport?: MailTransport;
}

/**
 * Picks the mail driver once from the configuration: SMTP when SMTP_URL is set, else the outbox
 * (the `mail_outbox` table, read by the local mail viewer, and a log line).
 */
export function createConfiguredMail({
  config,
  db,
  logger,
  jobs,
  now = () => new Date(),
  transport,
}: MailSetupOptions): MailSetup {
  if (config.mail.driver === 'outbox') {
    return {
      mailer: createMailer({
        driver: 'outbox',
        logger,
        publicUrl: config.publicUrl,
        logMessageText: config.NODE_ENV !== 'production',
      }),
      jobs: [],
      close: () => undefined,
    };
  }
  const smtp = transport ?? createSmtpTransport(config.mail.url, config.mail.from);
  const deps: DeliveryDeps = { db, transport: smtp, log: logger, now };
  // Only the job's name is needed to enqueue it; its handler is registered with the app's jobs.
  const job = mailDeliveryJob(deps);
  return {
    mailer: createMailer({
      driver: 'smtp',
      logger,
      publicUrl: config.publicUrl,
      now,
      deliverAfterCommit: jobs ? (tx) => jobs.send(job, {}, { transaction: tx }) : undefined,
    }),
    jobs: [scheduledMailDelivery(deps)],
    close: () => smtp.close(),
  };
}
