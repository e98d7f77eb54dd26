import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, resultsMails } from '../../db/schema';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { TestUser } from '../../test/factories';
import { insertCatch, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import { callAs } from '../../test/profile-factories';
import { loadTournamentCatalogue, userIdOf } from '../../test/tournament-factories';
import { sendOwedResultsMails } from './results-mails';

/**
 * Issue 22 point 6: every participant is told once that the results are official, through an outbox
 * written with the results: a failing mail server or a dead sender leaves the mail owed, never lost
 * and never sent twice.
 */

const MINUTE = 60_000;
let t: TestApp;
let tournamentId: string;
let members: TestUser[];
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await buildTestApp();
  const catalogue = await loadTournamentCatalogue(t);
  const cast = await judgingCast(t, 2);
  members = cast.members;
  tournamentId = await tournamentToJudge(t, cast.organiser, [cast.judge], members, catalogue);
  const { catchId } = await insertCatch(t, {
    tournamentId,
    owner: members[0]!,
    speciesId: catalogue.speciesIds[0],
    logTime: new Date(Date.now() - 5 * 60 * MINUTE),
  });
  const decided = await callAs(
    t,
    'PUT',
    `/api/judging/tournaments/${tournamentId}/catches/${catchId}/decision`,
    cast.judge,
    { version: 0, released: true, evidence: [], overrideNote: 'Seen whole', points: 100 },
  );
  expect(decided.statusCode, decided.body).toBe(200);
  for (let time = 0; time < 2; time += 1) {
    const finished = await callAs(
      t,
      'POST',
      `/api/judging/tournaments/${tournamentId}/finish`,
      cast.organiser,
    );
    expect(finished.statusCode, finished.body).toBe(200);
  }
});
afterAll(() => t?.close());

const resultsMailsTo = async (member: TestUser) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email))).filter((mail) =>
    mail.subject.startsWith('Official results'),
  );

const deps = (mailer: Mailer, now = new Date()) => ({
  db: t.database.db,
  mailer,
  log,
  publicUrl: 'http://tightlines.test',
  now: () => now,
});
const outbox = () =>
  createMailer({ driver: 'outbox', logger: log, publicUrl: 'http://localhost', logMessageText: false });
const failing: Mailer = {
  send: () => Promise.reject(new Error('mail server down')),
};

async function owedRowOf(member: TestUser) {
  const userId = await userIdOf(t, member);
  const where = and(eq(resultsMails.tournamentId, tournamentId), eq(resultsMails.userId, userId));
  return {
    read: async () => (await t.database.db.select().from(resultsMails).where(where))[0]!,
    set: (values: { sentAt?: Date | null; claimedAt?: Date | null }) =>
      t.database.db.update(resultsMails).set(values).where(where),
  };
}

describe('the official-results e-mails', () => {
  it('go to every participant once, however often judging is finished', async () => {
    for (const member of members) {
      const mails = await resultsMailsTo(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('/tournament/');
      expect((await (await owedRowOf(member)).read()).sentAt).not.toBeNull();
    }
    expect(await sendOwedResultsMails(deps(outbox()))).toBe(0);
  });

  it('stay owed while the mail server fails, and go once when it is back', async () => {
    const owed = await owedRowOf(members[1]!);
    // As if the commit had happened and the sending had not.
    await owed.set({ sentAt: null, claimedAt: null });

    expect(await sendOwedResultsMails(deps(failing), tournamentId)).toBe(0);
    expect(await owed.read()).toMatchObject({ sentAt: null, claimedAt: null });

    expect(await sendOwedResultsMails(deps(outbox()))).toBe(1);
    expect(await sendOwedResultsMails(deps(outbox()))).toBe(0);
    expect(await resultsMailsTo(members[1]!)).toHaveLength(2);
    expect((await owed.read()).sentAt).not.toBeNull();
  });

  it('are left to the sender that claimed them, and taken over once that claim is ten minutes old', async () => {
    const owed = await owedRowOf(members[0]!);
    const now = new Date();
    await owed.set({ sentAt: null, claimedAt: new Date(now.getTime() - 9 * MINUTE) });

    expect(await sendOwedResultsMails(deps(outbox(), now))).toBe(0);
    expect(await sendOwedResultsMails(deps(outbox(), new Date(now.getTime() + 2 * MINUTE)))).toBe(1);
    expect(await resultsMailsTo(members[0]!)).toHaveLength(2);
  });
});
