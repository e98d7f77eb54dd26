import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import type { JobDefinition } from '../jobs/jobs';
import { scheduledJob, type BackgroundJob } from '../jobs/registry';
import { failureReason, isPermanentRefusal, type MailTransport, type OutgoingMail } from './smtp';

/**
 * The SMTP driver's delivery (ADR 016): after the transaction that wrote a mail commits, a job
 * claims it (`queued` → `sending`, one run at a time per mail, across instances), hands it to the
 * mail server and marks it `sent` with the Message-ID, or puts it back `queued` with a backoff after
 * a temporary failure, or `failed` with the reason after a permanent refusal. A mail is never taken
 * out of `sending` to be sent again: one found there after CLAIM_MS belonged to a run that died
 * between the claim and the mark, and may have been delivered; it is marked failed for an
 * administrator to look at (`npm run admin -- mail failed`, `mail retry <id>`).
 */

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** After the first temporary failure a mail waits a minute, then twice as long each time, an hour at most. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A mail the server has not taken after this long is given up (as a mail server gives up a queued mail). */
export const GIVE_UP_AFTER_MS = 5 * 24 * 60 * 60_000;
/** Far longer than one attempt lasts (the transport's timeouts): a mail still `sending` after it was orphaned. */
export const CLAIM_MS = 10 * 60_000;
/** Mails one run hands over at most; the next run goes on. */
const MAILS_PER_RUN = 100;

export const INTERRUPTED =
  'interrupted: the delivery stopped after taking it and before recording the answer, so the mail server may have accepted it; not sent again automatically (npm run admin -- mail retry <id> sends it again)';

/** How long a mail waits after its `attempts`-th attempt failed for a while. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  interrupted: number;
}

type Outcome = 'sent' | 'retrying' | 'failed';

/**
 * Hands every due mail to the mail server, oldest first, one at a time. A failure to reach the
 * server ends the run (the other mails are not tried against a server that is down; the next run
 * tries again).
 */
export async function deliverDueMail(deps: DeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, interrupted: await failOrphans(deps) };
  for (let handled = 0; handled < MAILS_PER_RUN; handled += 1) {
    const mail = await claimNext(deps);
    if (!mail) break;
    const { outcome, unreachable } = await deliver(deps, mail);
    report[outcome] += 1;
    if (unreachable) break;
  }
  return report;
}

/** Takes the oldest due mail for this run: a mail another run holds (locked or `sending`) is skipped. */
async function claimNext({ db, now }: DeliveryDeps): Promise<(OutgoingMail & { attempts: number }) | null> {
  const at = now();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, at)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({ state: 'sending', claimedAt: at, attempts: sql`${mailOutbox.attempts} + 1` })
    // `= (subquery)` runs it once; under `in (…)` the planner may run it again per row, and each
    // run, skipping the rows the last one locked, would hand this run one more mail.
    .where(and(sql`${mailOutbox.id} = (${due})`, eq(mailOutbox.state, 'queued')))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      listUnsubscribe: mailOutbox.listUnsubscribe,
      attempts: mailOutbox.attempts,
    });
  return claimed ?? null;
}

async function deliver(
  deps: DeliveryDeps,
  mail: OutgoingMail & { attempts: number },
): Promise<{ outcome: Outcome; unreachable: boolean }> {
  const { db, log } = deps;
  const held = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.state, 'sending'));
  let accepted;
  try {
    accepted = await deps.transport.send(mail);
  } catch (error) {
    const at = deps.now();
    const reason = failureReason(error);
    if (isPermanentRefusal(error)) {
      await db.update(mailOutbox).set({ state: 'failed', failedAt: at, failure: reason }).where(held);
      log.error({ mailId: mail.id, to: mail.to, reason }, 'mail refused by the mail server: not sent');
      return { outcome: 'failed', unreachable: false };
    }
    const unreachable = typeof (error as { responseCode?: unknown }).responseCode !== 'number';
    if (at.getTime() - mail.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
      const failure = `given up after ${mail.attempts} attempts over ${GIVE_UP_AFTER_MS / 86_400_000} days: ${reason}`;
      await db.update(mailOutbox).set({ state: 'failed', failedAt: at, failure }).where(held);
      log.error({ mailId: mail.id, to: mail.to, reason }, 'mail given up');
      return { outcome: 'failed', unreachable };
    }
    const nextAttemptAt = new Date(at.getTime() + retryDelayMs(mail.attempts));
    await db.update(mailOutbox).set({ state: 'queued', nextAttemptAt, failure: reason }).where(held);
    log.warn({ mailId: mail.id, reason, nextAttemptAt }, 'mail not taken by the mail server: retried later');
    return { outcome: 'retrying', unreachable };
  }
  const marked = await db
    .update(mailOutbox)
    .set({
      state: 'sent',
      sentAt: deps.now(),
      messageId: accepted.messageId,
      smtpResponse: accepted.response,
      failure: null,
    })
    .where(held)
    .returning({ id: mailOutbox.id });
  // Only when this run outlived its claim (CLAIM_MS) and another marked the mail interrupted.
  if (!marked.length)
    log.warn({ mailId: mail.id }, 'mail sent after its claim ran out: marked failed meanwhile');
  log.info({ mailId: mail.id, to: mail.to, messageId: accepted.messageId }, 'mail sent');
  return { outcome: 'sent', unreachable: false };
}

/** Mails left `sending` by a run that died: failed, never sent again on their own. */
async function failOrphans({ db, log, now }: DeliveryDeps): Promise<number> {
  const at = now();
  const orphans = await db
    .update(mailOutbox)
    .set({ state: 'failed', failedAt: at, failure: INTERRUPTED })
    .where(and(eq(mailOutbox.state, 'sending'), lt(mailOutbox.claimedAt, new Date(at.getTime() - CLAIM_MS))))
    .returning({ id: mailOutbox.id, to: mailOutbox.to });
  for (const orphan of orphans) {
    log.error({ mailId: orphan.id, to: orphan.to }, 'mail delivery interrupted: it may have been sent');
  }
  return orphans.length;
}

const ZDeliver = z.object({});

/** The delivery run as a job: every due mail (see `deliverDueMail`). A retry or a second instance's run sends nothing twice. */
export function mailDeliveryJob(deps: DeliveryDeps): JobDefinition<typeof ZDeliver> {
  return {
    name: 'mail.deliver',
    payload: ZDeliver,
    run: async () => {
      await deliverDueMail(deps);
    },
  };
}

/**
 * The delivery job as the app registers it: run every minute (retries come due, a run lost with its instance)
 * and once at start (mail written while the server was down). Each mail also asks for a run in the
 * transaction that writes it (`deliverAfterCommit` of the mailer), so it leaves at once.
 */
export function scheduledMailDelivery(deps: DeliveryDeps): BackgroundJob {
  return scheduledJob(mailDeliveryJob(deps), '* * * * *', {}, { atStart: true });
}

/** A mail that was not delivered, for the administrator. */
export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  createdAt: Date;
  failedAt: Date | null;
  attempts: number;
  failure: string | null;
}

/** The failed mails, most recent failure first. */
export function listFailedMail(db: Db, limit = 100): Promise<FailedMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.failedAt,
      attempts: mailOutbox.attempts,
      failure: mailOutbox.failure,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.state, 'failed'))
    .orderBy(desc(mailOutbox.failedAt))
    .limit(limit);
}

/**
 * Queues a failed mail again, due at once (the next delivery run sends it): the administrator's
 * decision, for an address put right or an interrupted delivery they judged not delivered.
 * Answers false when no failed mail has that id.
 */
export async function retryFailedMail(db: Db, id: string, now: Date): Promise<boolean> {
  const requeued = await db
    .update(mailOutbox)
    .set({ state: 'queued', nextAttemptAt: now, failedAt: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed')))
    .returning({ id: mailOutbox.id });
  return requeued.length > 0;
}

/** The failed mails as `npm run admin -- mail failed` prints them: one paragraph each, the reason last. */
export function describeFailedMail(mails: readonly FailedMail[]): string {
  if (mails.length === 0) return 'no failed mail';
  return mails
    .map((mail) =>
      [
        `${mail.id}  to ${mail.to}  "${mail.subject}"`,
        `  written ${mail.createdAt.toISOString()}, failed ${mail.failedAt?.toISOString() ?? '?'} after ${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`,
        `  ${mail.failure ?? 'no reason recorded'}`,
      ].join('\n'),
    )
    .join('\n\n');
}
