import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('map tile settings', () => {
  it.each([
    [{ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }, /MAP_TILE_URL must be an https/],
    [{ MAP_PMTILES_URL: 'http://tiles.example.com/world.pmtiles' }, /MAP_PMTILES_URL must be an https/],
    [{ MAP_PMTILES_URL: 'https://tiles.example.com/world.mbtiles' }, /MAP_PMTILES_URL/],
    [
      {
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        MAP_PMTILES_URL: 'https://tiles.example.com/world.pmtiles',
      },
      /set MAP_TILE_URL or MAP_PMTILES_URL, not both/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes a PMTiles archive by https URL or by a path on this server', () => {
    expect(loadConfig({ MAP_PMTILES_URL: '/tiles/world.pmtiles' }).MAP_PMTILES_URL).toBe(
      '/tiles/world.pmtiles',
    );
    expect(loadConfig({ MAP_PMTILES_URL: 'https://cdn.example.com/sat.pmtiles' }).MAP_PMTILES_URL).toBe(
      'https://cdn.example.com/sat.pmtiles',
    );
  });
});

describe('GET /api/map/config', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (env: Record<string, string>) => {
    const testApp = await buildTestApp({ seed: false, env });
    apps.push(testApp);
    return testApp.app;
  };

  it('with no tile server names no tiles, so the app draws its bundled basemap', async () => {
    const app = await start({});
    const response = await app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ tileUrl: null, pmtilesUrl: null, attribution: '' });
  });

  it('hands the PMTiles archive and its attribution to the map, and lets the page fetch it', async () => {
    const app = await start({
      MAP_PMTILES_URL: 'https://tiles.example.com/satellite.pmtiles',
      MAP_TILE_ATTRIBUTION: 'Imagery © Example',
    });
    const response = await app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.json().result).toMatchObject({
      tileUrl: null,
      pmtilesUrl: 'https://tiles.example.com/satellite.pmtiles',
      attribution: 'Imagery © Example',
    });
    expect(response.headers['content-security-policy']).toMatch(
      /connect-src 'self' https:\/\/tiles\.example\.com;/,
    );
  });

  it('hands a raster tile URL to the map', async () => {
    const app = await start({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.jpg' });
    const response = await app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.json().result).toMatchObject({
      tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.jpg',
      pmtilesUrl: null,
    });
    expect(response.headers['content-security-policy']).toMatch(/connect-src 'self';/);
  });
});
