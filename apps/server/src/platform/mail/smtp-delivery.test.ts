import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/fakes/smtp-server';
import { createJobs } from '../jobs/jobs';
import { startJobs } from '../jobs/registry';
import { createConfiguredMail } from './create-mail';
import {
  CLAIM_MS,
  deliverDueMail,
  describeFailedMail,
  INTERRUPTED,
  listFailedMail,
  retryFailedMail,
  type DeliveryDeps,
} from './delivery';
import { createSmtpTransport } from './smtp';

/**
 * Issue 35 point 1: with SMTP_URL set, mail is written to the outbox in the transaction that causes
 * it and sent after the commit by the delivery job, to a real SMTP server the test runs: at most once
 * per mail, retried after a refused connection or a 4xx, given up at a 5xx (ADR 016).
 */

const MAIL_FROM = 'Tightlines <no-reply@tightlines.test>';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const log = pino({ level: 'silent' });

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // No job queue: each test runs the delivery itself, on its own clock.
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** The delivery as one instance runs it, at the instant `clock()` says. */
function instance(clock: () => Date): DeliveryDeps {
  return { db: t.database.db, transport: createSmtpTransport(smtp.url, MAIL_FROM), log, now: clock };
}

/** A new user whose verification mail (and any other mail due) is out of the way. */
async function newUser() {
  const user = await createUser(t);
  await deliverDueMail(instance(() => new Date()));
  return user;
}

/** The password-reset mail a new user asks for, as it stands in the outbox: the only mail due. */
async function askForReset(user?: TestUser) {
  const asking = user ?? (await newUser());
  const response = await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${asking.email}` });
  expect(response.statusCode, response.body).toBe(200);
  const reset = (await outboxTo(asking.email)).find((mail) => mail.state === 'queued');
  expect(reset?.text).toContain('resetPassword=');
  return { user: asking, mailId: reset!.id, reset: reset! };
}

const outboxTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const rowOf = async (id: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const receivedBy = (email: string) => smtp.received.filter((mail) => mail.rcptTo.includes(email));
const resetsReceivedBy = (email: string) =>
  receivedBy(email).filter((mail) => mail.body.includes('resetPassword='));

describe('the SMTP driver', () => {
  it('delivers a mail to its recipient, from MAIL_FROM, as plain text, and records the message id', async () => {
    const { user, mailId, reset } = await askForReset();
    const at = new Date();
    const report = await deliverDueMail(instance(() => at));
    expect(report.sent).toBeGreaterThanOrEqual(1);

    const [received] = resetsReceivedBy(user.email);
    expect(received).toBeDefined();
    expect(received!.mailFrom).toBe('no-reply@tightlines.test');
    expect(received!.rcptTo).toEqual([user.email]);
    expect(received!.headers.get('from')).toBe(MAIL_FROM);
    expect(received!.headers.get('to')).toBe(user.email);
    expect(received!.headers.get('subject')).toBe(reset.subject);
    expect(received!.headers.get('message-id')).toBe(`<${mailId}@tightlines.test>`);
    expect(received!.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(received!.body.trim()).toBe(reset.text.trim());

    expect(await rowOf(mailId)).toMatchObject({
      state: 'sent',
      attempts: 1,
      sentAt: at,
      messageId: `<${mailId}@tightlines.test>`,
      smtpResponse: expect.stringMatching(/^250 .*queued as TEST\d+/),
      failure: null,
    });
    // Delivered once: later runs find nothing of it to send.
    await deliverDueMail(instance(() => new Date(at.getTime() + 2 * MINUTE)));
    expect(resetsReceivedBy(user.email)).toHaveLength(1);
  });

  it('sends a mail its reader may turn off with the one-click unsubscribe headers (RFC 8058), a reset without', async () => {
    const { user } = await askForReset();
    await t.database.db.transaction((tx) =>
      createConfiguredMail({ config: t.config, db: t.database.db, logger: log }).mailer.send(tx, {
        to: user.email,
        kind: 'resultsFinished',
        values: { tournamentName: 'Copa Azul', link: 'https://tightlines.test/tournament/x' },
      }),
    );
    const written = (await outboxTo(user.email)).find((mail) => mail.kind === 'resultsFinished')!;
    expect(written.listUnsubscribe).toMatch(/\/api\/mail\/unsubscribe\?token=[\w-]{32}$/);
    await deliverDueMail(instance(() => new Date()));

    const results = receivedBy(user.email).find((mail) => mail.headers.get('subject') === written.subject)!;
    expect(results.headers.get('list-unsubscribe')).toBe(`<${written.listUnsubscribe}>`);
    expect(results.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(results.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(results.body).toContain(written.listUnsubscribe);
    const [reset] = resetsReceivedBy(user.email);
    expect(reset!.headers.has('list-unsubscribe')).toBe(false);
    expect(reset!.headers.has('list-unsubscribe-post')).toBe(false);
  });

  it('keeps the mail while the server is down, never blocking the request, and sends it once it is up', async () => {
    const user = await newUser();
    await smtp.stop();
    try {
      // The request answers at once: it only wrote the mail.
      const { mailId } = await askForReset(user);
      const at = new Date();
      const down = await deliverDueMail(instance(() => at));
      expect(down).toMatchObject({ sent: 0, retrying: 1 });
      const waiting = await rowOf(mailId);
      expect(waiting).toMatchObject({
        state: 'queued',
        attempts: 1,
        failure: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(waiting.nextAttemptAt).toEqual(new Date(at.getTime() + MINUTE));

      // Before its backoff is over nothing is tried, even with the server back.
      await smtp.start();
      await deliverDueMail(instance(() => new Date(at.getTime() + 30 * SECOND)));
      expect(await rowOf(mailId)).toMatchObject({ state: 'queued', attempts: 1 });
      expect(resetsReceivedBy(user.email)).toHaveLength(0);

      await deliverDueMail(instance(() => new Date(at.getTime() + MINUTE)));
      expect(await rowOf(mailId)).toMatchObject({ state: 'sent', attempts: 2, failure: null });
      expect(resetsReceivedBy(user.email)).toHaveLength(1);
    } finally {
      await smtp.start().catch(() => undefined);
    }
  });

  it('retries after a 4xx, later each time, and sends at the 250', async () => {
    const { user, mailId } = await askForReset();
    smtp.refuse(user.email, { code: 451, message: '4.3.0 Try again later' }, 2);
    const at = new Date();
    expect(await deliverDueMail(instance(() => at))).toMatchObject({ retrying: 1 });
    const first = await rowOf(mailId);
    expect(first).toMatchObject({ state: 'queued', attempts: 1, failure: expect.stringContaining('451') });
    expect(first.nextAttemptAt).toEqual(new Date(at.getTime() + MINUTE));

    const second = new Date(at.getTime() + MINUTE);
    await deliverDueMail(instance(() => second));
    // Twice as long after the second refusal.
    expect((await rowOf(mailId)).nextAttemptAt).toEqual(new Date(second.getTime() + 2 * MINUTE));
    expect(resetsReceivedBy(user.email)).toHaveLength(0);

    await deliverDueMail(instance(() => new Date(second.getTime() + 2 * MINUTE)));
    expect(await rowOf(mailId)).toMatchObject({ state: 'sent', attempts: 3, failure: null });
    expect(resetsReceivedBy(user.email)).toHaveLength(1);
  });

  it('gives up at a 5xx, records the reason for the administrator, and never tries again', async () => {
    const { user, mailId } = await askForReset();
    smtp.refuse(user.email, { code: 550, message: '5.1.1 No such mailbox here' }, 100);
    const at = new Date();
    expect(await deliverDueMail(instance(() => at))).toMatchObject({ failed: 1 });
    const failed = await rowOf(mailId);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, failedAt: at, sentAt: null });
    expect(failed.failure).toMatch(/550.*No such mailbox here/);

    await deliverDueMail(instance(() => new Date(at.getTime() + 6 * 60 * MINUTE)));
    expect(await rowOf(mailId)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(receivedBy(user.email).filter((mail) => mail.body.includes('resetPassword='))).toHaveLength(0);

    // What `npm run admin -- mail failed` prints.
    const listed = await listFailedMail(t.database.db);
    expect(listed.find((mail) => mail.id === mailId)).toMatchObject({
      to: user.email,
      failure: failed.failure,
    });
    const printed = describeFailedMail(listed);
    expect(printed).toContain(`${mailId}  to ${user.email}`);
    expect(printed).toContain(`failed ${at.toISOString()} after 1 attempt\n  ${failed.failure}`);
    expect(describeFailedMail([])).toBe('no failed mail');
  });

  it('never sends again a mail whose delivery died after taking it; an administrator may', async () => {
    const { user, mailId } = await askForReset();
    const at = new Date();
    // A run took it and its instance died before recording the server's answer.
    await t.database.db
      .update(mailOutbox)
      .set({ state: 'sending', claimedAt: at, attempts: 1 })
      .where(eq(mailOutbox.id, mailId));

    // Another run leaves it to the one that holds it…
    await deliverDueMail(instance(() => new Date(at.getTime() + CLAIM_MS - SECOND)));
    expect(await rowOf(mailId)).toMatchObject({ state: 'sending' });
    // …and once that claim is over, marks it failed without sending it.
    const later = new Date(at.getTime() + CLAIM_MS + SECOND);
    expect(await deliverDueMail(instance(() => later))).toMatchObject({ interrupted: 1 });
    expect(await rowOf(mailId)).toMatchObject({ state: 'failed', failure: INTERRUPTED, failedAt: later });
    expect(resetsReceivedBy(user.email)).toHaveLength(0);

    expect(await retryFailedMail(t.database.db, mailId, later)).toBe(true);
    expect(await retryFailedMail(t.database.db, mailId, later)).toBe(false);
    await deliverDueMail(instance(() => later));
    expect(await rowOf(mailId)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(resetsReceivedBy(user.email)).toHaveLength(1);
  });

  it('sends each mail once when two instances deliver the same outbox at the same time', async () => {
    const users: TestUser[] = [];
    for (let n = 0; n < 6; n += 1) users.push(await newUser());
    const asked = [];
    for (const user of users) asked.push(await askForReset(user));
    const at = new Date();
    const [first, second] = await Promise.all([
      deliverDueMail(instance(() => at)),
      deliverDueMail(instance(() => at)),
    ]);
    expect(first.sent + second.sent).toBe(asked.length);
    for (const { user, mailId } of asked) {
      expect(resetsReceivedBy(user.email)).toHaveLength(1);
      expect(await rowOf(mailId)).toMatchObject({ state: 'sent', attempts: 1 });
    }
  });
});

describe('the SMTP driver on the job queue', () => {
  it('sends what a request wrote once it commits, each mail once with two instances working one queue', async () => {
    await deliverDueMail(instance(() => new Date()));
    // Two instances: each its own queue workers and its own mailer, on the one database.
    const instances = [0, 1].map(() => {
      const jobs = createJobs({
        executeSql: t.database.executeSql,
        logger: log,
        pollingIntervalSeconds: 0.5,
      });
      const mail = createConfiguredMail({ config: t.config, db: t.database.db, logger: log, jobs });
      return { jobs, mail };
    });
    try {
      for (const { jobs, mail } of instances) {
        await jobs.start();
        await startJobs(jobs, mail.jobs);
      }
      const recipients: string[] = [];
      for (let n = 0; n < 6; n += 1) {
        const { mail } = instances[n % 2]!;
        const to = `queued-${n}-${Date.now()}@example.com`;
        recipients.push(to);
        await t.database.db.transaction((tx) =>
          mail.mailer.send(tx, {
            to,
            kind: 'resultsFinished',
            values: { tournamentName: `Cup ${n}`, link: 'https://tightlines.test/' },
          }),
        );
      }
      // A mail written in a transaction that rolls back is never sent.
      const rolledBack = `rolled-back-${Date.now()}@example.com`;
      await expect(
        t.database.db.transaction(async (tx) => {
          await instances[0]!.mail.mailer.send(tx, {
            to: rolledBack,
            kind: 'resultsFinished',
            values: { tournamentName: 'Never', link: 'https://tightlines.test/' },
          });
          throw new Error('the cause failed');
        }),
      ).rejects.toThrow('the cause failed');

      // The queue runs the deliveries the writes asked for: wait until it has, never for a fixed time.
      await vi.waitFor(
        async () => {
          for (const to of recipients) {
            expect((await outboxTo(to))[0]).toMatchObject({ state: 'sent', attempts: 1 });
          }
        },
        { timeout: 20_000, interval: 100 },
      );
      for (const to of recipients) expect(receivedBy(to)).toHaveLength(1);
      expect(await outboxTo(rolledBack)).toEqual([]);
      expect(receivedBy(rolledBack)).toEqual([]);
    } finally {
      for (const { jobs, mail } of instances) {
        await jobs.stop();
        mail.close();
      }
    }
  }, 30_000);
});
