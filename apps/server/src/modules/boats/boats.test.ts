import { messages } from '@tightlines/domain';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boats, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, MISSING_UUID, verifyEmail, type TestUser } from '../../test/factories';
import {
  boatInput,
  createBoat,
  GIF_BYTES,
  modelInput,
  motorInput,
  PNG_BYTES,
  uploadPicture,
  callAs,
  type Method,
} from '../../test/profile-factories';

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  captain = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

describe('boats', () => {
  it('need a signed-in user before anything else', async () => {
    for (const [method, url] of [
      ['GET', '/api/boats'],
      ['POST', '/api/boats'],
      ['GET', `/api/boats/${MISSING_UUID}`],
      ['PUT', `/api/boats/${MISSING_UUID}`],
      ['DELETE', `/api/boats/${MISSING_UUID}`],
      ['PUT', `/api/boats/${MISSING_UUID}/model`],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds a boat with its motor and model, keeping the size unit', async () => {
    const { boat } = await createBoat(t, captain, { size: 38, sizeUnitId: 2 });
    const read = await call('GET', `/api/boats/${boat.boatUUID}`, captain);
    expect(read.json().result).toMatchObject({
      boatName: 'Reel Deal',
      typeName: 'Sportfisher',
      countryName: 'Costa Rica',
      countryCode: 'CR',
      captainEmail: captain.email,
      size: 38,
      sizeUnitId: 2,
      motor: { model: 'F300', topSpeed: 45, cruiseSpeed: 30 },
      model: { blades: 3, propellerManufacterName: 'Mercury' },
      isCurrentUserBoat: true,
      can: { edit: true, delete: true },
    });
    const mine = await call('GET', '/api/boats', captain);
    expect(mine.json().result.map((item: { boatUUID: string }) => item.boatUUID)).toContain(boat.boatUUID);
  });

  it('refuses missing boat information with the spec message, naming the field', async () => {
    const { boat } = await createBoat(t, captain);
    const missing = await call('POST', '/api/boats', captain, {
      ...boatInput(captain.email, boat.motorUUID, boat.modelUUID),
      hullNumber: ' ',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Missing information to edit boat',
      details: { fields: ['hullNumber'] },
    });
    const unknownType = await call('POST', '/api/boats', captain, {
      ...boatInput(captain.email, boat.motorUUID, boat.modelUUID),
      typeName: 'Submarine',
    });
    expect(unknownType.json()).toMatchObject({
      message: 'Missing information to edit boat',
      details: { fields: ['typeName'] },
    });
  });

  it("refuses someone else's motor on a new boat", async () => {
    const { boat } = await createBoat(t, captain);
    const other = await createUser(t, { roleName: 'Boat' });
    const { modelUUID } = (await call('POST', '/api/models', other, modelInput())).json().result;
    const response = await call(
      'POST',
      '/api/boats',
      other,
      boatInput(other.email, boat.motorUUID, modelUUID),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ fields: ['motorUUID'] });
  });

  it('answers 404 to other users reading my boat and 403 to them editing or deleting it', async () => {
    const { boat } = await createBoat(t, captain);
    const other = await createUser(t, { roleName: 'Captain' });
    const body = boatInput(other.email, boat.motorUUID, boat.modelUUID);
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, other, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/boats/${boat.boatUUID}/model`, other, modelInput())).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/boats/${boat.boatUUID}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, captain)).json().result.captainEmail).toBe(
      captain.email,
    );
  });

  it('lets the captain named on a boat edit it, but not delete it', async () => {
    const skipper = await createUser(t, { roleName: 'Captain' });
    const { owner, boat } = await createBoat(t, undefined, { captainEmail: skipper.email });
    expect(
      (await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, skipper, { accept: true })).statusCode,
    ).toBe(200);
    const body = boatInput(skipper.email, boat.motorUUID, boat.modelUUID, { boatName: 'Renamed by captain' });
    const edit = await call('PUT', `/api/boats/${boat.boatUUID}`, skipper, body);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().result).toMatchObject({
      boatName: 'Renamed by captain',
      isCurrentUserBoat: false,
      can: { edit: true, delete: false },
    });
    const model = await call('PUT', `/api/boats/${boat.boatUUID}/model`, skipper, modelInput({ blades: 4 }));
    expect(model.json().result.blades).toBe(4);
    expect(
      (await call('PUT', `/api/motors/${boat.motorUUID}`, skipper, motorInput({ gph: 20 }))).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/boats/${boat.boatUUID}`, skipper)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/boats/${boat.boatUUID}`, owner)).statusCode).toBe(200);
  });

  it('validates an edit and keeps the boat as it was', async () => {
    const { boat } = await createBoat(t, captain);
    const response = await call('PUT', `/api/boats/${boat.boatUUID}`, captain, {
      ...boatInput(captain.email, boat.motorUUID, boat.modelUUID),
      countryName: 'Atlantis',
    });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, captain)).json().result.countryName).toBe(
      'Costa Rica',
    );
  });

  it('deletes a boat: it leaves every list and read', async () => {
    const { boat } = await createBoat(t, captain);
    expect((await call('DELETE', `/api/boats/${boat.boatUUID}`, captain)).statusCode).toBe(200);
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, captain)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/boats/${boat.boatUUID}`, captain)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/boats', captain)).json().result as { boatUUID: string }[];
    expect(mine.map((item) => item.boatUUID)).not.toContain(boat.boatUUID);
  });

  it('refuses a malformed boat UUID or model body as a bad request', async () => {
    expect((await call('GET', '/api/boats/not-a-uuid', captain)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/boats/not-a-uuid', captain)).statusCode).toBe(400);
    const { boat } = await createBoat(t, captain);
    const badModel = await call(
      'PUT',
      `/api/boats/${boat.boatUUID}/model`,
      captain,
      modelInput({ blades: 'three' }),
    );
    expect(badModel.statusCode).toBe(400);
  });

  it('refuses boats to accounts without ADD_BOAT', async () => {
    const { boat } = await createBoat(t, captain);
    const angler = await createUser(t);
    const body = boatInput(angler.email, boat.motorUUID, boat.modelUUID);
    expect((await call('POST', '/api/boats', angler, body)).statusCode).toBe(403);
  });

  it('attaches a PNG picture, and refuses a GIF however it was named', async () => {
    const { boat } = await createBoat(t, captain);
    const body = boatInput(captain.email, boat.motorUUID, boat.modelUUID);
    const gif = await uploadPicture(t, captain, GIF_BYTES, 'image/png');
    const refused = await call('PUT', `/api/boats/${boat.boatUUID}`, captain, { ...body, pictureUrl: gif });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Image must be in a valid format');
    const png = await uploadPicture(t, captain, PNG_BYTES);
    const saved = await call('PUT', `/api/boats/${boat.boatUUID}`, captain, { ...body, pictureUrl: png });
    const pictureUrl = saved.json().result.pictureUrl as string;
    expect(pictureUrl).toMatch(/^\/media\/uploads\/.+\.png\?expires=\d+&signature=/);
    const picture = await t.app.inject({ method: 'GET', url: pictureUrl });
    expect(picture.headers['content-type']).toBe('image/png');
    // Re-encoded without its metadata (ADR 004): the same 1×1 PNG picture, not the same bytes.
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });
});

describe('boat captaincy', () => {
  // The captaincy invitations to `email` (registration also mails a verification link).
  const invitationsTo = (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%/my_profile%')));
  const outboxTo = async (email: string) => (await invitationsTo(email)).map((mail) => mail.text);

  it('invites the named captain in their language (issue 19): Spanish, English, English without an account', async () => {
    const spanish = await createUser(t, { roleName: 'Captain' });
    const chose = await call('PUT', '/api/users/me/language', spanish, { language: 'es' });
    expect(chose.statusCode).toBe(200);
    const english = await createUser(t, { roleName: 'Captain' });
    expect((await call('PUT', '/api/users/me/language', english, { language: 'en' })).statusCode).toBe(200);
    const invitationTo = async (email: string, boatName: string) => {
      await createBoat(t, undefined, { captainEmail: email, boatName });
      const [mail] = await invitationsTo(email);
      return mail!;
    };

    const es = await invitationTo(spanish.email, 'Pez Vela');
    expect(es.subject).toBe('Te nombraron capitán de Pez Vela');
    expect(es.text).toContain('te nombró capitán del barco "Pez Vela"');
    expect(es.text).toContain(`${t.config.publicUrl}/my_profile`);
    const en = await invitationTo(english.email, 'Blue Runner');
    expect(en.subject).toBe('You were named captain of Blue Runner');
    expect(en.text).toContain('named you captain of the boat "Blue Runner"');
    const stranger = await invitationTo('no-account-yet@example.com', 'Wahoo');
    expect(stranger.subject).toBe('You were named captain of Wahoo');
  });

  it('grants nothing to the person named until they accept, and tells them by e-mail', async () => {
    const named = await createUser(t, { roleName: 'Captain' });
    const { owner, boat } = await createBoat(t, undefined, {
      captainEmail: named.email,
      boatName: 'Sea Ghost',
    });
    expect(boat).toMatchObject({ captainEmail: owner.email, pendingCaptainEmail: named.email });

    // Named but not confirmed: the boat is not theirs in any way.
    const edit = boatInput(named.email, boat.motorUUID, boat.modelUUID, { boatName: 'Hijacked' });
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, named)).statusCode).toBe(404);
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, named, edit)).statusCode).toBe(403);
    expect((await call('GET', '/api/boats', named)).json().result).toEqual([]);
    const mails = await outboxTo(named.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${t.config.publicUrl}/my_profile`);
    expect(mails[0]).toContain('Sea Ghost');

    const invitations = (await call('GET', '/api/boats/captaincy', named)).json().result;
    expect(invitations).toEqual([
      { boatUUID: boat.boatUUID, boatName: 'Sea Ghost', ownerName: 'Test Angler' },
    ]);
    // Nobody else answers for them, and an answer for a boat they were not named on is "not there".
    const stranger = await createUser(t, { roleName: 'Captain' });
    for (const who of [stranger, owner]) {
      const answer = await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, who, { accept: true });
      expect(answer.statusCode).toBe(404);
    }
    expect(
      (await call('PUT', `/api/boats/${MISSING_UUID}/captaincy`, named, { accept: true })).statusCode,
    ).toBe(404);

    const accepted = await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, named, { accept: true });
    expect(accepted.json().result).toEqual({ boatUUID: boat.boatUUID, accepted: true });
    const seen = (await call('GET', `/api/boats/${boat.boatUUID}`, named)).json().result;
    expect(seen).toMatchObject({
      captainEmail: named.email,
      pendingCaptainEmail: null,
      can: { edit: true, delete: false },
    });
    // The invitation is used up.
    expect(
      (await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, named, { accept: true })).statusCode,
    ).toBe(404);
  });

  it("gives the impostor who registered a named captain's address nothing until it is verified (issue 32)", async () => {
    const impostor = await createUser(t, { roleName: 'Captain', verified: false });
    const { boat } = await createBoat(t, undefined, {
      captainEmail: impostor.email,
      boatName: 'Marlin Moon',
    });
    const edit = boatInput(impostor.email, boat.motorUUID, boat.modelUUID, { boatName: 'Hijacked' });
    const accepting = await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, impostor, { accept: true });
    expect(accepting.statusCode).toBe(403);
    expect(accepting.json().message).toBe(messages.emailNotVerified);
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, impostor, edit)).statusCode).toBe(403);

    // Once the address is proven (its holder opened the link), accepting works and the boat is theirs.
    await verifyEmail(t, impostor.email);
    expect(
      (await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, impostor, { accept: true })).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, impostor, edit)).statusCode).toBe(200);

    // An account whose address is not proven captains nothing, even a boat naming that address.
    const unproven = await createUser(t, { roleName: 'Captain', verified: false });
    await t.database.db
      .update(boats)
      .set({ captainEmail: unproven.email })
      .where(eq(boats.id, boat.boatUUID));
    const renamed = boatInput(unproven.email, boat.motorUUID, boat.modelUUID, { boatName: 'Taken' });
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, unproven)).statusCode).toBe(404);
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, unproven, renamed)).statusCode).toBe(403);
    expect((await call('GET', '/api/boats', unproven)).json().result).toEqual([]);
  });

  it('lets the person named decline, leaving the owner captain', async () => {
    const named = await createUser(t, { roleName: 'Captain' });
    const { owner, boat } = await createBoat(t, undefined, { captainEmail: named.email });
    const declined = await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, named, { accept: false });
    expect(declined.json().result).toEqual({ boatUUID: boat.boatUUID, accepted: false });
    expect((await call('GET', '/api/boats/captaincy', named)).json().result).toEqual([]);
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, owner)).json().result).toMatchObject({
      captainEmail: owner.email,
      pendingCaptainEmail: null,
    });
  });

  it('lets only the owner change the captain, and a committed write never answers 404', async () => {
    const captainUser = await createUser(t, { roleName: 'Captain' });
    const newcomer = await createUser(t, { roleName: 'Captain' });
    const { owner, boat } = await createBoat(t, undefined, { captainEmail: captainUser.email });
    await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, captainUser, { accept: true });

    // The captain handing the boat to someone else is refused, and nothing is written.
    const handOver = boatInput(newcomer.email, boat.motorUUID, boat.modelUUID, { boatName: 'Taken' });
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, captainUser, handOver)).statusCode).toBe(403);
    const unchanged = (await call('GET', `/api/boats/${boat.boatUUID}`, owner)).json().result;
    expect(unchanged).toMatchObject({
      boatName: 'Reel Deal',
      captainEmail: captainUser.email,
      pendingCaptainEmail: null,
    });
    expect(await outboxTo(newcomer.email)).toEqual([]);

    // The captain's own edit (captain unchanged) answers the boat.
    const own = boatInput(captainUser.email, boat.motorUUID, boat.modelUUID, { boatName: 'Kept' });
    expect((await call('PUT', `/api/boats/${boat.boatUUID}`, captainUser, own)).statusCode).toBe(200);

    // The owner names a newcomer: answered with the boat (200), the current captain stays until they accept.
    const rename = await call('PUT', `/api/boats/${boat.boatUUID}`, owner, { ...handOver, boatName: 'Kept' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().result).toMatchObject({
      captainEmail: captainUser.email,
      pendingCaptainEmail: newcomer.email,
    });
    expect(await outboxTo(newcomer.email)).toHaveLength(1);
    await call('PUT', `/api/boats/${boat.boatUUID}/captaincy`, newcomer, { accept: true });
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, captainUser)).statusCode).toBe(404);
    expect((await call('GET', `/api/boats/${boat.boatUUID}`, newcomer)).json().result.captainEmail).toBe(
      newcomer.email,
    );
  });
});
