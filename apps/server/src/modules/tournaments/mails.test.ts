import { and, eq, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { capturedLocalPayments, deliverEvent, type CapturedPayments } from '../../test/payment-factories';
import {
  loadTournamentCatalogue,
  placeUser,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

// Issue 19: every tournament mail (and the refund it causes) goes out in its recipient's language,
// each recipient of a bulk mail in their own, dates on the tournament's official clock.

let t: TestApp;
let payments: CapturedPayments;
let catalogue: TournamentCatalogue;

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ payments: (db) => payments.setup(db) });
  catalogue = await loadTournamentCatalogue(t);
});
afterAll(() => t?.close());

/** 20:00 UTC is 14:00 in Costa Rica, the factory's official time zone. */
const START = '2030-03-15T20:00:00.000Z';
const HOUR = 3_600_000;
const scheduled = (name: string, entranceFee: number) =>
  tournamentInput(catalogue, {
    tournamentName: name,
    entranceFee,
    startDate: START,
    endDate: new Date(Date.parse(START) + 8 * HOUR).toISOString(),
    uploadDeadlineTime: new Date(Date.parse(START) + 14 * HOUR).toISOString(),
  });

/** A new user who reads Tightlines in `language` (null: never chose), living in region A. */
async function userReading(language: 'en' | 'es' | null, roleName?: 'Captain'): Promise<TestUser> {
  const user = await createUser(t, roleName ? { roleName } : {});
  await placeUser(t, user, catalogue.regionA.localityId);
  if (language) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: user.auth,
      payload: { language },
    });
    expect(saved.statusCode).toBe(200);
  }
  return user;
}

// The tournament's mails to `user` (registration also mails a verification link).
const mailsTo = (user: TestUser) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, user.email), notLike(mailOutbox.text, '%/verify_email/%')));

const join = (id: string, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/join`,
    headers: user.auth,
    payload: { acceptedTerms: true },
  });

/** The angler joins and pays; the platform's signed event arrives. */
async function joinAndPay(id: string, angler: TestUser): Promise<void> {
  expect((await join(id, angler)).json().result.outcome).toBe('checkout');
  const [checkout] = await t.database.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.subjectId, id), eq(checkouts.userId, await userIdOf(t, angler))));
  expect((await payments.driver!.pay(checkout!.providerSessionId, 'card')).kind).toBe('paid');
  expect((await deliverEvent(t, payments.events.at(-1)!)).statusCode).toBe(200);
}

describe("tournament e-mails in the recipient's language", () => {
  it("tells each organiser of a new entry in the organiser's language, with the start on the official clock", async () => {
    for (const [language, subject, start] of [
      ['es', 'Nueva inscripción en Copa Dorado', '15 de marzo de 2030 a las 14:00'],
      ['en', 'New entry in Copa Dorado', 'March 15, 2030 at 2:00 PM'],
    ] as const) {
      const organiser = await userReading(language, 'Captain');
      const id = await publishTournament(t, organiser, scheduled('Copa Dorado', 0));
      // The entrant's language does not matter: the mail is the organiser's.
      const angler = await userReading(language === 'es' ? 'en' : 'es');
      expect((await join(id, angler)).statusCode).toBe(200);
      const [mail] = await mailsTo(organiser);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toContain(start);
      expect(mail?.text).toContain(
        language === 'es' ? 'se inscribió en tu torneo' : 'joined your tournament',
      );
    }
  });

  it('sends the paid entry mail to the organiser in their language too', async () => {
    const organiser = await userReading('es', 'Captain');
    const id = await publishTournament(t, organiser, scheduled('Copa Pagada', 40));
    await joinAndPay(id, await userReading('en'));
    expect((await mailsTo(organiser)).map((mail) => mail.subject)).toEqual([
      'Nueva inscripción en Copa Pagada',
    ]);
  });

  it('tells each entrant of a cancelled paid tournament in their own language, refund mail included', async () => {
    const organiser = await userReading('en', 'Captain');
    const id = await publishTournament(t, organiser, scheduled('Doomed Cup', 25));
    const spanish = await userReading('es');
    const english = await userReading(null);
    await joinAndPay(id, spanish);
    await joinAndPay(id, english);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: organiser.auth,
      payload: { statusName: 'Canceled', activitySourceName: 'Website' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const es = await mailsTo(spanish);
    expect(es.map((mail) => mail.subject).sort()).toEqual([
      'Doomed Cup se canceló',
      'Te hemos reembolsado un pago',
    ]);
    const esCancel = es.find((mail) => mail.subject === 'Doomed Cup se canceló')!;
    expect(esCancel.text).toContain(
      'El organizador canceló el torneo "Doomed Cup", previsto para el 15 de marzo de 2030',
    );
    expect(esCancel.text).toContain('Te devolvemos el importe completo de la inscripción');
    const esRefund = es.find((mail) => mail.subject === 'Te hemos reembolsado un pago')!;
    expect(esRefund.text).toMatch(/Te hemos reembolsado 25,00\sUS\$ por/);
    expect(esRefund.text).toContain('Motivo: El torneo "Doomed Cup" se canceló.');

    const en = await mailsTo(english);
    expect(en.map((mail) => mail.subject).sort()).toEqual([
      'Doomed Cup was cancelled',
      'Your payment has been refunded',
    ]);
    const enCancel = en.find((mail) => mail.subject === 'Doomed Cup was cancelled')!;
    expect(enCancel.text).toContain(
      'The organiser cancelled the tournament "Doomed Cup", planned for March 15, 2030',
    );
    const enRefund = en.find((mail) => mail.subject === 'Your payment has been refunded')!;
    expect(enRefund.text).toContain('We have refunded $25.00 for');
    expect(enRefund.text).toContain('Reason: The tournament "Doomed Cup" was cancelled.');
  });

  it('tells free entrants of a deleted tournament in their own language that nothing is refunded', async () => {
    const organiser = await userReading('es', 'Captain');
    const id = await publishTournament(t, organiser, scheduled('Free Gone', 0));
    const spanish = await userReading('es');
    const english = await userReading('en');
    for (const angler of [spanish, english]) expect((await join(id, angler)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: organiser.auth,
      payload: { statusName: 'Deleted', activitySourceName: 'Website' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await mailsTo(spanish)).toMatchObject([
      { subject: 'Free Gone se eliminó', text: expect.stringContaining('Tu inscripción era gratuita') },
    ]);
    expect(await mailsTo(english)).toMatchObject([
      { subject: 'Free Gone was deleted', text: expect.stringContaining('Your entry was free') },
    ]);
  });
});
