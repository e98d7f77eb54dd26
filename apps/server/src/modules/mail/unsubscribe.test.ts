import { OPTIONAL_MAIL_KINDS } from '@tightlines/domain';
import { and, desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createMailer } from '../../platform/mail/mailer';
import type { MailContent } from '../../platform/mail/render';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';

// Issue 35 point 2: every mail a reader may turn off carries a one-click unsubscribe (RFC 8058) in
// the reader's language; the link, without signing in, turns off its one kind, the same switch the
// privacy settings show; the mailer writes no mail of a kind turned off.

let t: TestApp;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
});
afterAll(() => t?.close());

const mailer = () =>
  createMailer({ driver: 'outbox', logger: log, publicUrl: t.config.publicUrl, logMessageText: false });

const RESULTS: MailContent = {
  kind: 'resultsFinished',
  values: { tournamentName: 'Copa Azul', link: 'https://tightlines.test/tournament/x' },
};
const ENTRY: MailContent = {
  kind: 'newEntry',
  values: {
    tournamentName: 'Copa Azul',
    memberName: 'Ana Ruiz',
    start: { dateTime: new Date('2030-03-15T20:00:00Z'), timeZone: 'America/Costa_Rica' },
  },
};
const RESET: MailContent = {
  kind: 'passwordReset',
  values: { name: 'Ana', link: 'https://tightlines.test/r' },
};

async function write(to: string, content: MailContent): Promise<void> {
  await t.database.db.transaction((tx) => mailer().send(tx, { to, ...content }));
}

const latest = async (to: string, kind: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.createdAt))
  )[0];
const count = async (to: string, kind: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
  ).length;

const tokenOf = (link: string | null | undefined) => new URL(link!).searchParams.get('token')!;

const readingSpanish = async (user: TestUser) => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/language',
    headers: user.auth,
    payload: { language: 'es' },
  });
  expect(saved.statusCode).toBe(200);
};

/** The one-click POST a mail reader sends (RFC 8058): no cookie, no sign-in, a form body. */
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/mail/unsubscribe?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

const settingsOf = async (user: TestUser) => {
  const response = await t.app.inject({ url: `/api/users/${user.email}/privacy/mail`, headers: user.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.mail as Record<string, boolean>;
};

describe('the one-click unsubscribe', () => {
  it("puts the link in the text part and the headers, in the reader's language, on every kind but security's", async () => {
    const user = await createUser(t);
    await readingSpanish(user);
    await write(user.email, RESULTS);
    const mail = await latest(user.email, 'resultsFinished');
    expect(mail?.subject).toBe('Resultados oficiales de Copa Azul');
    expect(mail?.listUnsubscribe).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/mail/unsubscribe\\?token=[A-Za-z0-9_-]{32}$`),
    );
    expect(mail?.text).toContain(`\n-- \nRecibes este correo porque`);
    expect(mail?.text).toContain(
      `resultados oficiales de los torneos en los que pescaste. Para desactivarlos, abre:\n${mail?.listUnsubscribe}`,
    );

    await write(user.email, RESET);
    const reset = await latest(user.email, 'passwordReset');
    expect(reset).toMatchObject({ listUnsubscribe: null, subject: 'Restablece tu contraseña de Tightlines' });
    expect(reset?.text).not.toContain('unsubscribe');
    // The account's address verification is security too.
    expect((await latest(user.email, 'verifyEmail'))?.listUnsubscribe).toBeNull();
  });

  it('turns off exactly the one kind its link names, without signing in, and again changes nothing', async () => {
    const user = await createUser(t);
    await write(user.email, RESULTS);
    await write(user.email, ENTRY);
    const token = tokenOf((await latest(user.email, 'resultsFinished'))?.listUnsubscribe);

    const first = await oneClick(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ kind: 'resultsFinished', enabled: false });
    const again = await oneClick(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual({ kind: 'resultsFinished', enabled: false });

    expect(await settingsOf(user)).toEqual({
      ...Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, true])),
      resultsFinished: false,
    });
    // No mail of that kind is written any more; every other kind still is.
    await write(user.email, RESULTS);
    await write(user.email, ENTRY);
    await write(user.email, RESET);
    expect(await count(user.email, 'resultsFinished')).toBe(1);
    expect(await count(user.email, 'newEntry')).toBe(2);
    expect(await count(user.email, 'passwordReset')).toBe(1);
  });

  it('keeps one link per kind: every mail of a kind carries the same token, another kind another', async () => {
    const user = await createUser(t);
    await write(user.email, ENTRY);
    const first = (await latest(user.email, 'newEntry'))?.listUnsubscribe;
    await write(user.email, ENTRY);
    expect((await latest(user.email, 'newEntry'))?.listUnsubscribe).toBe(first);
    await write(user.email, RESULTS);
    expect((await latest(user.email, 'resultsFinished'))?.listUnsubscribe).not.toBe(first);
  });

  it('refuses a forged token (404) and a malformed one (400 naming it), with the envelope', async () => {
    const forged = await oneClick('A'.repeat(32));
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 404 });
    for (const malformed of ['short', `${'A'.repeat(31)}!`, '']) {
      const response = await oneClick(encodeURIComponent(malformed));
      expect(response.statusCode, malformed).toBe(400);
      expect(response.body).toContain('token');
    }
    const noToken = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe' });
    expect(noToken.statusCode).toBe(400);
  });

  it('answers a browser opening the link with the page that asks, turning nothing off', async () => {
    const user = await createUser(t);
    await write(user.email, ENTRY);
    const token = tokenOf((await latest(user.email, 'newEntry'))?.listUnsubscribe);
    const opened = await t.app.inject({ method: 'GET', url: `/api/mail/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect((await settingsOf(user)).newEntry).toBe(true);
  });
});

describe('the e-mail switches of the privacy settings', () => {
  it('persist per kind, stop the mailer, and are what the unsubscribe link flips', async () => {
    const user = await createUser(t);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.email}/privacy/mail`,
      headers: user.auth,
      payload: { kind: 'newEntry', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().result.mail.newEntry).toBe(false);
    expect(await settingsOf(user)).toMatchObject({ newEntry: false, refund: true, resultsFinished: true });
    await write(user.email, ENTRY);
    expect(await count(user.email, 'newEntry')).toBe(0);

    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.email}/privacy/mail`,
      headers: user.auth,
      payload: { kind: 'newEntry', enabled: true },
    });
    expect(on.json().result.mail.newEntry).toBe(true);
    await write(user.email, ENTRY);
    expect(await count(user.email, 'newEntry')).toBe(1);
    // Its link turns off the switch the settings show.
    expect(
      (await oneClick(tokenOf((await latest(user.email, 'newEntry'))?.listUnsubscribe))).statusCode,
    ).toBe(200);
    expect((await settingsOf(user)).newEntry).toBe(false);
  });

  it('refuses a kind that cannot be turned off, naming the field, and anyone else', async () => {
    const user = await createUser(t);
    const security = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.email}/privacy/mail`,
      headers: user.auth,
      payload: { kind: 'passwordReset', enabled: false },
    });
    expect(security.statusCode).toBe(400);
    expect(security.body).toContain('kind');
    const stranger = await createUser(t);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.email}/privacy/mail`,
      headers: stranger.auth,
      payload: { kind: 'newEntry', enabled: false },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await settingsOf(user)).newEntry).toBe(true);
  });
});
