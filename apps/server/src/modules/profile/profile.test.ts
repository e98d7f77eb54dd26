import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import {
  createBoat,
  GIF_BYTES,
  PNG_BYTES,
  uploadPicture,
  accountEdit,
  callAs,
  type Method,
} from '../../test/profile-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

describe('GET /api/users/{userEmail}/profile', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/users/someone@example.com/profile')).statusCode).toBe(401);
  });

  it('refuses something that is not an e-mail', async () => {
    const me = await createUser(t);
    expect((await call('GET', '/api/users/not-an-email/profile', me)).statusCode).toBe(400);
  });

  it('answers user not found (101000) for an unknown user', async () => {
    const me = await createUser(t);
    const response = await call('GET', '/api/users/ghost@example.com/profile', me);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(101000);
  });

  it('shows the owner everything, privacy included', async () => {
    const me = await createUser(t);
    const response = await call('GET', `/api/users/${me.email}/profile`, me);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      email: me.email,
      name: 'Test',
      nationalityName: 'Costa Rica',
      countryCode: 'CR',
      userContactInfo: [{ name: 'phone', value: '+506 8888 0000' }],
      sizeId: 1,
      privacy: { showEmail: false, showBoats: true },
      hidden: [],
      isCurrentUser: true,
    });
  });
});

describe('PUT /api/accounts/{userEmail}', () => {
  it('needs a signed-in user before it reads the body', async () => {
    expect((await call('PUT', '/api/accounts/someone@example.com', undefined, {})).statusCode).toBe(401);
  });

  it("refuses to edit someone else's profile", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const response = await call('PUT', `/api/accounts/${other.email}`, me, accountEdit(other.email));
    expect(response.statusCode).toBe(403);
  });

  it('refuses a birthday that is not before today, and missing fields', async () => {
    const me = await createUser(t);
    const future = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { birthday: '2999-01-01' }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Birthday must be a valid date');
    const missing = await call('PUT', `/api/accounts/${me.email}`, me, accountEdit(me.email, { name: ' ' }));
    expect(missing.json()).toMatchObject({
      message: 'Please complete all required fields',
      details: { fields: ['name'] },
    });
    const unknownState = await call('PUT', `/api/accounts/${me.email}`, me, {
      ...accountEdit(me.email),
      addressInfo: { address1: 'x', countryName: 'Costa Rica', stateName: 'Texas', cityName: 'y' },
    });
    expect(unknownState.json().details).toEqual({ fields: ['addressInfo.stateName'] });
  });

  // Issue 31: a filled field past its limit says which limit, never "complete all required fields".
  it('names the limit of a too-long address, with its key and value for the form to translate', async () => {
    const me = await createUser(t);
    const response = await call('PUT', `/api/accounts/${me.email}`, me, {
      ...accountEdit(me.email),
      addressInfo: { address1: 'x'.repeat(201), countryName: 'Costa Rica', stateName: '', cityName: 'y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please use at most 200 characters',
      key: 'tooLong',
      keyValues: { maximum: 200 },
      details: { fields: ['addressInfo.address1'] },
    });
  });

  it('saves the personal data, address, contacts, units and locality', async () => {
    const me = await createUser(t);
    const response = await call('PUT', `/api/accounts/${me.email}`, me, accountEdit(me.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      name: 'Marina',
      gender: 'Female',
      birthday: '1990-04-01',
      addressInfo: {
        address1: '1 Marina Way',
        countryName: 'Costa Rica',
        stateName: 'Guanacaste Province',
        cityName: 'Flamingo',
      },
      userContactInfo: [
        { name: 'email', value: 'contact@example.com' },
        { name: 'phone', value: '+506 8888 1111' },
      ],
      sizeId: 2,
      weightId: 4,
    });
    const info = await call('GET', `/api/users?userEmail=${me.email}`, me);
    expect(info.json().result[0]).toMatchObject({ sizeId: 2, weightId: 4, name: 'Marina' });
  });

  // Issue 33: a too-long last name is refused at its field by key, its limit as a value (never
  // zod's "Too big: expected string to have <=80 characters"), so the web says it in Spanish.
  it('refuses a last name over 80 characters by key, naming the limit and the field', async () => {
    const me = await createUser(t);
    const response = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { lastname: 'L'.repeat(81) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      key: 'tooLong',
      keyValues: { maximum: 80 },
      message: 'Please use at most 80 characters',
      details: { fields: ['lastname'] },
    });
  });

  // Issue 31: measuring fish in inches no longer switches the weather to Fahrenheit.
  it('keeps the length unit and the temperature scale apart: each saved, read back and kept on its own', async () => {
    const me = await createUser(t);
    const fresh = (await call('GET', `/api/users/${me.email}/profile`, me)).json().result;
    expect(fresh).toMatchObject({ sizeId: 1, temperatureUnit: 'celsius' });

    const inchesCelsius = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { sizeId: 2, temperatureUnit: 'celsius' }),
    );
    expect(inchesCelsius.statusCode, inchesCelsius.body).toBe(200);
    expect(inchesCelsius.json().result).toMatchObject({ sizeId: 2, temperatureUnit: 'celsius' });
    const info = async () => (await call('GET', `/api/users?userEmail=${me.email}`, me)).json().result[0];
    expect(await info()).toMatchObject({ sizeId: 2, weightId: 4, temperatureUnit: 'celsius' });

    const centimetresFahrenheit = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { sizeId: 1, temperatureUnit: 'fahrenheit' }),
    );
    expect(centimetresFahrenheit.json().result).toMatchObject({ sizeId: 1, temperatureUnit: 'fahrenheit' });
    expect(await info()).toMatchObject({ sizeId: 1, temperatureUnit: 'fahrenheit' });

    // An edit that does not name the scale keeps it.
    await call('PUT', `/api/accounts/${me.email}`, me, accountEdit(me.email, { sizeId: 2 }));
    expect(await info()).toMatchObject({ sizeId: 2, temperatureUnit: 'fahrenheit' });
  });

  it('refuses a temperature scale that is not one of the options, naming the field, and changes nothing', async () => {
    const me = await createUser(t);
    const response = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { name: 'Kelvin', temperatureUnit: 'kelvin' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please select an option',
      key: 'selectOption',
      details: { fields: ['temperatureUnit'] },
    });
    const profile = (await call('GET', `/api/users/${me.email}/profile`, me)).json().result;
    expect(profile).toMatchObject({ name: 'Test', temperatureUnit: 'celsius' });
  });

  it('attaches an uploaded PNG and refuses a GIF renamed as PNG or another user upload', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const gif = await uploadPicture(t, me, GIF_BYTES, 'image/png');
    const refused = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { imageURL: gif }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Image must be in a valid format');
    const theirs = await uploadPicture(t, other, PNG_BYTES);
    expect(
      (await call('PUT', `/api/accounts/${me.email}`, me, accountEdit(me.email, { imageURL: theirs })))
        .statusCode,
    ).toBe(403);
    const png = await uploadPicture(t, me, PNG_BYTES);
    const saved = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { imageURL: png }),
    );
    expect(saved.json().result.url).toMatch(/^\/media\/uploads\//);
    const info = await call('GET', `/api/users?userEmail=${me.email}`, me);
    expect(info.json().result[0].url).toBe(saved.json().result.url);
    const cleared = await call(
      'PUT',
      `/api/accounts/${me.email}`,
      me,
      accountEdit(me.email, { imageURL: null }),
    );
    expect(cleared.json().result.url).toBeNull();
  });

  it('changes the e-mail once the link mailed to it is opened (the captain of a boat follows), refusing one already in use', async () => {
    const me = await createUser(t, { roleName: 'Captain' });
    const other = await createUser(t);
    const { boat } = await createBoat(t, me);
    const withPassword = (email: string) => accountEdit(email, { currentPassword: me.password });
    const taken = await call('PUT', `/api/accounts/${me.email}`, me, withPassword(other.email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This e-mail is already registered');
    const newEmail = `renamed-${me.email}`;
    const asked = await call('PUT', `/api/accounts/${me.email}`, me, withPassword(newEmail));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().result.email).toBe(me.email);
    const secret = await confirmationSecretFor(newEmail);
    const confirmed = await t.app.inject({ method: 'PUT', url: `/api/accounts/confirm_email/${secret}` });
    expect(confirmed.json()).toMatchObject({ code: 200, result: { email: newEmail } });
    const tokens = await login(t, newEmail, me.password);
    const boatRead = await t.app.inject({
      method: 'GET',
      url: `/api/boats/${boat.boatUUID}`,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(boatRead.json().result.captainEmail).toBe(newEmail);
  });
});

async function confirmationSecretFor(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
  const secret = /confirmEmail=([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
  if (!secret) throw new Error(`no confirmation mail for ${email}`);
  return secret;
}

describe('OpenAPI', () => {
  it('documents the profile, boat, experience and upload routes (and not the signed media URLs)', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/users/{userEmail}/profile',
      '/api/accounts/{userEmail}',
      '/api/users/{userEmail}/privacy',
      '/api/boats',
      '/api/boats/{boatUUID}',
      '/api/boats/{boatUUID}/model',
      '/api/motors/{motorUUID}',
      '/api/models/{modelUUID}',
      '/api/fishingExperiences/{experienceUUID}',
      '/api/media/uploads',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith('/media'))).toEqual([]);
  });
});
