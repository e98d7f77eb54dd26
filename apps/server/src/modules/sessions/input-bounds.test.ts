import { messages } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { accountEdit } from '../../test/profile-factories';
import { createSession, sessionInput } from '../../test/session-factories';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const YEAR = 365 * 24 * 3600_000;

async function post(changes: Record<string, unknown>) {
  const body = { ...(await sessionInput(t)), ...changes };
  return t.app.inject({ method: 'POST', url: '/api/sessions', headers: user.auth, payload: body });
}

function refusedNaming(response: { statusCode: number; json(): unknown }, field: string, message?: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; details: { fields: string[] } };
  expect(body.details.fields).toContain(field);
  if (message) expect(body.message).toBe(message);
}

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

/** A session body whose one fish carries `changes`. */
async function withLog(changes: Record<string, unknown>) {
  const base = await sessionInput(t);
  return { logs: [{ ...base.logs![0]!, ...changes }] };
}

/** The one fish of a freshly logged session, as it reads back. */
async function loggedFish() {
  const id = await createSession(t, user);
  const session = (await call('GET', `/api/sessions/${id}`)).json().result;
  return { id, session, log: session.logs[0] as Record<string, unknown> & { UUID: string } };
}

describe('bounded records and sane dates', () => {
  it('refuses a session carrying more weather readings than a session has, naming weatherInfo', async () => {
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`reading${i}`, i]));
    refusedNaming(await post({ weatherInfo: many }), 'weatherInfo');
    const few = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`reading${i}`, i]));
    expect((await post({ weatherInfo: few })).statusCode).toBe(200);
  });

  it('refuses absurd session, log and recording dates, never clamping them', async () => {
    const base = await sessionInput(t);
    refusedNaming(await post({ startDatetime: '1850-01-01T00:00:00Z' }), 'startDatetime');
    const future = new Date(Date.now() + 2 * YEAR).toISOString();
    refusedNaming(
      await post({ startDatetime: new Date(Date.now() + YEAR).toISOString(), finishDatetime: future }),
      'startDatetime',
    );
    refusedNaming(await post({ finishDatetime: '9999-12-31T23:59:59Z' }), 'finishDatetime');
    refusedNaming(await post({ logs: [{ ...base.logs![0]!, logTime: future }] }), 'logs.0.logTime');
  });

  it('refuses a birthday in the future or before 1900, naming birthday', async () => {
    for (const birthday of ['2999-01-01', '1899-12-31']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${user.email}`,
        headers: user.auth,
        payload: accountEdit(user.email, { birthday }),
      });
      refusedNaming(response, 'birthday');
      expect(response.json()).toMatchObject({ message: 'Birthday must be a valid date' });
    }
  });
});

describe('logging a session refuses impossible data instead of rewriting it', () => {
  it('refuses a session in 2030, naming the date', async () => {
    refusedNaming(
      await post({ startDatetime: '2030-06-01T08:00:00Z', finishDatetime: '2030-06-01T12:00:00Z' }),
      'startDatetime',
      messages.dateNotPossible,
    );
    refusedNaming(await post({ finishDatetime: '2030-06-01T12:00:00Z' }), 'finishDatetime');
  });

  it('refuses a fish caught before the session started or after it finished', async () => {
    const base = await sessionInput(t);
    const before = new Date(Date.parse(base.startDatetime) - 60_000).toISOString();
    const after = new Date(Date.parse(base.finishDatetime) + 60_000).toISOString();
    for (const logTime of [before, after]) {
      const body = { ...base, logs: [{ ...base.logs![0]!, logTime }] };
      refusedNaming(await post(body), 'logs.0.logTime', messages.logTimeOutsideSession);
    }
    // Its start and its finish are both within.
    const times = { startDatetime: base.startDatetime, finishDatetime: base.finishDatetime };
    for (const logTime of [base.startDatetime, base.finishDatetime]) {
      expect((await post({ ...times, ...(await withLog({ logTime })) })).statusCode).toBe(200);
    }
  });

  it.each([
    ['latitude', 999, messages.latitudeRange],
    ['latitude', -90.5, messages.latitudeRange],
    ['longitude', -500, messages.longitudeRange],
    ['longitude', 180.1, messages.longitudeRange],
    ['fishLength', -5, messages.fishLengthRange],
    ['fishLength', 0, messages.fishLengthRange],
    ['fishWeight', 0, messages.fishWeightRange],
    ['fishWeight', -1, messages.fishWeightRange],
    ['fishWeight', 'abc', messages.fishWeightRange],
    ['fishWeight', '12', messages.fishWeightRange],
    ['fishLength', 100_001, messages.fishLengthRange],
  ])('refuses a fish with %s %j, naming it', async (field, value, message) => {
    refusedNaming(await post(await withLog({ [field]: value })), `logs.0.${field}`, message);
  });

  it('keeps the edges of what can be: the poles, the date line, a tiny fish', async () => {
    const response = await post(
      await withLog({ latitude: -90, longitude: 180, fishLength: 0.5, fishWeight: 0.01 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.logs[0]).toMatchObject({
      latitude: -90,
      longitude: 180,
      fishLength: 0.5,
      fishWeight: 0.01,
    });
  });

  it('refuses the same on a fish added to a session, and on an edited fish, leaving it as it was', async () => {
    const { id, session, log } = await loggedFish();
    const outside = new Date(Date.parse(session.FinishDatetime) + 60_000).toISOString();
    const { logs } = await sessionInput(t);
    refusedNaming(
      await call('POST', `/api/sessions/${id}/logs`, { ...logs![0]!, logTime: outside }),
      'logTime',
      messages.logTimeOutsideSession,
    );
    refusedNaming(
      await call('POST', `/api/sessions/${id}/logs`, { ...logs![0]!, latitude: 999 }),
      'latitude',
      messages.latitudeRange,
    );
    const edit = (changes: object) => call('PUT', `/api/fishingLogs/${log.UUID}`, changes);
    refusedNaming(await edit({ logTime: outside }), 'logTime', messages.logTimeOutsideSession);
    refusedNaming(await edit({ logTime: '2030-01-01T10:00:00Z' }), 'logTime', messages.dateNotPossible);
    refusedNaming(await edit({ longitude: -500 }), 'longitude', messages.longitudeRange);
    refusedNaming(await edit({ fishLength: -5 }), 'fishLength', messages.fishLengthRange);
    refusedNaming(await edit({ fishWeight: 'abc' }), 'fishWeight', messages.fishWeightRange);
    const after = (await call('GET', `/api/sessions/${id}`)).json().result;
    expect(after.logs).toEqual(session.logs);
  });

  it('refuses new session times that would leave one of its fish outside', async () => {
    const { id, session, log } = await loggedFish();
    const logTime = Date.parse(log.logTime as string);
    const edit = await sessionInput(t, { logs: [] });
    const moved = (changes: object) => call('PUT', `/api/sessions/${id}`, { ...edit, ...changes });
    refusedNaming(
      await moved({ startDatetime: new Date(logTime + 60_000).toISOString() }),
      'startDatetime',
      messages.sessionTimesExcludeLogs,
    );
    refusedNaming(
      await moved({
        startDatetime: session.StartDatetime,
        finishDatetime: new Date(logTime - 60_000).toISOString(),
      }),
      'finishDatetime',
      messages.sessionTimesExcludeLogs,
    );
    const after = (await call('GET', `/api/sessions/${id}`)).json().result;
    expect(after).toMatchObject({
      StartDatetime: session.StartDatetime,
      FinishDatetime: session.FinishDatetime,
    });
  });
});
