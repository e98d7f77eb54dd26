import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCatalogue } from '../../db/seed/seed-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getResult<T = unknown>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ code: 200, message: 'OK' });
  return body.result as T;
}

describe('catalogue', () => {
  it('serves 30+ species with UUIDs and fish types, filtered by type', async () => {
    const all = await getResult<{ fishUUID: string; name: string; fishTypeName: string }[]>('/api/species');
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.every((item) => /^[0-9a-f-]{36}$/.test(item.fishUUID))).toBe(true);
    const billfish = await getResult<{ name: string; fishTypeName: string }[]>(
      '/api/species?fishTypeName=Bill%20Fish',
    );
    expect(billfish.length).toBeGreaterThan(0);
    expect(billfish.every((item) => item.fishTypeName === 'Bill Fish')).toBe(true);
    expect(billfish.map((item) => item.name).join()).toMatch(/sailfish/i);
  });

  it('refuses an unknown fish type with a 400 envelope naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/species?fishTypeName=Shark' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, result: null, details: { fields: ['fishTypeName'] } });
  });

  it('serves regions and their localities with IANA time zones', async () => {
    const regions = await getResult<{ regionName: string; localitiesCount: number }[]>('/api/regions');
    expect(regions.length).toBeGreaterThanOrEqual(6);
    const first = regions[0]!;
    const localities = await getResult<{ timeZone: string; regionName: string }[]>(
      `/api/regions/${encodeURIComponent(first.regionName)}/localities`,
    );
    expect(localities).toHaveLength(first.localitiesCount);
    for (const locality of localities) {
      expect(locality.regionName).toBe(first.regionName);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: locality.timeZone })).not.toThrow();
    }
  });

  it('answers 404 for the localities of an unknown region', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions/Atlantis/localities' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, result: null });
  });

  it('serves countries and the states of a country by name or code', async () => {
    const countries = await getResult<{ name: string; code: string }[]>('/api/countries');
    expect(countries.length).toBeGreaterThan(200);
    const byName = await getResult<{ name: string }[]>('/api/countries/Costa%20Rica/states');
    const byCode = await getResult<{ name: string }[]>('/api/countries/cr/states');
    expect(byName.map((state) => state.name)).toContain('Puntarenas Province');
    expect(byCode).toEqual(byName);
    const missing = await t.app.inject({ method: 'GET', url: '/api/countries/Narnia/states' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the three rule sets, each with a document', async () => {
    const rules = await getResult<{ name: string; slug: string; documentUrl: string }[]>('/api/rules');
    expect(rules.map((rule) => rule.name)).toEqual(['IGFA strict', 'IGFA modified', 'Jungle Rules']);
    for (const rule of rules) {
      const document = await getResult<{ sections: unknown[] }>(`/api/rules/${rule.slug}`);
      expect(document.sections.length).toBeGreaterThanOrEqual(6);
      expect(rule.documentUrl).toBe(`/rules/${rule.slug}`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/rules/no-such-rules' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/rules/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  it('serves roles with the permissions of packages/domain', async () => {
    const roles = await getResult<{ roleName: string; permissions: { Name: string }[] }[]>('/api/roles');
    expect(roles.map((role) => role.roleName)).toEqual(['Angler', 'Mate', 'Captain', 'Boat']);
    const captain = roles.find((role) => role.roleName === 'Captain')!;
    expect(captain.permissions.map((permission) => permission.Name)).toContain('ADD_BOAT');
  });

  it('serves units by kind with the spec ids', async () => {
    expect(await getResult('/api/units?kind=size')).toEqual([
      { unitId: 1, name: 'cmts', kind: 'size' },
      { unitId: 2, name: 'inch', kind: 'size' },
    ]);
    expect(await getResult('/api/units?kind=weight')).toEqual([
      { unitId: 3, name: 'kgs', kind: 'weight' },
      { unitId: 4, name: 'lbs', kind: 'weight' },
    ]);
  });

  it.each([
    '/api/genders',
    '/api/fishingTypes',
    '/api/workTypes',
    '/api/ports',
    '/api/boats/types',
    '/api/boats/makes',
    '/api/motors/makes',
    '/api/propellers/manufacturers',
  ])('serves %s', async (url) => {
    const items = await getResult<unknown[]>(url);
    expect(items.length).toBeGreaterThan(0);
  });

  it('keeps work type Fulltime, which new experiences use', async () => {
    const workTypes = await getResult<{ name: string }[]>('/api/workTypes');
    expect(workTypes.map((item) => item.name)).toContain('Fulltime');
  });

  it('lets browsers cache catalogue answers briefly, apart per language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/species' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('names species, regions and localities in the reader’s language: the cookie, else the browser’s', async () => {
    type Fish = { fishUUID: string; name: string };
    const english = await getResult<Fish[]>('/api/species');
    const spanish = await getResult<Fish[]>('/api/species', { 'accept-language': 'es-CR,es;q=0.9,en;q=0.5' });
    const chosen = await getResult<Fish[]>('/api/species', {
      'accept-language': 'en-US',
      cookie: 'tl_ui_lang=es',
    });
    const nameOf = (list: Fish[], name: string) =>
      list.find((fish) => fish.fishUUID === english.find((item) => item.name === name)!.fishUUID)?.name;
    expect(nameOf(english, 'Swordfish')).toBe('Swordfish');
    expect(nameOf(spanish, 'Swordfish')).toBe('Pez espada');
    expect(nameOf(chosen, 'Atlantic sailfish')).toBe('Pez vela del Atlántico');
    // Sorted as a Spanish reader looks them up: bill fish first, then by the Spanish name.
    expect(spanish.map((fish) => fish.name).slice(0, 2)).toEqual(['Aguja de escama redonda', 'Aguja picuda']);

    const regions = await getResult<{ regionName: string; label: string }[]>('/api/regions', {
      cookie: 'tl_ui_lang=es',
    });
    // The English name stays the key the filters and URLs use.
    expect(regions).toContainEqual(
      expect.objectContaining({ regionName: 'Dominican Republic', label: 'República Dominicana' }),
    );
    const localities = await getResult<{ localityName: string }[]>(
      `/api/regions/${encodeURIComponent('Panama Pacific')}/localities`,
      { cookie: 'tl_ui_lang=es' },
    );
    expect(localities.map((locality) => locality.localityName)).toContain('Ciudad de Panamá');
    expect((await getResult<{ label: string }[]>('/api/regions')).map((region) => region.label)).toContain(
      'Dominican Republic',
    );
  });

  it('seeds idempotently: a second run writes nothing and ids stay', async () => {
    const before = await getResult<{ fishUUID: string }[]>('/api/species');
    expect(await seedCatalogue(t.database.db)).toBe(false);
    const after = await getResult<{ fishUUID: string }[]>('/api/species');
    expect(after).toEqual(before);
  });
});
