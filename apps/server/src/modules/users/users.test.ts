import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const registration = (changes: Record<string, unknown> = {}) => ({
  name: 'Ana',
  lastname: 'Mora',
  email: `ana-${Math.random().toString(36).slice(2)}@example.com`,
  password: TEST_PASSWORD,
  roleName: 'Angler',
  nationalityName: 'Costa Rica',
  ...changes,
});

/** The newest password-reset mail to `email` (registration also mails a verification link). */
async function latestMailTo(email: string) {
  const [mail] = await resetMailsTo(email);
  return mail;
}

const resetMailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%resetPassword=%')))
    .orderBy(desc(mailOutbox.createdAt));

describe('POST /api/register', () => {
  it('creates a local account that can sign in, with the password hashed', async () => {
    const body = registration();
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
    await expect(login(t, body.email, TEST_PASSWORD)).resolves.toMatchObject({ tokenType: 'Bearer' });
  });

  it('refuses a short password with the spec message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ password: 'short' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Password and confirmation must be equal and greater than eight characters',
      details: { fields: ['password'] },
    });
  });

  it('refuses missing required fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ name: '  ', nationalityName: undefined }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please complete all required fields');
  });

  it('refuses an e-mail that already exists, whatever its case', async () => {
    const body = registration();
    expect((await t.app.inject({ method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(
      200,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This e-mail is already registered');
  });

  it('names a badly formatted e-mail, a too-long value and a non-phone phone, not "complete all required fields"', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'ana.example.com' }, 'email', 'Please enter a valid e-mail address'],
      [{ name: 'A'.repeat(81) }, 'name', 'Please use at most 80 characters'],
      [
        { userContactInfo: [{ name: 'phone', value: 'call me maybe' }] },
        'userContactInfo.0.value',
        'Please enter a valid phone number',
      ],
    ];
    for (const [changes, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration(changes),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ message, details: { fields: [field] } });
    }
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ userContactInfo: [{ name: 'phone', value: '+506 (8888) 00-00' }] }),
    });
    expect(phone.statusCode, phone.body).toBe(200);
  });

  it('ignores privileged extra fields', async () => {
    const body = registration({ permissions: [{ Name: 'CONTENT_MODERATOR' }], roleName: 'Angler' });
    expect((await t.app.inject({ method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(
      200,
    );
    const tokens = await login(t, body.email as string, TEST_PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${body.email as string}`,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.json().result[0].permissions).not.toContainEqual({ Name: 'CONTENT_MODERATOR' });
  });
});

describe('PUT /api/users/changePass', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/changePass', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to change someone else password', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: me.auth,
      payload: { email: other.email, oldPassword: other.password, newPassword: 'a whole new password' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a wrong old password, then changes it with the right one', async () => {
    const me = await createUser(t);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: me.auth,
      payload: { email: me.email, oldPassword: 'not my password', newPassword: 'a whole new password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email or password invalid');
    const right = await t.app.inject({
      method: 'PUT',
      url: '/api/users/changePass',
      headers: me.auth,
      payload: { email: me.email, oldPassword: me.password, newPassword: 'a whole new password' },
    });
    expect(right.statusCode).toBe(200);
    await expect(login(t, me.email, 'a whole new password')).resolves.toBeDefined();
  });
});

describe('forgot password', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const me = await createUser(t);
    const request = await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${me.email}` });
    expect(request.statusCode).toBe(200);
    const mail = await latestMailTo(me.email);
    const secret = /resetPassword=([0-9a-f-]{36})/.exec(mail!.text)?.[1];
    expect(mail!.text).toContain(`${t.config.publicUrl}/?resetPassword=`);

    const check = await t.app.inject({ method: 'GET', url: `/api/accounts/forgot_pass/${secret}` });
    expect(check.json().result.email).toBe(me.email);

    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/forgot_pass/${secret}`,
      payload: { newPassword: 'reset to something new' },
    });
    expect(reset.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/forgot_pass/${secret}`,
      payload: { newPassword: 'and again something' },
    });
    expect(replay.statusCode).toBe(404);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: me.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    await expect(login(t, me.email, 'reset to something new')).resolves.toBeDefined();
    const oldSession = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${me.email}`,
      headers: me.auth,
    });
    expect(oldSession.statusCode).toBe(401);
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot_pass/ghost@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(await latestMailTo('ghost@example.com')).toBeUndefined();
  });

  it('tells an attacker nothing: known, unknown and capped e-mails get byte-identical answers', async () => {
    const me = await createUser(t);
    const ask = async (email: string) => {
      const response = await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${email}` });
      const { requestId: _id, ...body } = response.json();
      return { status: response.statusCode, body, length: response.body.length - String(_id).length };
    };
    const known = await ask(me.email);
    const unknown = await ask(`ghost-${me.email}`);
    expect(unknown).toEqual(known);
    // Past the hourly cap the account gets no more mail, and the answer still does not change.
    for (let i = 0; i < 4; i += 1) expect(await ask(me.email)).toEqual(known);
    expect(await resetMailsTo(me.email)).toHaveLength(3);
  });

  it('confirms a reset with the code from the e-mail, only for its own account', async () => {
    const me = await createUser(t);
    await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${me.email}` });
    const code = /resetPassword=([0-9a-f-]{36})/.exec((await latestMailTo(me.email))!.text)?.[1];
    const wrongUser = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/confirm_password',
      payload: {
        username: 'someone@example.com',
        password: 'confirmed new password',
        verificationCode: code,
      },
    });
    expect(wrongUser.statusCode).toBe(404);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/confirm_password',
      payload: { username: me.email, password: 'confirmed new password', verificationCode: code },
    });
    expect(confirmed.statusCode).toBe(200);
    await expect(login(t, me.email, 'confirmed new password')).resolves.toBeDefined();
  });

  it('answers 404 for an unknown link and 400 for one that is not a UUID', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/accounts/forgot_pass/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/forgot_pass/nope' })).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/users/me/locality', () => {
  it('saves a known locality and shows it in the user info', async () => {
    const me = await createUser(t);
    const regions = (await t.app.inject({ method: 'GET', url: '/api/regions' })).json().result;
    const localities = (
      await t.app.inject({
        method: 'GET',
        url: `/api/regions/${encodeURIComponent(regions[0].regionName)}/localities`,
      })
    ).json().result;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/locality',
      headers: me.auth,
      payload: { localityUUID: localities[0].localityUUID },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const info = (
      await t.app.inject({ method: 'GET', url: `/api/users?userEmail=${me.email}`, headers: me.auth })
    ).json().result[0];
    expect(info.localityName).toBe(localities[0].localityName);
  });

  it('refuses an unknown locality with the spec message', async () => {
    const me = await createUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/locality',
      headers: me.auth,
      payload: { localityUUID: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Oops! The locality couldn't be saved. Please try again later in My Profile.",
    );
  });
});

describe('POST /api/register/email_available', () => {
  const ask = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/register/email_available', payload: { email } });

  it('says whether registration would take the e-mail, whatever its case', async () => {
    const me = await createUser(t);
    expect((await ask(me.email.toUpperCase())).json()).toMatchObject({ result: { available: false } });
    expect((await ask(`free-${me.email}`)).json()).toMatchObject({ result: { available: true } });
  });

  it('refuses a badly formatted e-mail naming it', async () => {
    const response = await ask('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid e-mail address',
      details: { fields: ['email'] },
    });
  });

  it('answers no faster than registration: the same budget per address', async () => {
    const limited = await buildTestApp({ seed: false, env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/register/email_available',
          payload: { email: `probe-${attempt}@example.com` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('weak passwords', () => {
  const refused = (response: { statusCode: number; json(): unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Password is too common or contains your e-mail, please choose another one',
      details: { fields: [field] },
    });
  };

  it('refuses common passwords and the own e-mail on register, change and reset', async () => {
    const body = registration();
    for (const password of [
      '12345678',
      'Password1',
      'iloveyou',
      body.email,
      `${body.email.split('@')[0]}!`,
    ]) {
      refused(
        await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...body, password } }),
        'password',
      );
    }

    const me = await createUser(t);
    for (const newPassword of ['sunshine1', me.email.toUpperCase()]) {
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/users/changePass',
        headers: me.auth,
        payload: { email: me.email, oldPassword: me.password, newPassword },
      });
      refused(change, 'newPassword');
    }

    await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${me.email}` });
    const secret = /resetPassword=([0-9a-f-]{36})/.exec((await latestMailTo(me.email))!.text)?.[1];
    refused(
      await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/forgot_pass/${secret}`,
        payload: { newPassword: 'qwertyuiop' },
      }),
      'newPassword',
    );
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/accounts/confirm_password',
        payload: { username: me.email, password: 'football', verificationCode: secret },
      }),
      'password',
    );
    // The refused attempts used nothing: the link still sets a good password, and the old one still works till then.
    await expect(login(t, me.email, me.password)).resolves.toBeDefined();
    const good = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/forgot_pass/${secret}`,
      payload: { newPassword: 'a quiet reef at dawn' },
    });
    expect(good.statusCode).toBe(200);
  });
});
