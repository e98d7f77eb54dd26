import {
  ZModelParams,
  ZMotor,
  ZMotorInput,
  ZMotorParams,
  ZPropellerModel,
  ZPropellerModelInput,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import * as equipment from './equipment-service';

const tags = ['boats'];

/** Motors and propeller models (spec §7 "models and motors (POST, PUT, GET by uuid)"). */
export const equipmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/motors',
    {
      schema: {
        tags,
        summary: 'Add a motor; needs ADD_BOAT',
        body: ZMotorInput,
        response: okResponse(ZMotor),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await equipment.createMotor(db, requireActor(request), request.body)),
  );

  app.get(
    '/motors/:motorUUID',
    {
      schema: {
        tags,
        summary: 'A motor you created or use',
        params: ZMotorParams,
        response: okResponse(ZMotor),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await equipment.getMotor(db, requireActor(request), request.params.motorUUID)),
  );

  app.put(
    '/motors/:motorUUID',
    {
      schema: {
        tags,
        summary: 'Edit a motor',
        params: ZMotorParams,
        body: ZMotorInput,
        response: okResponse(ZMotor),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await equipment.updateMotor(db, requireActor(request), request.params.motorUUID, request.body)),
  );

  app.post(
    '/models',
    {
      schema: {
        tags,
        summary: 'Add a propeller model; needs ADD_BOAT',
        body: ZPropellerModelInput,
        response: okResponse(ZPropellerModel),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await equipment.createModel(db, requireActor(request), request.body)),
  );

  app.get(
    '/models/:modelUUID',
    {
      schema: {
        tags,
        summary: 'A propeller model you created or use',
        params: ZModelParams,
        response: okResponse(ZPropellerModel),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await equipment.getModel(db, requireActor(request), request.params.modelUUID)),
  );

  app.put(
    '/models/:modelUUID',
    {
      schema: {
        tags,
        summary: 'Edit a propeller model',
        params: ZModelParams,
        body: ZPropellerModelInput,
        response: okResponse(ZPropellerModel),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await equipment.updateModel(db, requireActor(request), request.params.modelUUID, request.body)),
  );
};
