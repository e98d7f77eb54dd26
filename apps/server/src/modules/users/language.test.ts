import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const languageOf = async (user: TestUser) => {
  const response = await t.app.inject({ url: `/api/users?userEmail=${user.email}`, headers: user.auth });
  expect(response.statusCode).toBe(200);
  return response.json().result[0].language;
};

describe('PUT /api/users/me/language (issue 19)', () => {
  it('saves the language the user info then returns, for the signed-in user only', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    expect(await languageOf(me)).toBeNull();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: me.auth,
      payload: { language: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toEqual({ language: 'es' });
    expect(await languageOf(me)).toBe('es');
    expect(await languageOf(other)).toBeNull();
  });

  it('refuses a language the app does not have, naming the field, and keeps the saved one', async () => {
    const me = await createUser(t);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: me.auth,
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual(['language']);
    expect(await languageOf(me)).toBeNull();
  });

  it('refuses a guest', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      payload: { language: 'es' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("e-mails in the recipient's language (issue 19)", () => {
  const resetMailTo = async (user: TestUser) => {
    const request = await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${user.email}` });
    expect(request.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), like(mailOutbox.text, '%resetPassword=%')));
    return mail!;
  };

  it('sends the password reset in Spanish to a user who chose Spanish, in English otherwise', async () => {
    const spanish = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: spanish.auth,
      payload: { language: 'es' },
    });
    const mail = await resetMailTo(spanish);
    expect(mail.subject).toBe('Restablece tu contraseña de Tightlines');
    expect(mail.text).toContain(`${t.config.publicUrl}/?resetPassword=`);
    expect((await resetMailTo(await createUser(t))).subject).toBe('Reset your Tightlines password');
  });
});
