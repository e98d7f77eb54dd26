import type { BoatInput, RoleName } from '@tightlines/domain';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { createUser, type TestUser } from './factories';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as `user` (or as a guest), with an optional JSON body. */
export function callAs(t: TestApp, method: Method, url: string, user?: TestUser, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A real 1×1 PNG and a real 1×1 GIF. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A content type a client may claim for an upload, whatever the bytes are. */
export type UploadContentType = 'image/png' | 'image/jpeg' | 'video/mp4' | 'video/quicktime';

/**
 * Uploads bytes the way the browser does (ticket, then a signed PUT) and returns the key to attach:
 * as a picture for an image type, else as a video. `contentType` is what the client claims.
 */
export async function uploadMedia(
  t: TestApp,
  user: TestUser,
  bytes: Buffer,
  contentType: UploadContentType,
): Promise<string> {
  const purpose = contentType.startsWith('image/') ? 'picture' : 'video';
  const ticket = await callAs(t, 'POST', '/api/media/uploads', user, {
    purpose,
    contentType,
    size: bytes.length,
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { key, uploadUrl } = ticket.json().result as { key: string; uploadUrl: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(204);
  return key;
}

/** Uploads bytes as a picture (see uploadMedia). */
export const uploadPicture = (
  t: TestApp,
  user: TestUser,
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<string> => uploadMedia(t, user, bytes, contentType);

export const motorInput = (changes: Record<string, unknown> = {}) => ({
  model: 'F300',
  motorMakeName: 'Yamaha',
  topSpeed: 45,
  cruiseSpeed: 30,
  loadPercentage: 60,
  gph: 12,
  ...changes,
});

export const modelInput = (changes: Record<string, unknown> = {}) => ({
  blades: 3,
  propellerDiameter: 15.25,
  propellerPitch: 17,
  sizeUnitId: 2,
  propellerManufacterName: 'Mercury',
  modelCharacteristics: 'Stainless, high rake',
  ...changes,
});

/** Creates a motor, a propeller model and a boat for `owner` (a Captain by default), returning the boat. */
export async function createBoat(
  t: TestApp,
  owner?: TestUser,
  changes: Partial<BoatInput> = {},
): Promise<{ owner: TestUser; boat: { boatUUID: string; motorUUID: string; modelUUID: string } }> {
  const user = owner ?? (await createUser(t, { roleName: 'Captain' as RoleName }));
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: user.auth, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result;
  };
  const motor = await post('/api/motors', motorInput());
  const model = await post('/api/models', modelInput());
  const boat = await post('/api/boats', boatInput(user.email, motor.motorUUID, model.modelUUID, changes));
  return { owner: user, boat };
}

export const boatInput = (
  captainEmail: string,
  motorUUID: string,
  modelUUID: string,
  changes: Partial<BoatInput> = {},
): BoatInput => ({
  hullNumber: 'CR-1234',
  typeName: 'Sportfisher',
  boatMakeName: null,
  boatName: 'Reel Deal',
  countryName: 'Costa Rica',
  captainEmail,
  size: 1000,
  sizeUnitId: 1,
  motorUUID,
  modelUUID,
  activitySourceName: 'Website',
  ...changes,
});

/** A complete account edit (PUT /api/accounts/{email}) for `email`, with `changes` on top. */
export const accountEdit = (email: string, changes: Record<string, unknown> = {}) => ({
  name: 'Marina',
  lastname: 'Solís',
  nationalityName: 'Costa Rica',
  genderId: 2,
  birthday: '1990-04-01',
  newEmail: email,
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
  activitySourceName: 'Website',
  ...changes,
});
