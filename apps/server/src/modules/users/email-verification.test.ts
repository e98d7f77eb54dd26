import { messages } from '@tightlines/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, verificationSecretOf, type TestUser } from '../../test/factories';
import { accountEdit, callAs } from '../../test/profile-factories';

/** Issue 32 point 1: registration proves the address by a single-use, expiring link; resend is capped. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const status = async (user: TestUser) => {
  const response = await callAs(t, 'GET', '/api/accounts/email_verification', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { email: string; verified: boolean };
};
const open = (secret: string) =>
  t.app.inject({ method: 'PUT', url: `/api/accounts/email_verification/${secret}` });
const resend = (user: TestUser) => callAs(t, 'POST', '/api/accounts/email_verification', user);
const verificationMails = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%/verify_email/%')))
    .orderBy(desc(mailOutbox.createdAt));

describe('verifying an address', () => {
  it('mails a link at registration that verifies the address once', async () => {
    const me = await createUser(t, { verified: false });
    expect(await status(me)).toEqual({ email: me.email, verified: false });
    const [mail] = await verificationMails(me.email);
    expect(mail!.subject).toBe('Verify your Tightlines e-mail');
    expect(mail!.text).toContain(`${t.config.publicUrl}/verify_email/`);

    const secret = await verificationSecretOf(t, me.email);
    const opened = await open(secret);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().result).toEqual({ email: me.email });
    expect(await status(me)).toEqual({ email: me.email, verified: true });

    const again = await open(secret);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.emailVerificationInvalid);
    // Verified already: nothing to resend.
    expect((await resend(me)).statusCode).toBe(409);
  });

  it('refuses an expired link, an unknown one and a malformed one', async () => {
    const me = await createUser(t, { verified: false });
    const secret = await verificationSecretOf(t, me.email);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, me.email));
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, row!.id));
    expect((await open(secret)).statusCode).toBe(404);
    expect((await open('7a4c3b52-1b7e-4bb0-9f0e-1d2c3b4a5968')).statusCode).toBe(404);
    const malformed = await open('not-a-link');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields).toEqual(['requestUuid']);
    expect(await status(me)).toMatchObject({ verified: false });
  });

  it('resends in the account’s language, only the newest link works, three mails an hour at most', async () => {
    const me = await createUser(t, { verified: false });
    const first = await verificationSecretOf(t, me.email);
    expect((await callAs(t, 'PUT', '/api/users/me/language', me, { language: 'es' })).statusCode).toBe(200);
    expect((await resend(me)).statusCode).toBe(200);
    const [newest] = await verificationMails(me.email);
    expect(newest!.subject).toBe('Verifica tu correo de Tightlines');
    expect((await open(first)).statusCode).toBe(404);

    expect((await resend(me)).statusCode).toBe(200);
    const capped = await resend(me);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(messages.verificationMailsLimit);
    expect(await verificationMails(me.email)).toHaveLength(3);
    expect((await open(await verificationSecretOf(t, me.email))).statusCode).toBe(200);
  });

  it('needs a signed-in account to read or resend', async () => {
    expect((await t.app.inject({ url: '/api/accounts/email_verification' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/accounts/email_verification' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('verifies a new address by its change link, and a link sent to the old one proves nothing', async () => {
    const me = await createUser(t, { verified: false });
    const oldLink = await verificationSecretOf(t, me.email);
    const newEmail = `moved-${me.email}`;
    const change = await callAs(
      t,
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(newEmail, { currentPassword: me.password }),
    );
    expect(change.statusCode, change.body).toBe(200);
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, newEmail));
    const changeSecret = /confirmEmail=([0-9a-f-]{36})/.exec(mail!.text)![1]!;
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/confirm_email/${changeSecret}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await t.database.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, newEmail));
    expect(row!.verifiedAt).not.toBeNull();
    expect((await open(oldLink)).statusCode).toBe(404);
  });
});
