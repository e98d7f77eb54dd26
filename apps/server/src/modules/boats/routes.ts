import { ZBoat, ZBoatInput, ZBoatParams, ZPropellerModel, ZPropellerModelInput } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Storage } from '../../platform/storage/storage';
import { equipmentRoutes } from './equipment-routes';
import * as equipment from './equipment-service';
import * as boats from './service';

const tags = ['boats'];

/**
 * Boats (spec §7 "Boats: add, edit by uuid, delete; … PUT model by boat uuid"). Writes need
 * ADD_BOAT and the owner (delete) or the owner or captain (edit); reads are scoped to them.
 */
export const boatRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/boats',
    {
      schema: {
        tags,
        summary: 'The boats the signed-in user owns or captains',
        response: okResponse(z.array(ZBoat)),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await boats.listMyBoats(db, storage, requireActor(request))),
  );

  app.post(
    '/boats',
    {
      schema: {
        tags,
        summary: 'Add a boat (create its motor and propeller model first); needs ADD_BOAT',
        body: ZBoatInput,
        response: okResponse(ZBoat),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await boats.createBoat(db, storage, requireActor(request), request.body)),
  );

  app.get(
    '/boats/:boatUUID',
    {
      schema: {
        tags,
        summary: 'A boat you own or captain',
        params: ZBoatParams,
        response: okResponse(ZBoat),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await boats.getBoat(db, storage, requireActor(request), request.params.boatUUID)),
  );

  app.put(
    '/boats/:boatUUID',
    {
      schema: {
        tags,
        summary: 'Edit a boat (owner or captain)',
        params: ZBoatParams,
        body: ZBoatInput,
        response: okResponse(ZBoat),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await boats.updateBoat(db, storage, requireActor(request), request.params.boatUUID, request.body)),
  );

  app.delete(
    '/boats/:boatUUID',
    {
      schema: {
        tags,
        summary: 'Delete a boat (owner only)',
        params: ZBoatParams,
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
    },
    async (request) => {
      await boats.deleteBoat(db, requireActor(request), request.params.boatUUID);
      return ok(null);
    },
  );

  app.put(
    '/boats/:boatUUID/model',
    {
      schema: {
        tags,
        summary: "Edit a boat's propeller model (owner or captain)",
        params: ZBoatParams,
        body: ZPropellerModelInput,
        response: okResponse(ZPropellerModel),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await equipment.updateModelOfBoat(db, requireActor(request), request.params.boatUUID, request.body)),
  );

  await app.register(equipmentRoutes, { db });
};
