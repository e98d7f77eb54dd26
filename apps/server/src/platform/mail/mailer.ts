import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The embedded driver keeps every message in the outbox table and logs it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMailerOptions {
  /**
   * Log each message whole, links included: with no mail server the log is how a developer gets a
   * reset link. Never in production, where those links would sit in log storage.
   */
  logMessageText: boolean;
}

/** The default mail driver: the outbox table, and the log (the whole message outside production). */
export function createOutboxMailer(db: Db, logger: FastifyBaseLogger, options: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values(message);
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
