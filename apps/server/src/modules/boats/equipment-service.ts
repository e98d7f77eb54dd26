import {
  AppError,
  type ZMotorInput,
  type ZPropellerModelInput,
  type Motor,
  type PropellerModel,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import * as equipmentRepo from './equipment-repo';
import { canEditBoat, canEditEquipment, canManageBoats, canReadEquipment, captainAddressOf } from './policy';
import { toModelDto, toMotorDto } from './presenter';
import * as repo from './repo';

type MotorInput = z.output<typeof ZMotorInput>;
type ModelInput = z.output<typeof ZPropellerModelInput>;

const asUser = (actor: Actor) => ({ id: actor.userId, email: captainAddressOf(actor) });

/** A motor's columns; VALIDATION naming `${prefix}motorMakeName` for an unknown make. */
export async function motorValues(db: Db, input: MotorInput, prefix = '') {
  const make = await repo.getNamedByName(db, t.motorMakes, input.motorMakeName);
  if (!make) {
    throw new AppError('VALIDATION', {
      key: 'missingInfoMotor',
      details: { fields: [`${prefix}motorMakeName`] },
    });
  }
  return {
    model: input.model,
    makeId: make.id,
    topSpeed: input.topSpeed ?? null,
    cruiseSpeed: input.cruiseSpeed ?? null,
    loadPercentage: input.loadPercentage ?? null,
    gph: input.gph ?? null,
  };
}

/** A propeller model's columns; VALIDATION naming `${prefix}propellerManufacterName` for an unknown one. */
export async function modelValues(db: Db, input: ModelInput, prefix = '') {
  const manufacturer = await repo.getNamedByName(db, t.propellerManufacturers, input.propellerManufacterName);
  if (!manufacturer) {
    throw new AppError('VALIDATION', {
      key: 'missingInfoProp',
      details: { fields: [`${prefix}propellerManufacterName`] },
    });
  }
  return {
    blades: input.blades ?? null,
    diameter: input.propellerDiameter ?? null,
    pitch: input.propellerPitch ?? null,
    sizeUnitId: input.sizeUnitId,
    manufacturerId: manufacturer.id,
    characteristics: input.modelCharacteristics,
  };
}

/** Adds a motor for a boat to come. FORBIDDEN without ADD_BOAT; VALIDATION for an unknown make. */
export async function createMotor(db: Db, actor: Actor, input: MotorInput): Promise<Motor> {
  if (!canManageBoats(actor)) throw new AppError('FORBIDDEN');
  const motor = await equipmentRepo.insertMotor(db, {
    ...(await motorValues(db, input)),
    createdById: actor.userId,
  });
  return getMotor(db, actor, motor.id);
}

/** A motor; NOT_FOUND unless the caller created it or owns or captains a boat using it. */
export async function getMotor(db: Db, actor: Actor, motorId: string): Promise<Motor> {
  const view = await equipmentRepo.getMotorView(db, motorId);
  const onOwnBoat = view ? await repo.isOnBoatOf(db, 'motorId', motorId, asUser(actor)) : false;
  if (!view || !canReadEquipment(actor, view.motor, onOwnBoat)) throw new AppError('NOT_FOUND');
  return toMotorDto(view.motor, view.makeName);
}

/** Edits a motor. NOT_FOUND for no such motor, FORBIDDEN unless the caller may edit it. */
export async function updateMotor(db: Db, actor: Actor, motorId: string, input: MotorInput): Promise<Motor> {
  const view = await equipmentRepo.getMotorView(db, motorId);
  if (!view) throw new AppError('NOT_FOUND');
  if (!canEditEquipment(actor, view.motor, await repo.isOnBoatOf(db, 'motorId', motorId, asUser(actor))))
    throw new AppError('FORBIDDEN');
  await equipmentRepo.updateMotor(db, motorId, await motorValues(db, input));
  return getMotor(db, actor, motorId);
}

/** Adds a propeller model for a boat to come. FORBIDDEN without ADD_BOAT; VALIDATION for an unknown manufacturer. */
export async function createModel(db: Db, actor: Actor, input: ModelInput): Promise<PropellerModel> {
  if (!canManageBoats(actor)) throw new AppError('FORBIDDEN');
  const model = await equipmentRepo.insertModel(db, {
    ...(await modelValues(db, input)),
    createdById: actor.userId,
  });
  return getModel(db, actor, model.id);
}

/** A propeller model; NOT_FOUND unless the caller created it or owns or captains a boat using it. */
export async function getModel(db: Db, actor: Actor, modelId: string): Promise<PropellerModel> {
  const view = await equipmentRepo.getModelView(db, modelId);
  const onOwnBoat = view ? await repo.isOnBoatOf(db, 'modelId', modelId, asUser(actor)) : false;
  if (!view || !canReadEquipment(actor, view.model, onOwnBoat)) throw new AppError('NOT_FOUND');
  return toModelDto(view.model, view.manufacturerName);
}

/** Edits a propeller model. NOT_FOUND for no such model, FORBIDDEN unless the caller may edit it. */
export async function updateModel(
  db: Db,
  actor: Actor,
  modelId: string,
  input: ModelInput,
): Promise<PropellerModel> {
  const view = await equipmentRepo.getModelView(db, modelId);
  if (!view) throw new AppError('NOT_FOUND');
  if (!canEditEquipment(actor, view.model, await repo.isOnBoatOf(db, 'modelId', modelId, asUser(actor))))
    throw new AppError('FORBIDDEN');
  await equipmentRepo.updateModel(db, modelId, await modelValues(db, input));
  return getModel(db, actor, modelId);
}

/** Edits the propeller model of a boat (spec §7 "PUT model by boat uuid"). NOT_FOUND / FORBIDDEN as for the boat. */
export async function updateModelOfBoat(
  db: Db,
  actor: Actor,
  boatId: string,
  input: ModelInput,
): Promise<PropellerModel> {
  const modelId = await db.transaction(async (tx) => {
    const boat = await repo.getBoatForUpdate(tx, boatId);
    if (!boat) throw new AppError('NOT_FOUND');
    if (!canEditBoat(actor, boat)) throw new AppError('FORBIDDEN');
    await equipmentRepo.updateModel(tx, boat.modelId, await modelValues(tx, input));
    return boat.modelId;
  });
  return getModel(db, actor, modelId);
}
