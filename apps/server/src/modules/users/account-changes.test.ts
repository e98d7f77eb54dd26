import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInWithBrowser } from '../../test/browser-session';
import { createUser, login, type TestUser } from '../../test/factories';
import { accountEdit } from '../../test/profile-factories';

/**
 * Issue 16 point 6: an e-mail change needs the current password and the new address's confirmation;
 * a password change ends every other session; a used reset link or a password change closes every
 * open reset link; a bearer logout revokes that token's grant.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
}

async function linkSecret(email: string, pattern: RegExp): Promise<string> {
  const [mail] = await mailsTo(email);
  const secret = pattern.exec(mail?.text ?? '')?.[1];
  if (!secret) throw new Error(`no link mailed to ${email}`);
  return secret;
}

const editEmail = (user: TestUser, newEmail: string, changes: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${user.email}`,
    headers: user.auth,
    payload: accountEdit(newEmail, changes),
  });

const confirmEmail = (secret: string) =>
  t.app.inject({ method: 'PUT', url: `/api/accounts/confirm_email/${secret}` });

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/session/refresh', payload: { refreshToken } });

describe('changing the e-mail', () => {
  it('is refused without the current password, or with a wrong one, naming the field', async () => {
    const me = await createUser(t);
    const newEmail = `new-${me.email}`;
    const missing = await editEmail(me, newEmail);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Enter your current password to change your e-mail',
      details: { fields: ['currentPassword'] },
    });
    const wrong = await editEmail(me, newEmail, { currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The current password is not correct',
      details: { fields: ['currentPassword'] },
    });
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect((await login(t, me.email, me.password)).accessToken).toEqual(expect.any(String));
  });

  it('changes the address only when the link mailed to it is opened, with a notice to the old one', async () => {
    const me = await createUser(t);
    const newEmail = `moved-${me.email}`;
    const asked = await editEmail(me, newEmail, { currentPassword: me.password, name: 'Renamed' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().result).toMatchObject({ email: me.email, name: 'Renamed' });
    const [notice] = await mailsTo(me.email);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toMatch(/confirmEmail=/);
    // Not yet: the old address still signs in, the new one does not.
    expect((await login(t, me.email, me.password)).accessToken).toEqual(expect.any(String));

    const secret = await linkSecret(newEmail, /confirmEmail=([0-9a-f-]{36})/);
    const confirmed = await confirmEmail(secret);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toEqual({ email: newEmail });
    expect((await login(t, newEmail, me.password)).accessToken).toEqual(expect.any(String));
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: me.password },
    });
    expect(old.statusCode).toBe(401);

    const again = await confirmEmail(secret);
    expect(again.statusCode).toBe(404);
  });

  it('does nothing with an expired link, or an older link once a newer one was asked for', async () => {
    const me = await createUser(t);
    const first = `first-${me.email}`;
    const second = `second-${me.email}`;
    await editEmail(me, first, { currentPassword: me.password });
    const older = await linkSecret(first, /confirmEmail=([0-9a-f-]{36})/);
    await editEmail(me, second, { currentPassword: me.password });
    const newer = await linkSecret(second, /confirmEmail=([0-9a-f-]{36})/);
    expect((await confirmEmail(older)).statusCode).toBe(404);

    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailChanges.newEmail, second));
    expect((await confirmEmail(newer)).statusCode).toBe(404);
    expect((await login(t, me.email, me.password)).accessToken).toEqual(expect.any(String));
  });

  it('refuses a link whose address was taken in the meantime', async () => {
    const me = await createUser(t);
    const contested = `contested-${me.email}`;
    await editEmail(me, contested, { currentPassword: me.password });
    const secret = await linkSecret(contested, /confirmEmail=([0-9a-f-]{36})/);
    await createUser(t, { email: contested });
    expect((await confirmEmail(secret)).statusCode).toBe(409);
  });
});

describe('changing the password', () => {
  it('ends every other session, bearer and browser, and keeps the one that made the change', async () => {
    const me = await createUser(t);
    const otherDevice = await login(t, me.email, me.password);
    const browser = await signInWithBrowser(t, me.email, me.password);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: me.auth,
      payload: { email: me.email, oldPassword: me.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    const otherAccess = await t.app.inject({
      url: `/api/users?userEmail=${me.email}`,
      headers: { authorization: `Bearer ${otherDevice.accessToken}` },
    });
    expect(otherAccess.statusCode).toBe(401);
    const browserRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      headers: { cookie: browser.header(), 'x-tightlines-csrf': '1' },
      payload: {},
    });
    expect(browserRefresh.statusCode).toBe(401);

    const mine = await t.app.inject({ url: `/api/users?userEmail=${me.email}`, headers: me.auth });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await refresh(me.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('closes every open reset link', async () => {
    const me = await createUser(t);
    await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${me.email}` });
    const secret = await linkSecret(me.email, /resetPassword=([0-9a-f-]{36})/);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: me.auth,
      payload: { email: me.email, oldPassword: me.password, newPassword: 'a brand new password' },
    });
    const link = await t.app.inject({ url: `/api/accounts/forgot_pass/${secret}` });
    expect(link.statusCode).toBe(404);
  });
});

describe('using a reset link', () => {
  it('closes the older open links of the account', async () => {
    const me = await createUser(t);
    await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${me.email}` });
    const older = await linkSecret(me.email, /resetPassword=([0-9a-f-]{36})/);
    await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${me.email}` });
    const newer = await linkSecret(me.email, /resetPassword=([0-9a-f-]{36})/);
    expect(newer).not.toBe(older);
    expect((await t.app.inject({ url: `/api/accounts/forgot_pass/${older}` })).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/forgot_pass/${newer}`,
      payload: { newPassword: 'reset to something new' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.app.inject({ url: `/api/accounts/forgot_pass/${older}` })).statusCode).toBe(404);
    const reuse = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/forgot_pass/${older}`,
      payload: { newPassword: 'an attacker choice' },
    });
    expect(reuse.statusCode).toBe(404);
  });
});

describe('logging out with a bearer token', () => {
  it("revokes that token's grant: its refresh token is refused", async () => {
    const me = await createUser(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: me.auth,
      payload: { email: me.email },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const refreshed = await refresh(me.tokens.refreshToken);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().message).toBe('Invalid token');
    const access = await t.app.inject({ url: `/api/users?userEmail=${me.email}`, headers: me.auth });
    expect(access.statusCode).toBe(401);
  });
});
