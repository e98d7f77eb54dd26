import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The embedded driver keeps every message in the outbox table and logs a line. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The default mail driver: the outbox table, readable in development (and by the end-to-end tests). */
export function createOutboxMailer(db: Db, logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values(message);
      logger.info({ to: message.to, subject: message.subject }, 'mail queued in the outbox');
    },
  };
}
