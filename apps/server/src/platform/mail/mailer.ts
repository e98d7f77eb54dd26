import { isOptionalMailKind, type Language, type MailKind } from '@tightlines/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { mailOutbox, users } from '../../db/schema';
import { renderMail, unsubscribeFooter, type MailContent } from './render';
import { mailSettingOf } from './settings';

/** A mail as the outbox keeps it: worded, with the headers it is sent with. */
export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part (every mail has one). */
  text: string;
  kind: MailKind;
  /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058), for a kind its reader may turn off. */
  listUnsubscribe: string | null;
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

/** The address of the one-click unsubscribe: a POST turns the kind off, a GET shows the page that asks. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/mail/unsubscribe?token=${token}`;

/**
 * Words a mail in its recipient's language, the one place that picks it: the account's setting,
 * English when they never chose or have no account (as a boat's invited captain may not). A kind
 * its reader may turn off carries its unsubscribe link (in the text and the headers) when it goes
 * to an account; null when that account turned the kind off: the mail is not written.
 */
async function written(db: Db, mail: MailRequest, publicUrl: string): Promise<MailMessage | null> {
  const recipient = await recipientOf(db, mail);
  const language = recipient?.language ?? null;
  const { subject, text } = renderMail(mail.kind, language, mail.values);
  if (!recipient || !isOptionalMailKind(mail.kind)) {
    return { to: mail.to, subject, text, kind: mail.kind, listUnsubscribe: null };
  }
  const setting = await mailSettingOf(db, recipient.id, mail.kind);
  if (!setting.enabled) return null;
  const link = unsubscribeUrl(publicUrl, setting.token);
  return {
    to: mail.to,
    subject,
    // "-- " on its own line: the signature separator mail readers fold away.
    text: `${text}\n\n-- \n${unsubscribeFooter(mail.kind, language, link)}`,
    kind: mail.kind,
    listUnsubscribe: link,
  };
}

/**
 * Words a mail in its recipient's language and writes it to the outbox, unless its recipient turned
 * its kind off. `db` is the transaction that causes the mail (the reset link's, the refund's…): the
 * mail exists if and only if that transaction commits. What happens next is the driver's: the
 * outbox driver keeps it there (the local viewer reads it), the SMTP driver's delivery job sends it
 * after the commit (`delivery.ts`, ADR 016).
 */
export interface Mailer {
  send(db: Db, mail: MailRequest): Promise<void>;
}

export type MailerOptions = {
  logger: FastifyBaseLogger;
  /** Where the unsubscribe links point (PUBLIC_URL). */
  publicUrl: string;
} & (
  | {
      driver: 'outbox';
      /**
       * Log each message whole, links included: with no mail server the log is how a developer gets a
       * reset link. Never in production, where those links would sit in log storage.
       */
      logMessageText: boolean;
    }
  | {
      driver: 'smtp';
      now: () => Date;
      /** Asks for a delivery run once `db` commits (the job is enqueued in the same transaction). */
      deliverAfterCommit?: (db: Db) => Promise<unknown>;
    }
);

/** The one mailer: the outbox row, written in the caller's transaction, and what the driver does with it. */
export function createMailer(options: MailerOptions): Mailer {
  const { logger, publicUrl } = options;
  const turnedOff = (mail: MailRequest) =>
    logger.info({ to: mail.to, kind: mail.kind }, 'mail not written: its recipient turned this kind off');
  if (options.driver === 'outbox') {
    return {
      async send(db, mail) {
        const message = await written(db, mail, publicUrl);
        if (!message) return turnedOff(mail);
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
      const message = await written(db, mail, publicUrl);
      if (!message) return turnedOff(mail);
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, state: 'queued', nextAttemptAt: options.now() })
        .returning({ id: mailOutbox.id });
      await options.deliverAfterCommit?.(db);
      logger.info({ to: message.to, subject: message.subject, mailId: row!.id }, 'mail queued for sending');
    },
  };
}
