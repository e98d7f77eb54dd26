import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, MISSING_UUID, type TestUser } from '../../test/factories';
import { callAs, modelInput, motorInput, type Method } from '../../test/profile-factories';

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  captain = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

describe('motors and propeller models', () => {
  it('need a signed-in user before anything else', async () => {
    for (const [method, url] of [
      ['POST', '/api/motors'],
      ['GET', `/api/motors/${MISSING_UUID}`],
      ['PUT', `/api/motors/${MISSING_UUID}`],
      ['POST', '/api/models'],
      ['GET', `/api/models/${MISSING_UUID}`],
      ['PUT', `/api/models/${MISSING_UUID}`],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a cruise speed above the top speed with the spec message', async () => {
    const response = await call(
      'POST',
      '/api/motors',
      captain,
      motorInput({ topSpeed: 30, cruiseSpeed: 45 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Top Speed must be greater than Top Cruise Speed');
  });

  it('asks for missing motor and prop information with their own messages', async () => {
    const motor = await call('POST', '/api/motors', captain, motorInput({ model: '' }));
    expect(motor.json().message).toBe('Missing information to edit motor');
    const unknownMake = await call('POST', '/api/motors', captain, motorInput({ motorMakeName: 'Nope' }));
    expect(unknownMake.statusCode).toBe(400);
    expect(unknownMake.json()).toMatchObject({ details: { fields: ['motorMakeName'] } });
    const model = await call(
      'POST',
      '/api/models',
      captain,
      modelInput({ propellerManufacterName: undefined }),
    );
    expect(model.json().message).toBe('Missing information to edit prop');
  });

  it('are added and edited by captains, and refused to anglers', async () => {
    const motor = await call('POST', '/api/motors', captain, motorInput());
    expect(motor.statusCode).toBe(200);
    const { motorUUID } = motor.json().result;
    const edited = await call('PUT', `/api/motors/${motorUUID}`, captain, motorInput({ topSpeed: 50 }));
    expect(edited.json().result).toMatchObject({ motorUUID, topSpeed: 50, motorMakeName: 'Yamaha' });
    const angler = await createUser(t);
    expect((await call('POST', '/api/motors', angler, motorInput())).statusCode).toBe(403);
    expect((await call('POST', '/api/models', angler, modelInput())).statusCode).toBe(403);
  });

  it('belong to who made them: others get 404 on read and 403 on edit', async () => {
    const other = await createUser(t, { roleName: 'Captain' });
    const { motorUUID } = (await call('POST', '/api/motors', captain, motorInput())).json().result;
    const { modelUUID } = (await call('POST', '/api/models', captain, modelInput())).json().result;
    expect((await call('GET', `/api/motors/${motorUUID}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/models/${modelUUID}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/api/motors/${motorUUID}`, other, motorInput())).statusCode).toBe(403);
    expect((await call('PUT', `/api/models/${modelUUID}`, other, modelInput())).statusCode).toBe(403);
    expect((await call('GET', `/api/models/${modelUUID}`, captain)).json().result).toMatchObject({
      blades: 3,
      propellerPitch: 17,
      sizeUnitId: 2,
      propellerManufacterName: 'Mercury',
    });
    expect((await call('PUT', `/api/models/${MISSING_UUID}`, captain, modelInput())).statusCode).toBe(404);
  });

  it('validate every edit body and read back what they saved', async () => {
    const { motorUUID } = (await call('POST', '/api/motors', captain, motorInput())).json().result;
    const { modelUUID } = (await call('POST', '/api/models', captain, modelInput())).json().result;
    const slowTop = await call(
      'PUT',
      `/api/motors/${motorUUID}`,
      captain,
      motorInput({ topSpeed: 10, cruiseSpeed: 20 }),
    );
    expect(slowTop.statusCode).toBe(400);
    expect(slowTop.json().message).toBe('Top Speed must be greater than Top Cruise Speed');
    const noMaker = await call(
      'PUT',
      `/api/models/${modelUUID}`,
      captain,
      modelInput({ propellerManufacterName: ' ' }),
    );
    expect(noMaker.json().message).toBe('Missing information to edit prop');
    expect((await call('GET', `/api/motors/${motorUUID}`, captain)).json().result).toMatchObject({
      motorUUID,
      topSpeed: 45,
      cruiseSpeed: 30,
    });
    expect((await call('GET', `/api/motors/${MISSING_UUID}`, captain)).statusCode).toBe(404);
  });
});
