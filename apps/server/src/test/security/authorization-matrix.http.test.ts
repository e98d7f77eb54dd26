import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, type TestUser } from '../factories';
import { ACTOR_NAMES, createActors, type Actor, type ActorName } from './actors';
import { ROUTE_MATRIX, rowFor, type MatrixRow, type Relation } from './route-matrix';

let t: TestApp;
let actors: Record<ActorName, Actor>;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  actors = await createActors(t);
  // "Someone else": a Captain, so they can own every kind of object (boats need ADD_BOAT).
  other = await createUser(t, { roleName: 'Captain', name: 'Someone Else' });
}, 120_000);
afterAll(() => t.close());

async function run(row: MatrixRow, actor: Actor, relation: Relation): Promise<LightMyRequestResponse> {
  const options = await row.request!({ t, actor, relation, other, freshUser: () => createUser(t) });
  const request: InjectOptions = {
    method: 'GET',
    ...options,
    headers: { ...actor.headers, ...(options.headers ?? {}) },
  };
  return t.app.inject(request);
}

function withoutRequestId(body: string): string {
  const { requestId: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** What one actor must get from one row; the failures found, if any. */
async function checkRow(row: MatrixRow, actor: Actor): Promise<string[]> {
  const { access } = row;
  const success = row.success ?? [200];
  const label = `${String(row.method)} ${String(row.url)} as ${actor.name}`;
  const expectStatus = (response: LightMyRequestResponse, expected: number[], what: string) =>
    expected.includes(response.statusCode)
      ? []
      : [
          `${label} (${what}): expected ${expected.join('/')}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
        ];

  // Public and signed-in rows read someone else's data; owned rows, in their 'other' relation.
  const revealed = (response: LightMyRequestResponse) =>
    success.includes(response.statusCode) && row.reveals
      ? row.reveals(response.body, other).map((leak) => `${label}: ${leak}`)
      : [];
  if (access.kind === 'covered') return [];
  if (access.kind === 'public') {
    const response = await run(row, actor, 'own');
    return [...expectStatus(response, success, 'public'), ...revealed(response)];
  }
  if (!actor.user) return expectStatus(await run(row, actor, 'own'), [401], 'guest');

  const permitted =
    !('permission' in access) || !access.permission || actor.permissions.includes(access.permission);
  if (access.kind === 'signed-in') {
    const response = await run(row, actor, 'own');
    return [...expectStatus(response, permitted ? success : [403], 'own'), ...revealed(response)];
  }

  const failures: string[] = [];
  const missing = await run(row, actor, 'missing');
  failures.push(...expectStatus(missing, [access.missing ?? 404], 'missing'));
  if (permitted) failures.push(...expectStatus(await run(row, actor, 'own'), success, 'own'));
  const others = await run(row, actor, 'other');
  if (access.others === 'allowed') failures.push(...expectStatus(others, success, "someone else's"));
  failures.push(...revealed(others));
  if (access.others === 'forbidden')
    failures.push(...expectStatus(others, [403, ...(permitted ? [] : [404])], "someone else's"));
  if (
    access.others === 'hidden' &&
    (others.statusCode !== missing.statusCode ||
      withoutRequestId(others.body) !== withoutRequestId(missing.body))
  ) {
    failures.push(
      `${label}: someone else's object answers ${others.statusCode} ${others.body.slice(0, 120)}, a missing one ${missing.statusCode} ${missing.body.slice(0, 120)}`,
    );
  }
  return failures;
}

describe('authorization matrix', () => {
  it('has a row for every registered route', () => {
    const missing = t.app.registeredRoutes
      .filter((route) => !rowFor(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, 'routes without a row in test/security/route-matrix.ts').toEqual([]);
  });

  it('catches a route added without a row (the guard itself works)', async () => {
    const extended = await buildTestApp({
      seed: false,
      routes: (app) =>
        app.post('/api/unlisted-example', async () => ({ code: 200, message: 'OK', result: null })),
    });
    try {
      const missing = extended.app.registeredRoutes.filter((route) => !rowFor(route.method, route.url));
      expect(missing).toEqual([{ method: 'POST', url: '/api/unlisted-example' }]);
    } finally {
      await extended.close();
    }
  });

  it('drives every route with every actor and relation', async () => {
    const driven = ROUTE_MATRIX.filter((row) => row.access.kind !== 'covered');
    const relations = (row: MatrixRow) => (row.access.kind === 'owned' ? 3 : 1);
    const size = driven.reduce((total, row) => total + ACTOR_NAMES.length * relations(row), 0);
    console.warn(
      `authorization matrix: ${driven.length} routes × ${ACTOR_NAMES.length} actors × relations = ${size} cases`,
    );

    const failures: string[] = [];
    for (const row of driven) {
      for (const name of ACTOR_NAMES) failures.push(...(await checkRow(row, actors[name])));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('lists no row that matches no route (stale rows hide missing ones)', () => {
    const exact = ROUTE_MATRIX.filter(
      (row) => typeof row.url === 'string' && typeof row.method === 'string' && row.access.kind !== 'covered',
    );
    const stale = exact.filter(
      (row) => !t.app.registeredRoutes.some((route) => route.method === row.method && route.url === row.url),
    );
    expect(stale.map((row) => `${String(row.method)} ${String(row.url)}`)).toEqual([]);
  });
});
