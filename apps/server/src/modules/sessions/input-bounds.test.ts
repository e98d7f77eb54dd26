import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { accountEdit } from '../../test/profile-factories';
import { sessionInput } from '../../test/session-factories';

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

function refusedNaming(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { details: { fields: string[] } }).details.fields).toContain(field);
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
