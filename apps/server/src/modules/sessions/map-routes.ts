import { canSeeCoordinates, mapDefaults, ZMapConfig, type MapConfig } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { homePositionOf } from './repo';

export interface MapSettings {
  tileUrl: string | null;
  pmtilesUrl: string | null;
  attribution: string;
}

/**
 * Spec §6 and §9: captains zoom to 19, everyone else to 10; Anglers and Mates get no coordinates.
 * The map opens over the caller's home locality (`home`) when they have one (issue 31).
 */
export function toMapConfig(
  settings: MapSettings,
  actor: Actor | null,
  home: { latitude: number; longitude: number } | null = null,
): MapConfig {
  return {
    tileUrl: settings.tileUrl,
    pmtilesUrl: settings.pmtilesUrl,
    attribution: settings.attribution,
    center: home ?? mapDefaults.center,
    zoom: mapDefaults.zoom,
    minZoom: mapDefaults.minZoom,
    maxZoom: actor?.roleName === 'Captain' ? mapDefaults.captainMaxZoom : mapDefaults.maxZoom,
    showCoordinates: canSeeCoordinates(actor?.roleName ?? null),
  };
}

/** The map settings of `actor`: centred on their home locality when they have one (a read of theirs only). */
export async function getMapConfig(db: Db, settings: MapSettings, actor: Actor | null): Promise<MapConfig> {
  return toMapConfig(settings, actor, actor ? await homePositionOf(db, actor.userId) : null);
}

/**
 * The My Fishlogs map settings: the tiles the server is configured with, the caller's zoom range and
 * where the map opens.
 */
export const mapRoutes: FastifyPluginAsyncZod<{ map: MapSettings; db: Db }> = async (app, { map, db }) => {
  app.get(
    '/map/config',
    {
      schema: {
        tags: ['sessions'],
        summary:
          "Map settings: tile URL or PMTiles archive, centre (the caller's home locality, when set) and the zoom range of the caller (19 for captains)",
        response: okResponse(ZMapConfig),
      },
    },
    async (request) => ok(await getMapConfig(db, map, request.actor)),
  );
};
