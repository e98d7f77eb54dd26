import {
  ZBoat,
  ZBoatInput,
  ZBoatParams,
  ZCaptaincyAnswer,
  ZCaptaincyInvitation,
  ZPropellerModel,
  ZPropellerModelInput,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import { equipmentRoutes } from './equipment-routes';
import * as equipment from './equipment-service';
import * as boats from './service';

const tags = ['boats'];

/**
 * Boats (spec §7 "Boats: add, edit by uuid, delete; … PUT model by boat uuid"). Writes need
 * ADD_BOAT and the owner (delete, naming the captain) or the owner or captain (edit); reads are
 * scoped to them. A named captain is invited and answers through /boats/captaincy.
 */
export const boatRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
}> = async (app, { db, storage, mailer, publicUrl }) => {
  const mail = { mailer, publicUrl };
  app.get(
    '/boats/captaincy',
    {
      schema: {
        tags,
        summary: 'Boats whose owner named you captain, waiting for your answer',
        response: okResponse(z.array(ZCaptaincyInvitation)),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await boats.listCaptaincyInvitations(db, requireActor(request))),
  );

  app.put(
    '/boats/:boatUUID/captaincy',
    {
      schema: {
        tags,
        summary: 'Accept or decline being captain of a boat (only the person named)',
        params: ZBoatParams,
        body: ZCaptaincyAnswer,
        response: okResponse(z.object({ boatUUID: z.uuid(), accepted: z.boolean() })),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await boats.answerCaptaincy(db, requireActor(request), request.params.boatUUID, request.body.accept),
      ),
  );

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
        summary:
          'Add a boat with its motor and propeller model (inline, written together, or by UUID); needs ADD_BOAT',
        body: ZBoatInput,
        response: okResponse(ZBoat),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await boats.createBoat(db, storage, mail, requireActor(request), request.body)),
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
        summary:
          'Edit a boat and (inline, in the same transaction) its own motor and propeller model; owner or captain, only the owner names a captain, who must accept',
        params: ZBoatParams,
        body: ZBoatInput,
        response: okResponse(ZBoat),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await boats.updateBoat(
          db,
          storage,
          mail,
          requireActor(request),
          request.params.boatUUID,
          request.body,
        ),
      ),
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
