import { messages } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import {
  boatInput,
  callAs,
  createBoat,
  modelInput,
  motorInput,
  type Method,
} from '../../test/profile-factories';

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  captain = await createUser(t, { roleName: 'Captain' });
  // A boat named "Explodes" fails in the database itself, after its motor and model were written:
  // the failure a boat save can meet last, whatever the service checked before.
  await t.database.executeSql(`
    create function fail_exploding_boat() returns trigger language plpgsql as $$
    begin
      if new.name = 'Explodes' then raise exception 'boat refused by the test'; end if;
      return new;
    end $$`);
  await t.database.executeSql(`
    create trigger fail_exploding_boat before insert or update on boats
    for each row execute function fail_exploding_boat()`);
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

/** A boat body carrying its motor and model inline (no UUIDs). */
function inlineBoat(user: TestUser, changes: Record<string, unknown> = {}) {
  const { motorUUID: _motor, modelUUID: _model, ...boat } = boatInput(user.email, '', '');
  return { ...boat, motor: motorInput(), model: modelInput(), ...changes };
}

async function equipmentCount(user: TestUser) {
  const { rows } = await t.database.executeSql(
    `with owner as (select id from users where email = $1)
     select (select count(*) from motors where created_by_id = (select id from owner))::int as motors,
            (select count(*) from propeller_models where created_by_id = (select id from owner))::int as models,
            (select count(*) from boats where owner_id = (select id from owner))::int as boats`,
    [user.email],
  );
  return rows[0] as { motors: number; models: number; boats: number };
}

describe('a boat saved with its motor and propeller model', () => {
  it('writes the three together', async () => {
    const owner = await createUser(t, { roleName: 'Captain' });
    const response = await call('POST', '/api/boats', owner, inlineBoat(owner));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      boatName: 'Reel Deal',
      motor: { model: 'F300', motorMakeName: 'Yamaha', loadPercentage: 60, gph: 12 },
      model: { blades: 3, propellerManufacterName: 'Mercury' },
    });
    expect(await equipmentCount(owner)).toEqual({ motors: 1, models: 1, boats: 1 });
  });

  it('leaves no motor or model behind when the boat fails after them', async () => {
    const owner = await createUser(t, { roleName: 'Captain' });
    const failed = await call('POST', '/api/boats', owner, inlineBoat(owner, { boatName: 'Explodes' }));
    expect(failed.statusCode).toBe(500);
    const refused = await call('POST', '/api/boats', owner, inlineBoat(owner, { typeName: 'Raft' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual(['typeName']);
    expect(await equipmentCount(owner)).toEqual({ motors: 0, models: 0, boats: 0 });
  });

  it('on an edit that fails, keeps the motor and model as they were', async () => {
    const { boat } = await createBoat(t, captain);
    const edit = inlineBoat(captain, { boatName: 'Explodes', motor: motorInput({ model: 'F350', gph: 30 }) });
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, captain, edit)).statusCode).toBe(500);
    const read = (await call('GET', `/api/boats/${boat.boatUUID}`, captain)).json().result;
    expect(read).toMatchObject({ boatName: 'Reel Deal', motor: { model: 'F300', gph: 12 } });

    const saved = await call('PUT', `/api/boats/${boat.boatUUID}`, captain, {
      ...inlineBoat(captain, { motor: motorInput({ model: 'F350', gph: 30 }) }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({
      motorUUID: boat.motorUUID,
      modelUUID: boat.modelUUID,
      motor: { model: 'F350', gph: 30 },
    });
  });

  it('refuses an unknown make inside the inline motor, naming it', async () => {
    const owner = await createUser(t, { roleName: 'Captain' });
    const response = await call(
      'POST',
      '/api/boats',
      owner,
      inlineBoat(owner, { motor: motorInput({ motorMakeName: 'Steam' }) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.missingInfoMotor,
      details: { fields: ['motor.motorMakeName'] },
    });
    expect(await equipmentCount(owner)).toEqual({ motors: 0, models: 0, boats: 0 });
  });

  it('needs the motor one way only: inline or by UUID', async () => {
    const owner = await createUser(t, { roleName: 'Captain' });
    const { motor: _motor, ...withoutMotor } = inlineBoat(owner);
    const none = await call('POST', '/api/boats', owner, withoutMotor);
    expect(none.json()).toMatchObject({
      message: messages.missingInfoEditBoat,
      details: { fields: ['motorUUID'] },
    });
    const motor = (await call('POST', '/api/motors', owner, motorInput())).json().result;
    const both = await call('POST', '/api/boats', owner, inlineBoat(owner, { motorUUID: motor.motorUUID }));
    expect(both.statusCode).toBe(400);
    expect(both.json().details.fields).toEqual(['motorUUID']);
  });
});

describe('boat numbers are refused out of range, never clamped', () => {
  it.each([
    ['loadPercentage', 150, messages.loadRange],
    ['loadPercentage', -1, messages.loadRange],
    ['gph', -3, messages.fuelUseRange],
    ['gph', 5000, messages.fuelUseRange],
    ['gph', 'abc', messages.fuelUseRange],
    ['topSpeed', 400, messages.speedRange],
  ])('motor %s = %s', async (field, value, message) => {
    const response = await call('POST', '/api/motors', captain, motorInput({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, details: { fields: [field] } });
    const inline = await call(
      'POST',
      '/api/boats',
      captain,
      inlineBoat(captain, { motor: motorInput({ [field]: value }) }),
    );
    expect(inline.json()).toMatchObject({ message, details: { fields: [`motor.${field}`] } });
  });

  it.each([
    ['size', 0, messages.boatSizeRange],
    ['size', -2, messages.boatSizeRange],
  ])('boat %s = %s', async (field, value, message) => {
    const response = await call('POST', '/api/boats', captain, inlineBoat(captain, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, details: { fields: [field] } });
  });

  it('blades must be whole', async () => {
    const response = await call('POST', '/api/models', captain, modelInput({ blades: 2.5 }));
    expect(response.json()).toMatchObject({ message: messages.bladesRange, details: { fields: ['blades'] } });
  });
});
