import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Writes mail to the outbox. `db` is the transaction that causes the mail (the reset link's, the
 * refund's…): the mail exists if and only if that transaction commits. What happens next is the
 * driver's: the outbox driver keeps it there (the local viewer reads it), the SMTP driver's delivery
 * job sends it after the commit (`delivery.ts`, ADR 016).
 */
export interface Mailer {
  send(db: Db, message: MailMessage): Promise<void>;
}

export type MailerOptions =
  | {
      driver: 'outbox';
      logger: FastifyBaseLogger;
      /**
       * Log each message whole, links included: with no mail server the log is how a developer gets a
       * reset link. Never in production, where those links would sit in log storage.
       */
      logMessageText: boolean;
    }
  | {
      driver: 'smtp';
      logger: FastifyBaseLogger;
      now: () => Date;
      /** Asks for a delivery run once `db` commits (the job is enqueued in the same transaction). */
      deliverAfterCommit?: (db: Db) => Promise<unknown>;
    };

/** The one mailer: the outbox row, written in the caller's transaction, and what the driver does with it. */
export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  if (options.driver === 'outbox') {
    return {
      async send(db, message) {
        await db.insert(mailOutbox).values({ ...message, state: 'kept' });
        if (options.logMessageText) {
          logger.info(
            { to: message.to, subject: message.subject },
            `mail kept in the outbox (no mail server configured): ${message.subject}\n\n${message.text}`,
          );
        } else {
          logger.info({ to: message.to, subject: message.subject }, 'mail queued in the outbox');
        }
      },
    };
  }
  return {
    async send(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, state: 'queued', nextAttemptAt: options.now() })
        .returning({ id: mailOutbox.id });
      await options.deliverAfterCommit?.(db);
      logger.info({ to: message.to, subject: message.subject, mailId: row!.id }, 'mail queued for sending');
    },
  };
}
