import type { SessionInput } from '@tightlines/domain';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import type { TestUser } from './factories';
import { tinyMp4 } from './media-fixtures';

/** A real (tiny) MP4: the server opens and remuxes every video it takes (ADR 004). */
export const MP4_BYTES = tinyMp4();
export const TEXT_BYTES = Buffer.from('this is a text file with an .mp4 name, not a video at all');

/** Each test app's species UUIDs (every test database has its own). */
const speciesCache = new WeakMap<TestApp, string[]>();

/** Species UUIDs of the catalogue (the first is a billfish). */
export async function speciesIds(t: TestApp): Promise<string[]> {
  let ids = speciesCache.get(t);
  if (!ids) {
    const species = (await t.app.inject({ url: '/api/species' })).json().result as { fishUUID: string }[];
    speciesCache.set(t, (ids = species.map((item) => item.fishUUID)));
  }
  return ids;
}

/** Uploads bytes as a video (ticket, then the signed PUT) and returns the key to attach. */
export async function uploadVideo(t: TestApp, user: TestUser, bytes: Buffer = MP4_BYTES): Promise<string> {
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: user.auth,
    payload: { purpose: 'video', contentType: 'video/mp4', size: bytes.length },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { key, uploadUrl } = ticket.json().result as { key: string; uploadUrl: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'video/mp4' },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(204);
  return key;
}

/** A valid session body: started an hour ago, one released fish. */
export async function sessionInput(t: TestApp, changes: Partial<SessionInput> = {}): Promise<SessionInput> {
  const [fish] = await speciesIds(t);
  const now = Date.now();
  return {
    startDatetime: new Date(now - 3 * 3600_000).toISOString(),
    finishDatetime: new Date(now - 3600_000).toISOString(),
    fishingStyle: 'Offshore',
    logs: [
      {
        fishUUID: fish!,
        type: 'Release',
        logTime: new Date(now - 2 * 3600_000).toISOString(),
        latitude: 9.5,
        longitude: -85.7,
      },
    ],
    ...changes,
  };
}

/** Logs a session as `user` through the API and answers its UUID. */
export async function createSession(
  t: TestApp,
  user: TestUser,
  changes: Partial<SessionInput> = {},
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: user.auth,
    payload: await sessionInput(t, changes),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result as { UUID: string }).UUID;
}
