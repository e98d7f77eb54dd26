import type { MapConfig } from '@tightlines/domain';
import type { DoneCallback, Layer, Map as LeafletMap } from 'leaflet';
import { GeoJSON, geoJSON, GridLayer, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
// The bundled basemap's data, an asset of its own: fetched only when a map without tiles is drawn.
import landUrl from 'world-atlas/land-50m.json?url';
import { t } from '../../i18n/use-t';

/** Natural Earth's land, drawn over the map's sea-coloured background (see MAP_STYLE). */
const LAND_STYLE = { color: '#c9d8c5', weight: 1, fillColor: '#35524a', fillOpacity: 1 } as const;

export const MAP_BACKGROUND = '#0b3d5c';
/** The bundled basemap's credit, in the language shown when the map is drawn. */
export const bundledAttribution = () => t('ui.map.attribution');

const MIME_TYPES: Record<number, string> = {
  2: 'image/png',
  3: 'image/jpeg',
  4: 'image/webp',
  5: 'image/avif',
};

/**
 * Raster tiles read from a PMTiles archive by HTTP range requests. Written here rather than taken
 * from the pmtiles package's Leaflet adapter, which reads Leaflet from a global `L` this app never sets.
 */
async function pmtilesLayer(url: string, attribution: string): Promise<Layer> {
  const { PMTiles } = await import('pmtiles');
  const archive = new PMTiles(url);
  const header = await archive.getHeader();
  const type = MIME_TYPES[header.tileType];
  if (!type) throw new Error(`${url} holds no raster tiles (tile type ${header.tileType})`);
  class PmtilesRasterLayer extends GridLayer {
    protected override createTile(coords: { x: number; y: number; z: number }, done: DoneCallback) {
      const image = document.createElement('img');
      image.alt = '';
      archive
        .getZxy(coords.z, coords.x, coords.y)
        .then((tile) => {
          if (!tile) {
            done(undefined, image);
            return;
          }
          const source = URL.createObjectURL(new Blob([tile.data], { type }));
          image.onload = () => {
            URL.revokeObjectURL(source);
            done(undefined, image);
          };
          image.src = source;
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error)), image));
      return image;
    }
  }
  return new PmtilesRasterLayer({
    attribution,
    minZoom: header.minZoom,
    maxNativeZoom: header.maxZoom,
  });
}

/** Natural Earth land and coastlines (1:50m), for a map with no tile server configured. */
async function bundledLandLayer(): Promise<Layer> {
  const [{ feature }, response] = await Promise.all([import('topojson-client'), fetch(landUrl)]);
  if (!response.ok) throw new Error(`the bundled basemap did not load (${response.status})`);
  const topology = await response.json();
  const land = feature(topology, topology.objects.land);
  return geoJSON(land, { style: LAND_STYLE, interactive: false, attribution: bundledAttribution() });
}

/** The configured tiles: a raster XYZ server or a PMTiles archive; null when neither is set. */
async function configuredLayer(config: MapConfig): Promise<Layer | null> {
  if (config.tileUrl)
    return tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom });
  if (config.pmtilesUrl) return pmtilesLayer(config.pmtilesUrl, config.attribution);
  return null;
}

/**
 * Puts the configured tiles under `map` or — with none configured, or an archive that cannot be
 * read — the bundled land and coastlines, so the map is never a blank rectangle. Resolves once the
 * layer is on the map (after the markers, which need not wait); does nothing once `signal` aborts
 * (the map was removed meanwhile).
 */
export async function addBaseLayer(map: LeafletMap, config: MapConfig, signal: AbortSignal): Promise<void> {
  let layer: Layer;
  try {
    layer = (await configuredLayer(config)) ?? (await bundledLandLayer());
  } catch (error) {
    console.error('the map tiles could not be read; drawing the bundled basemap', error);
    layer = await bundledLandLayer();
  }
  if (signal.aborted) return;
  layer.addTo(map);
  // The land is drawn in the overlay pane like the markers: kept beneath them.
  if (layer instanceof GeoJSON) layer.bringToBack();
}
