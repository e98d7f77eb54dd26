import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { MapConfig } from '@tightlines/domain';
import type { Layer, Map as LeafletMap, Polygon } from 'leaflet';
import { GeoJSON, GridLayer, map as createMap, TileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBaseLayer, bundledAttribution } from './map-base-layer';

const archive = vi.hoisted(() => ({ header: vi.fn() }));
vi.mock('pmtiles', () => ({
  PMTiles: class {
    constructor(readonly url: string) {}
    getHeader = archive.header;
    getZxy = vi.fn(async () => undefined);
  },
}));

const landJson = fs.readFileSync(createRequire(import.meta.url).resolve('world-atlas/land-50m.json'), 'utf8');

const config = (tiles: Partial<MapConfig>): MapConfig => ({
  tileUrl: null,
  pmtilesUrl: null,
  attribution: 'Imagery © Example',
  center: { latitude: 45, longitude: -73 },
  zoom: 7,
  minZoom: 4,
  maxZoom: 10,
  showCoordinates: true,
  ...tiles,
});

let map: LeafletMap;
const layers = () => {
  const found: Layer[] = [];
  map.eachLayer((layer) => void found.push(layer));
  return found;
};

beforeEach(() => {
  const container = document.createElement('div');
  document.body.append(container);
  map = createMap(container, { center: [45, -73], zoom: 7 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(landJson, { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  map.remove();
  vi.unstubAllGlobals();
  archive.header.mockReset();
});

describe('addBaseLayer', () => {
  it('draws the bundled Natural Earth land when no tiles are configured', async () => {
    await addBaseLayer(map, config({}), new AbortController().signal);
    const land = layers().find((layer) => layer instanceof GeoJSON);
    expect(land).toBeDefined();
    // One multipolygon: every continent and island of the 1:50m land.
    const [shapes] = (land as GeoJSON).getLayers() as Polygon[];
    expect(shapes!.getLatLngs().length).toBeGreaterThan(1000);
    expect(land!.getAttribution!()).toBe(bundledAttribution());
  });

  it('uses the raster tile server, with its attribution, when one is configured', async () => {
    await addBaseLayer(
      map,
      config({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.jpg' }),
      new AbortController().signal,
    );
    const tiles = layers().find((layer) => layer instanceof TileLayer);
    expect((tiles as TileLayer & { _url: string })._url).toBe('https://tiles.example.com/{z}/{x}/{y}.jpg');
    expect(tiles!.getAttribution!()).toBe('Imagery © Example');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads raster tiles from a PMTiles archive, in the zoom range it holds', async () => {
    archive.header.mockResolvedValue({ tileType: 3, minZoom: 2, maxZoom: 12 });
    await addBaseLayer(
      map,
      config({ pmtilesUrl: 'https://tiles.example.com/satellite.pmtiles' }),
      new AbortController().signal,
    );
    expect(layers()).toHaveLength(1);
    const [tiles] = layers();
    expect(tiles).toBeInstanceOf(GridLayer);
    expect(tiles).not.toBeInstanceOf(TileLayer);
    expect(tiles!.getAttribution!()).toBe('Imagery © Example');
    expect((tiles as GridLayer).options).toMatchObject({ minZoom: 2, maxNativeZoom: 12 });
  });

  it('falls back to the bundled land when the archive cannot be read or holds vector tiles', async () => {
    const logged = vi.mocked(console.error);
    for (const header of [Promise.reject(new Error('416')), Promise.resolve({ tileType: 1 })]) {
      header.catch(() => undefined);
      archive.header.mockReturnValueOnce(header);
      await addBaseLayer(
        map,
        config({ pmtilesUrl: 'https://tiles.example.com/vector.pmtiles' }),
        new AbortController().signal,
      );
    }
    expect(layers().filter((layer) => layer instanceof GeoJSON)).toHaveLength(2);
    expect(layers().some((layer) => layer instanceof GridLayer)).toBe(false);
    // The fallback is logged (the test setup fails a test on any console.error it is not told of).
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'the map tiles could not be read; drawing the bundled basemap',
      'the map tiles could not be read; drawing the bundled basemap',
    ]);
    logged.mockClear();
  });

  it('adds nothing to a map removed while its layer loaded', async () => {
    const removed = new AbortController();
    const adding = addBaseLayer(map, config({}), removed.signal);
    removed.abort();
    await adding;
    expect(layers()).toEqual([]);
  });
});
