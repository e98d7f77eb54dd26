import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { accountEdit, callAs, createBoat, type Method } from '../../test/profile-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

describe('privacy', () => {
  it('needs a signed-in user and is only ever your own', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    expect((await call('GET', `/api/users/${me.email}/privacy`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/users/${me.email}/privacy`, undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `/api/users/${me.email}/privacy`, other)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/nobody/privacy', me)).statusCode).toBe(400);
    const privacy = {
      showEmail: true,
      showPhone: true,
      showProfileDetails: true,
      showBoats: true,
      showExperience: true,
      positionVisibility: 'exact',
      appearInRankings: false,
    };
    expect((await call('PUT', `/api/users/${me.email}/privacy`, other, { privacy })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/users/${me.email}/privacy`, me, { privacy: { showEmail: 'yes' } })).statusCode,
    ).toBe(400);
    const saved = await call('PUT', `/api/users/${me.email}/privacy`, me, { privacy });
    expect(saved.json().result).toEqual({ email: me.email, privacy });
    expect((await call('GET', `/api/users/${me.email}/privacy`, me)).json().result.privacy).toEqual(privacy);
  });

  it('hides from other users what the owner keeps private, and shows what they share', async () => {
    const owner = await createUser(t, { roleName: 'Captain' });
    const viewer = await createUser(t);
    await call('PUT', `/api/accounts/${owner.email}`, owner, accountEdit(owner.email));
    await createBoat(t, owner);
    await call('POST', '/api/fishingExperiences', owner, {
      fishingTypeName: 'Offshore',
      roleName: 'Captain',
      years: 10,
      countries: [{ code: 'CR' }],
      activitySourceName: 'Website',
    });

    // A new account shares no personal details, and a hidden e-mail is no lookup key (issue 16 §8a/c):
    // someone else's profile answers exactly like an address nobody has.
    const byDefault = await call('GET', `/api/users/${owner.email}/profile`, viewer);
    const unknown = await call('GET', '/api/users/nobody-here@example.com/profile', viewer);
    expect(byDefault.statusCode).toBe(404);
    const { requestId: _a, ...defaultBody } = byDefault.json();
    const { requestId: _b, ...unknownBody } = unknown.json();
    expect(defaultBody).toEqual(unknownBody);
    expect(byDefault.statusCode).toBe(unknown.statusCode);

    const own = (await call('GET', `/api/users/${owner.email}/profile`, owner)).json().result;
    expect(own.birthday).toBe('1990-04-01');
    expect(own.privacy).toMatchObject({ showProfileDetails: false, showEmail: false, showPhone: false });
    await call('PUT', `/api/users/${owner.email}/privacy`, owner, {
      privacy: { ...own.privacy, showEmail: true },
    });
    const emailOnly = (await call('GET', `/api/users/${owner.email}/profile`, viewer)).json().result;
    expect(emailOnly).toMatchObject({
      email: owner.email,
      birthday: null,
      gender: null,
      genderId: null,
      addressInfo: null,
      privacy: null,
      hidden: ['phone', 'details'],
      isCurrentUser: false,
    });
    expect(JSON.stringify(emailOnly)).not.toContain('1990-04-01');
    await call('PUT', `/api/users/${owner.email}/privacy`, owner, {
      privacy: { ...own.privacy, showEmail: true, showProfileDetails: true },
    });
    const withDetails = (await call('GET', `/api/users/${owner.email}/profile`, viewer)).json().result;
    expect(withDetails.birthday).toBe('1990-04-01');
    expect(withDetails.boats).toHaveLength(1);
    expect(withDetails.boats[0]).toMatchObject({ captainEmail: null, can: { edit: false, delete: false } });
    expect(withDetails.experiences).toHaveLength(1);

    const closed = {
      showEmail: true,
      showPhone: false,
      showProfileDetails: false,
      showBoats: false,
      showExperience: false,
      positionVisibility: 'private',
      appearInRankings: true,
    };
    await call('PUT', `/api/users/${owner.email}/privacy`, owner, { privacy: closed });
    const hidden = (await call('GET', `/api/users/${owner.email}/profile`, viewer)).json().result;
    expect(hidden).toMatchObject({
      email: owner.email,
      birthday: null,
      gender: null,
      nationalityName: null,
      addressInfo: null,
      localityName: null,
      userContactInfo: [{ name: 'email', value: 'contact@example.com' }],
      boats: [],
      experiences: [],
      hidden: ['phone', 'details', 'boats', 'experience'],
    });
    expect(JSON.stringify(hidden)).not.toContain('8888');
    expect(hidden.name).toBe('Marina');

    await call('PUT', `/api/users/${owner.email}/privacy`, owner, {
      privacy: { ...closed, showEmail: true, showPhone: true },
    });
    const open = (await call('GET', `/api/users/${owner.email}/profile`, viewer)).json().result;
    expect(open.email).toBe(owner.email);
    expect(open.userContactInfo).toEqual([
      { name: 'email', value: 'contact@example.com' },
      { name: 'phone', value: '+506 8888 1111' },
    ]);
    expect((await call('GET', `/api/users/${owner.email}/profile`, owner)).json().result.boats).toHaveLength(
      1,
    );
  });
});
