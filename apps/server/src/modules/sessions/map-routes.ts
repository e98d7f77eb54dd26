import { canSeeCoordinates, mapDefaults, ZMapConfig, type MapConfig } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';

export interface MapSettings {
  tileUrl: string | null;
  pmtilesUrl: string | null;
  attribution: string;
}

/** Spec §6 and §9: captains zoom to 19, everyone else to 10; Anglers and Mates get no coordinates. */
export function toMapConfig(settings: MapSettings, actor: Actor | null): MapConfig {
  return {
    tileUrl: settings.tileUrl,
    pmtilesUrl: settings.pmtilesUrl,
    attribution: settings.attribution,
    center: mapDefaults.center,
    zoom: mapDefaults.zoom,
    minZoom: mapDefaults.minZoom,
    maxZoom: actor?.roleName === 'Captain' ? mapDefaults.captainMaxZoom : mapDefaults.maxZoom,
    showCoordinates: canSeeCoordinates(actor?.roleName ?? null),
  };
}

/** The My Fishlogs map settings: the tiles the server is configured with and the caller's zoom range. */
export const mapRoutes: FastifyPluginAsyncZod<{ map: MapSettings }> = async (app, { map }) => {
  app.get(
    '/map/config',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'Map settings: tile URL or PMTiles archive, centre and the zoom range of the caller (19 for captains)',
        response: okResponse(ZMapConfig),
      },
    },
    async (request) => ok(toMapConfig(map, request.actor)),
  );
};
