import { LOGBOOK_MAX_BYTES } from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fishingSessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { sessionInput, speciesIds } from '../../test/session-factories';

/** Issue 40 point 3: My Fishlogs' logbook out as CSV and GPX, and back in through a preview. */

let t: TestApp;
let angler: TestUser;
let importer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  angler = await createUser(t);
  importer = await createUser(t);
});
afterAll(() => t?.close());

const HOUR = 3600_000;

const exportAs = (user: TestUser, format: string, query = 'all=true') =>
  t.app.inject({ url: `/api/sessions/mine/export?format=${format}&${query}`, headers: user.auth });

const post = (user: TestUser, url: string, body: string | Buffer, type = 'application/octet-stream') =>
  t.app.inject({ method: 'POST', url, headers: { ...user.auth, 'content-type': type }, payload: body });

const preview = (user: TestUser, format: string, body: string | Buffer) =>
  post(user, `/api/sessions/import/preview?format=${format}`, body);

const confirm = (user: TestUser, format: string, key: string, body: string | Buffer) =>
  post(user, `/api/sessions/import?format=${format}&key=${key}`, body);

const sessionsOf = (user: TestUser) =>
  t.database.db
    .select({ id: fishingSessions.id })
    .from(fishingSessions)
    .innerJoin(users, eq(users.id, fishingSessions.ownerId))
    .where(and(eq(users.email, user.email), eq(fishingSessions.deleted, false)));

/** The angler's logbook as the list shows it, without ids: what a round trip must keep. */
async function logbookOf(user: TestUser) {
  const page = (
    await t.app.inject({ url: '/api/sessions/mine?all=true&limit=100', headers: user.auth })
  ).json().result as {
    items: { StartDatetime: string; FinishDatetime: string; FishingStyle: string; logs: unknown[] }[];
  };
  return page.items
    .map((session) => ({
      start: session.StartDatetime,
      finish: session.FinishDatetime,
      style: session.FishingStyle,
      logs: (session.logs as Record<string, unknown>[]).map((log) => ({
        fish: log.fishUUID,
        type: log.type,
        time: log.logTime,
        latitude: log.latitude,
        longitude: log.longitude,
        length: log.fishLength,
        weight: log.fishWeight,
        units: [log.sizeUnit, log.weightUnit],
      })),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

describe('the logbook', () => {
  beforeAll(async () => {
    const [billfish, other] = await speciesIds(t);
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
    const sessions = [
      await sessionInput(t, {
        startDatetime: at(30),
        finishDatetime: at(26),
        logs: [
          {
            fishUUID: billfish!,
            type: 'Release',
            logTime: at(29),
            latitude: 9.5,
            longitude: -85.7,
            fishLength: 210,
            sizeUnitId: 1,
            fishWeight: 80.5,
            weightUnitId: 3,
          },
          {
            fishUUID: other!,
            type: 'Harvest',
            logTime: at(28),
            latitude: null,
            longitude: null,
            fishLength: 30,
            sizeUnitId: 2,
          },
        ],
      }),
      await sessionInput(t, {
        startDatetime: at(6),
        finishDatetime: at(2),
        fishingStyle: 'Nearshore',
        logs: [],
      }),
    ];
    for (const body of sessions) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: angler.auth,
        payload: body,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('exports as CSV, a row per fish log and one for a session without fish', async () => {
    const answer = await exportAs(angler, 'csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(
      /attachment; filename="tightlines-logbook-.*\.csv"/,
    );
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'session_id,session_start,session_finish,fishing_style,boat,locality,log_time,species,type,latitude,longitude,length,length_unit,weight,weight_unit',
    );
    expect(lines).toHaveLength(4);
  });

  it('exports as GPX, a waypoint per fish log with a position: species, time and length', async () => {
    const answer = await exportAs(angler, 'gpx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/gpx\+xml/);
    const points = answer.body.match(/<wpt [^>]*>.*?<\/wpt>/g) ?? [];
    expect(points).toHaveLength(1);
    expect(points[0]).toMatch(/lat="9.5" lon="-85.7"/);
    expect(points[0]).toMatch(/<time>[^<]+Z<\/time><name>[^<]+<\/name>/);
    expect(points[0]).toMatch(/<tl:length unit="cm">210<\/tl:length>/);
  });

  it('CSV round trip: exported, previewed without saving, imported once however often confirmed', async () => {
    const file = (await exportAs(angler, 'csv')).body;
    const shown = await preview(importer, 'csv', file);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result).toMatchObject({ format: 'csv', logCount: 2, errors: [] });
    expect(shown.json().result.sessions).toHaveLength(2);
    expect(await sessionsOf(importer)).toHaveLength(0);

    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(await confirm(importer, 'csv', 'import-key-0001', file));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json().result))).size).toBe(1);
    expect(answers[0]!.json().result.logCount).toBe(2);
    expect(await sessionsOf(importer)).toHaveLength(2);
    expect(await logbookOf(importer)).toEqual(await logbookOf(angler));
  });

  it('GPX round trip: the waypoints come back as fish logs of their sessions', async () => {
    const other = await createUser(t);
    const file = (await exportAs(angler, 'gpx')).body;
    const answer = await confirm(other, 'gpx', 'import-key-gpx1', file);
    expect(answer.statusCode, answer.body).toBe(200);
    const [mine] = (await logbookOf(angler)).filter((session) => session.logs.length > 0);
    const [theirs] = await logbookOf(other);
    expect(theirs).toEqual({ ...mine, logs: mine!.logs.filter((log) => log.latitude !== null) });
  });

  it('lists each row it cannot import with the column and why, and saves nothing', async () => {
    const user = await createUser(t);
    const file = [
      'session_id,session_start,session_finish,fishing_style,boat,locality,log_time,species,type,latitude,longitude,length,length_unit,weight,weight_unit',
      'a,2025-03-01T06:00:00Z,2025-03-01T12:00:00Z,Offshore,,,2025-03-01T07:00:00Z,Atlantic blue marlin,Release,9,-85,200,cm,,',
      'a,2025-03-01T06:00:00Z,2025-03-01T12:00:00Z,Offshore,,,2025-03-01T08:00:00Z,Kraken,Release,9,-85,,,,',
      'b,yesterday,2025-03-02T12:00:00Z,Offshore,The Flying Dutchman,,,,,,,,,,',
      'c,2025-03-03T06:00:00Z,2025-03-03T12:00:00Z,Offshore,,,2025-03-04T07:00:00Z,marlín azul del atlántico,Release,95,-85,-3,furlong,,',
    ].join('\n');
    const shown = await preview(user, 'csv', file);
    expect(shown.statusCode, shown.body).toBe(200);
    const errors = shown.json().result.errors as { row: number; column: string; key: string }[];
    expect(errors).toEqual([
      { row: 3, column: 'species', key: 'logbookUnknownSpecies' },
      { row: 4, column: 'session_start', key: 'logbookDateFormat' },
      { row: 4, column: 'boat', key: 'logbookUnknownBoat' },
      { row: 5, column: 'length_unit', key: 'logbookValueNotAllowed' },
    ]);
    const refused = await confirm(user, 'csv', 'import-key-bad1', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ key: 'logbookHasErrors', details: { rows: [3, 4, 5] } });
    expect(await sessionsOf(user)).toHaveLength(0);

    // The API's own rules judge what the cells say: a fish outside its session, a latitude of 95.
    const judged = await preview(
      user,
      'csv',
      [file.split('\n')[0], file.split('\n')[4]!.replace('furlong', 'in')].join('\n'),
    );
    expect(judged.json().result.errors).toEqual([
      { row: 2, column: 'log_time', key: 'logTimeOutsideSession' },
      { row: 2, column: 'latitude', key: 'latitudeRange' },
      { row: 2, column: 'length', key: 'fishLengthRange' },
    ]);
  });

  it('refuses 10 MB of garbage, a wrong encoding, a GPX of 100,000 points and a file that is not a logbook, quickly and by name', async () => {
    const started = Date.now();
    const garbage = Buffer.alloc(10 * 1024 * 1024, 0x5a);
    const big = await preview(angler, 'csv', garbage);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      key: 'logbookTooLarge',
      keyValues: { maximum: LOGBOOK_MAX_BYTES / 1024 / 1024 },
    });

    const latin1 = Buffer.from('session_id,session_start\nx,Año\n', 'latin1');
    expect((await preview(angler, 'csv', latin1)).json()).toMatchObject({
      key: 'logbookNotUtf8',
      details: { fields: ['file'] },
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('session_id', 'utf16le')]);
    expect((await preview(angler, 'csv', utf16)).json()).toMatchObject({ key: 'logbookNotUtf8' });

    // 100,000 waypoints are past the size already; 6,000 small ones are past the count, read as they come.
    const gpxOf = (count: number) =>
      `<?xml version="1.0"?><gpx version="1.1">${'<wpt lat="1" lon="1"/>'.repeat(count)}</gpx>`;
    expect((await preview(angler, 'gpx', gpxOf(100_000))).json()).toMatchObject({ key: 'logbookTooLarge' });
    const many = await preview(angler, 'gpx', gpxOf(6000));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ key: 'logbookTooManyRows', keyValues: { maximum: 5000 } });

    const rows = [
      'session_start,session_finish,fishing_style,log_time,species,type,latitude,longitude,length,length_unit,weight,weight_unit',
    ];
    for (let index = 0; index < 6000; index += 1) rows.push(',,,,,,,,,,,');
    expect((await preview(angler, 'csv', rows.join('\n'))).json()).toMatchObject({
      key: 'logbookTooManyRows',
    });

    const noise = await preview(angler, 'csv', 'just,some\n"broken quote\n');
    expect(noise.statusCode).toBe(400);
    expect(noise.json().key).toBe('logbookNotCsv');
    expect((await preview(angler, 'gpx', 'not xml at all')).json().key).toBe('logbookNotGpx');
    const entities = '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaa">]><gpx>&a;</gpx>';
    expect((await preview(angler, 'gpx', entities)).json().key).toBe('logbookNotGpx');
    expect((await preview(angler, 'gpx', '<kml></kml>')).json().key).toBe('logbookNotGpx');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('needs a signed-in user, a known format and a well-formed key', async () => {
    expect((await t.app.inject({ url: '/api/sessions/mine/export?format=csv' })).statusCode).toBe(401);
    for (const url of [
      '/api/sessions/import/preview?format=csv',
      '/api/sessions/import?format=csv&key=import-key-anon',
    ]) {
      const anonymous = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/csv' },
        payload: 'a',
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await exportAs(angler, 'kml')).json().details.fields).toContain('format');
    const badKey = await confirm(angler, 'csv', 'no', 'a');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().details.fields).toContain('key');
  });
});
