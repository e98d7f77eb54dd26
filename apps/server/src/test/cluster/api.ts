import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';

/** The cluster test's calls, as a client of the one address (or of one instance) makes them. */

const PASSWORD = 'a quiet reef at dawn';

/** A client address of its own per check: each has the whole rate-limit budget (TRUST_PROXY). */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function call(
  base: string,
  path: string,
  { method = 'GET', token, body, from }: { method?: string; token?: string; body?: unknown; from: string },
): Promise<{ status: number; body: { result?: unknown } & Record<string, unknown> }> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as never) : {} };
}

/** Registers an angler through `base` and signs in through `signInAt`: the e-mail and access token. */
export async function registerAngler(base: string, signInAt: string, from: string) {
  const regions = (await call(base, '/regions', { from })).body.result as { regionName: string }[];
  const region = regions[0]!.regionName;
  const localities = (await call(base, `/regions/${encodeURIComponent(region)}/localities`, { from })).body
    .result as { localityUUID: string }[];
  const email = `cluster-${randomUUID()}@example.com`;
  const registered = await call(base, '/register', {
    method: 'POST',
    from,
    body: {
      name: 'Rita',
      lastname: 'Cluster',
      email,
      password: PASSWORD,
      roleName: 'Angler',
      nationalityName: 'Costa Rica',
      localityUUID: localities[0]!.localityUUID,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const login = await call(signInAt, '/auth/login', {
    method: 'POST',
    from,
    body: { email, password: PASSWORD },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { email, token: (login.body.result as { accessToken: string }).accessToken };
}

/** Logs a public two-hour session with one released fish, a day ago. */
export async function logSession(base: string, token: string, from: string): Promise<string> {
  const species = (await call(base, '/species', { from })).body.result as { fishUUID: string }[];
  const start = Date.now() - 24 * 3_600_000;
  const at = (offset: number) => new Date(start + offset).toISOString();
  const created = await call(base, '/sessions', {
    method: 'POST',
    token,
    from,
    body: {
      startDatetime: at(0),
      finishDatetime: at(7_200_000),
      fishingStyle: 'Offshore',
      logs: [
        {
          fishUUID: species[0]!.fishUUID,
          type: 'Release',
          logTime: at(3_600_000),
          fishLength: 100,
          sizeUnitId: 1,
        },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body.result as { UUID: string }).UUID;
}

export const guestFeedIds = async (base: string, from: string) =>
  ((await call(base, '/sessions/home', { from })).body.result as { items: { UUID: string }[] }).items.map(
    (item) => item.UUID,
  );
