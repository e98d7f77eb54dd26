import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** Journeys' own accounts and sessions, made through the API so no journey depends on another's data. */

export const PASSWORD = 'a quiet reef at dawn';
export const HOUR = 3_600_000;

/** A locality of the catalogue, so the locality prompt never covers what these journeys press. */
export async function someLocality(request: APIRequestContext): Promise<string> {
  const regions = (await (await request.get('/api/regions')).json()).result as { regionName: string }[];
  const region = encodeURIComponent(regions[0]!.regionName);
  const localities = (await (await request.get(`/api/regions/${region}/localities`)).json()).result as {
    localityUUID: string;
  }[];
  return localities[0]!.localityUUID;
}

/**
 * Registers an angler of the journey's own (fishing at `localityUUID`, some locality of the
 * catalogue unless told) and answers their e-mail and bearer token.
 */
export async function registerAngler(request: APIRequestContext, lastname: string, localityUUID?: string) {
  const email = `${lastname.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      name: 'Rita',
      lastname,
      email,
      password: PASSWORD,
      roleName: 'Angler',
      nationalityName: 'Costa Rica',
      localityUUID: localityUUID ?? (await someLocality(request)),
    },
  });
  expect(registered.status()).toBe(200);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()).result as { accessToken: string }).accessToken;
  return { email, auth: { authorization: `Bearer ${token}` } };
}

/** Logs a two-hour session through the API, one released fish of 100 cm and 10 lb in its middle. */
export async function logSession(
  request: APIRequestContext,
  auth: Record<string, string>,
  start: Date,
  weatherInfo?: Record<string, string | number>,
): Promise<string> {
  const species = (await (await request.get('/api/species')).json()).result as { fishUUID: string }[];
  const at = (offset: number) => new Date(start.getTime() + offset).toISOString();
  const created = await request.post('/api/sessions', {
    headers: auth,
    data: {
      startDatetime: at(0),
      finishDatetime: at(2 * HOUR),
      fishingStyle: 'Offshore',
      weatherInfo,
      logs: [
        {
          fishUUID: species[0]!.fishUUID,
          type: 'Release',
          logTime: at(HOUR),
          fishLength: 100,
          sizeUnitId: 1,
          fishWeight: 10,
          weightUnitId: 4,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()).result as { UUID: string }).UUID;
}

/** The entry fee of `paidTournament`'s tournaments, in dollars. */
export const PAID_ENTRY_FEE = 25;

/**
 * A fresh organiser (or the one given) publishes a paid Regional tournament (PAID_ENTRY_FEE) in the
 * region the journeys' anglers live in, starting in two days: its id.
 */
export async function paidTournament(
  request: APIRequestContext,
  name: string,
  organiser?: Awaited<ReturnType<typeof registerAngler>>,
): Promise<string> {
  organiser ??= await registerAngler(request, 'Organiser');
  const regions = (await (await request.get('/api/regions')).json()).result as { regionName: string }[];
  const [rule] = (await (await request.get('/api/rules')).json()).result as { ruleUUID: string }[];
  const [fish] = (await (await request.get('/api/species')).json()).result as { fishUUID: string }[];
  const start = Date.now() + 48 * HOUR;
  const created = await request.post('/api/tournaments', {
    headers: organiser.auth,
    data: {
      tournamentName: name,
      tournamentDescription: 'Blue water, paid entry',
      regionType: 'Regional',
      regionNames: [{ regionName: regions[0]!.regionName }],
      officialTournamentTimeZone: 'America/Costa_Rica',
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 8 * HOUR).toISOString(),
      uploadDeadlineTime: new Date(start + 14 * HOUR).toISOString(),
      clubOption: 'All members',
      ruleUUID: rule!.ruleUUID,
      judgesEmails: [{ judgeEmail: 'judge@example.com' }],
      fishes: [{ fishUUID: fish!.fishUUID }],
      entranceFee: PAID_ENTRY_FEE,
      prize: 500,
      acceptedTerms: true,
      allowLateJoin: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()).result as { UUID: string }).UUID;
}
