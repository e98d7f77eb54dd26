import { ZSessionPage } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResponse } from '../../http/envelope';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { callAs, PNG_BYTES, uploadPicture, type Method } from '../../test/profile-factories';
import { phoneJpeg } from '../../test/media-fixtures';
import { createSession, sessionInput, TEXT_BYTES, uploadVideo } from '../../test/session-factories';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner' });
  stranger = await createUser(t, { name: 'Stranger' });
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

describe('videos of fish logs', () => {
  it('attach a real video with its thumbnail and answer signed, playable URLs', async () => {
    const key = await uploadVideo(t, owner);
    const thumbnailKey = await uploadPicture(t, owner, PNG_BYTES);
    const input = await sessionInput(t);
    input.logs![0]!.video = { key, thumbnailKey, isAddedFromGallery: false };
    const created = await call('POST', '/api/sessions', owner, input);
    expect(created.statusCode, created.body).toBe(200);
    const [video] = created.json().result.videoURLs as {
      videoUrl: string;
      thumbnailUrl: string;
      extension: string;
    }[];
    expect(video).toMatchObject({ extension: 'mp4', IsAddedFromGallery: false });
    const bytes = await t.app.inject({ url: video!.videoUrl, headers: { range: 'bytes=0-7' } });
    expect(bytes.statusCode).toBe(206);
    expect(bytes.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const home = await call('GET', '/api/sessions/home');
    const card = (home.json().result.items as { UUID: string; videoURLs: unknown[] }[]).find(
      (item) => item.UUID === created.json().result.UUID,
    );
    expect(card?.videoURLs).toHaveLength(1);
  });

  it('reach the feed exactly as its response schema describes them (the route sends them unparsed)', async () => {
    const input = await sessionInput(t, { teamMemberEmails: [stranger.email] });
    input.logs![0]!.video = {
      key: await uploadVideo(t, owner),
      thumbnailKey: await uploadPicture(t, owner, PNG_BYTES),
      isAddedFromGallery: true,
    };
    expect((await call('POST', '/api/sessions', owner, input)).statusCode).toBe(200);
    const [schema] = Object.values(okResponse(ZSessionPage));
    for (const reader of [undefined, owner, stranger]) {
      const sent = (await call('GET', '/api/sessions/home?limit=5', reader)).json();
      expect(sent.result.items[0].videoURLs).toHaveLength(1);
      // Parsing would throw on a wrong shape and drop keys the schema does not name.
      expect(schema!.parse(sent)).toEqual(sent);
    }
  });

  it('come in the order of their logs on the feed and on the session, as its fish summary does', async () => {
    const input = await sessionInput(t);
    const [logged] = input.logs!;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
    const video = async () => ({ key: await uploadVideo(t, owner), isAddedFromGallery: false });
    // Logged first but caught last: its video must come after the other log's.
    input.logs = [
      { ...logged!, logTime: at(1.5), type: 'Harvest', video: await video() },
      { ...logged!, logTime: at(2.5), video: await video() },
    ];
    const created = (await call('POST', '/api/sessions', owner, input)).json().result;
    type Card = { UUID: string; fishSummary: unknown; videoURLs: { fishingLogUUID: string }[] };
    const home = (await call('GET', '/api/sessions/home')).json().result.items as Card[];
    const card = home.find((item) => item.UUID === created.UUID)!;
    const read = (await call('GET', `/api/sessions/${created.UUID}`, owner)).json().result;
    const logIds = (read.logs as { UUID: string; logTime: string }[])
      .toSorted((a, b) => a.logTime.localeCompare(b.logTime))
      .map((log) => log.UUID);
    expect(read.logs.map((log: { UUID: string }) => log.UUID)).toEqual(logIds);
    for (const shown of [card, read]) {
      expect(shown.videoURLs.map((one: { fishingLogUUID: string }) => one.fishingLogUUID)).toEqual(logIds);
    }
    expect(card.fishSummary).toEqual(read.fishSummary);
    expect(card.fishSummary).toHaveLength(2);
    expect(card).not.toHaveProperty('logs');
  });

  it('refuse a text file renamed .mp4, a missing file and someone else’s upload', async () => {
    const text = await uploadVideo(t, owner, TEXT_BYTES);
    const input = await sessionInput(t);
    input.logs![0]!.video = { key: text };
    const refused = await call('POST', '/api/sessions', owner, input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The file format must be a video.');

    input.logs![0]!.video = { key: text };
    const gone = await call('POST', '/api/sessions', owner, input);
    expect(gone.json().message).toBe('Please select a file.');
    input.logs![0]!.video = { key: '' };
    expect((await call('POST', '/api/sessions', owner, input)).json().message).toBe('Please select a file.');

    input.logs![0]!.video = { key: await uploadVideo(t, stranger) };
    expect((await call('POST', '/api/sessions', owner, input)).statusCode).toBe(403);
  });

  it('upload tickets accept video types only for the video purpose', async () => {
    const ticket = (payload: object) => call('POST', '/api/media/uploads', owner, payload);
    expect(
      (await ticket({ purpose: 'video', contentType: 'video/webm', size: 1000 })).json().result.key,
    ).toMatch(/\.webm$/);
    const text = await ticket({ purpose: 'video', contentType: 'text/plain', size: 10 });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The file format must be a video.');
    expect(
      (await ticket({ purpose: 'video', contentType: 'video/mp4', size: 600 * 1024 * 1024 })).statusCode,
    ).toBe(400);
  });
});

describe('comments and shares', () => {
  it('pages comments 2 at a time newest first; guests read, only signed-in users write', async () => {
    const id = await createSession(t, owner);
    for (const text of ['first', 'second', 'third']) {
      expect(
        (await call('POST', '/api/comments', stranger, { objectUUID: id, commentText: text })).statusCode,
      ).toBe(200);
    }
    expect(
      (await call('POST', '/api/comments', undefined, { objectUUID: id, commentText: 'guest' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/comments', stranger, { objectUUID: id, commentText: '   ' })).statusCode,
    ).toBe(400);
    const first = (await call('GET', `/api/comments/${id}?offset=0&limit=2`)).json().result;
    expect(first.total).toBe(3);
    expect(first.items.map((c: { Text: string }) => c.Text)).toEqual(['third', 'second']);
    expect(first.items[0].Email).toBeNull();
    const second = (await call('GET', `/api/comments/${id}?offset=2&limit=2`, owner)).json().result;
    // Signed-in readers get a commenter's e-mail only if the commenter shows it (hidden by default).
    expect(second.items.map((c: { Text: string; Email: string }) => [c.Text, c.Email])).toEqual([
      ['first', null],
    ]);
    const markup = await call('POST', '/api/comments', stranger, {
      objectUUID: id,
      commentText: '<b>bold</b>',
    });
    expect(markup.json().result.Text).toBe('<b>bold</b>');
  });

  it('answers a share link of a readable session', async () => {
    const id = await createSession(t, owner);
    const shared = await call('POST', '/api/share', stranger, { objectUUID: id, platformTypeName: 'Link' });
    expect(shared.json().result.url).toMatch(/^\/home\?session=/);
    await call('PUT', `/api/sessions/${id}`, owner, { isHidden: true });
    expect((await call('POST', '/api/share', stranger, { objectUUID: id })).statusCode).toBe(404);
  });
});

describe('backup media', () => {
  it('allows at most 3 per session or log, and only the owner adds or deletes', async () => {
    const id = await createSession(t, owner);
    const logId = (await call('GET', `/api/sessions/${id}`, owner)).json().result.logs[0].UUID as string;
    const add = async (user: TestUser, parent: object) =>
      call('POST', '/api/backupMedia', user, { ...parent, s3Key: await uploadVideo(t, user) });
    for (let i = 0; i < 3; i += 1)
      expect((await add(owner, { fishingSessionUUID: id })).statusCode).toBe(200);
    const fourth = await add(owner, { fishingSessionUUID: id });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe('You reached the maximum number of backup media allowed');
    expect((await add(owner, { fishingLogUUID: logId })).statusCode).toBe(200);
    expect((await add(stranger, { fishingLogUUID: logId })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/backupMedia', owner, { fishingLogUUID: logId, s3Key: '' })).json().message,
    ).toBe('Please select a file.');

    const listed = (await call('GET', `/api/backupMedia?fishingSessionUUID=${id}`, owner)).json().result as {
      mediaId: string;
    }[];
    expect(listed).toHaveLength(3);
    expect((await call('DELETE', `/api/backupMedia/${listed[0]!.mediaId}`, stranger)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/backupMedia/${listed[0]!.mediaId}`, owner)).statusCode).toBe(200);
    expect((await add(owner, { fishingSessionUUID: id })).statusCode).toBe(200);
  });

  it('takes a photo as backup media, served as a picture without its location or device (issue 31)', async () => {
    const id = await createSession(t, owner);
    const photo = await phoneJpeg();
    expect(photo.includes('iPhone')).toBe(true);
    const s3Key = await uploadPicture(t, owner, photo, 'image/jpeg');
    const added = await call('POST', '/api/backupMedia', owner, { fishingSessionUUID: id, s3Key });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    const served = await t.app.inject({ url: added.json().result.Url as string });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(served.rawPayload.includes('iPhone')).toBe(false);
    expect(served.rawPayload.includes('Exif\0\0')).toBe(false);
  });

  it('never passes 3 when several uploads are added at once', async () => {
    const id = await createSession(t, owner);
    const keys = await Promise.all(Array.from({ length: 6 }, () => uploadVideo(t, owner)));
    const answers = await Promise.all(
      keys.map((s3Key) => call('POST', '/api/backupMedia', owner, { fishingSessionUUID: id, s3Key })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const listed = await call('GET', `/api/backupMedia?fishingSessionUUID=${id}`, owner);
    expect(listed.json().result).toHaveLength(3);
  });
});
