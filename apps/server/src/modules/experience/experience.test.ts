import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, MISSING_UUID, type TestUser } from '../../test/factories';
import { callAs, type Method } from '../../test/profile-factories';

let t: TestApp;
let me: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  me = await createUser(t);
});
afterAll(() => t.close());

const experienceInput = (changes: Record<string, unknown> = {}) => ({
  fishingTypeName: 'Offshore',
  roleName: 'Mate',
  years: 6,
  countries: [{ code: 'CR' }, { code: 'PA', name: 'Panama' }],
  boats: [{ name: 'Reel Deal' }, { name: ' ' }, { name: 'reel deal' }, { name: 'Sea Dog' }],
  activitySourceName: 'Website',
  ...changes,
});

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

async function addExperience(user: TestUser, changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/fishingExperiences', user, experienceInput(changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { experienceUUID: string };
}

describe('fishing experience', () => {
  it('needs a signed-in user before anything else', async () => {
    for (const [method, url] of [
      ['GET', '/api/fishingExperiences'],
      ['POST', '/api/fishingExperiences'],
      ['PUT', `/api/fishingExperiences/${MISSING_UUID}`],
      ['DELETE', `/api/fishingExperiences/${MISSING_UUID}`],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds an experience as Fulltime, with up to 99 years and each boat once', async () => {
    const response = await call(
      'POST',
      '/api/fishingExperiences',
      me,
      experienceInput({ years: 99, workTypeName: 'Seasonal' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      fishingTypeName: 'Offshore',
      workTypeName: 'Fulltime',
      roleName: 'Mate',
      years: 99,
      countries: [
        { code: 'CR', name: 'Costa Rica' },
        { code: 'PA', name: 'Panama' },
      ],
      boats: [{ name: 'Reel Deal' }, { name: 'Sea Dog' }],
    });
  });

  it('refuses more than 99 years naming the field and its limit, in a message with its key (issue 31)', async () => {
    const response = await call('POST', '/api/fishingExperiences', me, experienceInput({ years: 150 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a number no greater than 99',
      key: 'numberTooBig',
      keyValues: { maximum: 99 },
      details: { fields: ['years'] },
    });
  });

  it('refuses missing or unknown fields with the spec message', async () => {
    const missing = await call(
      'POST',
      '/api/fishingExperiences',
      me,
      experienceInput({ fishingTypeName: '' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please complete all necessary fields');
    const unknown = await call(
      'POST',
      '/api/fishingExperiences',
      me,
      experienceInput({ countries: [{ code: 'ZZ' }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ fields: ['countries'] });
  });

  it('edits and deletes my own experience', async () => {
    const { experienceUUID } = await addExperience(me);
    const edited = await call(
      'PUT',
      `/api/fishingExperiences/${experienceUUID}`,
      me,
      experienceInput({
        years: 7,
        roleName: 'Captain',
        workTypeName: 'Seasonal',
        countries: [{ code: 'MX' }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({
      years: 7,
      roleName: 'Captain',
      workTypeName: 'Seasonal',
      countries: [{ code: 'MX' }],
    });
    const bad = await call(
      'PUT',
      `/api/fishingExperiences/${experienceUUID}`,
      me,
      experienceInput({ years: 'many' }),
    );
    expect(bad.statusCode).toBe(400);
    expect((await call('DELETE', `/api/fishingExperiences/${experienceUUID}`, me)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/fishingExperiences', me)).json().result as {
      experienceUUID: string;
    }[];
    expect(mine.map((item) => item.experienceUUID)).not.toContain(experienceUUID);
    expect((await call('DELETE', `/api/fishingExperiences/${experienceUUID}`, me)).statusCode).toBe(404);
  });

  it("refuses to edit or delete someone else's experience", async () => {
    const { experienceUUID } = await addExperience(me);
    const other = await createUser(t);
    expect(
      (await call('PUT', `/api/fishingExperiences/${experienceUUID}`, other, experienceInput())).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/fishingExperiences/${experienceUUID}`, other)).statusCode).toBe(403);
    const theirs = (await call('GET', '/api/fishingExperiences', other)).json().result;
    expect(theirs).toEqual([]);
    const still = (await call('GET', '/api/fishingExperiences', me)).json().result as {
      experienceUUID: string;
    }[];
    expect(still.map((item) => item.experienceUUID)).toContain(experienceUUID);
  });
});
