import type { Language } from '@tightlines/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { mailOutbox, users } from '../../db/schema';
import { renderMail, type MailContent } from './render';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A mail a module asks for: to whom, and what it says before it has a language. */
export interface MailRequest extends MailContent {
  to: string;
  /**
   * The account the mail is for when `to` is not (yet) its address: the new address of an e-mail
   * change, the address a payer paid with. By default the account holding `to`, if any.
   */
  account?: string;
}

/** The account a mail goes to, if it has one, and the language its holder reads. */
async function recipientOf(
  db: Db,
  mail: MailRequest,
): Promise<{ id: string; language: Language | null } | null> {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      mail.account
        ? eq(users.id, mail.account)
        : and(eq(users.email, mail.to.trim().toLowerCase()), isNull(users.deletedAt)),
    );
  return row ?? null;
}

/**
 * Words a mail in its recipient's language, the one place that picks it: the account's setting,
 * English when they never chose or have no account (as a boat's invited captain may not).
 */
async function written(db: Db, mail: MailRequest): Promise<MailMessage> {
  const recipient = await recipientOf(db, mail);
  return { to: mail.to, ...renderMail(mail.kind, recipient?.language ?? null, mail.values) };
}

/**
 * Words a mail in its recipient's language and writes it to the outbox. `db` is the transaction that causes the mail (the reset link's, the
 * refund's…): the mail exists if and only if that transaction commits. What happens next is the
 * driver's: the outbox driver keeps it there (the local viewer reads it), the SMTP driver's delivery
 * job sends it after the commit (`delivery.ts`, ADR 016).
 */
export interface Mailer {
  send(db: Db, mail: MailRequest): Promise<void>;
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
      async send(db, mail) {
        const message = await written(db, mail);
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
    async send(db, mail) {
      const message = await written(db, mail);
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, state: 'queued', nextAttemptAt: options.now() })
        .returning({ id: mailOutbox.id });
      await options.deliverAfterCommit?.(db);
      logger.info({ to: message.to, subject: message.subject, mailId: row!.id }, 'mail queued for sending');
    },
  };
}
