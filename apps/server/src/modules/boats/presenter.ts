import type { Boat, Motor, PropellerModel } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { canDeleteBoat, canEditBoat, isOwnerOrCaptain } from './policy';
import type { BoatView, ModelRow, MotorRow } from './repo';

export function toMotorDto(motor: MotorRow, makeName: string): Motor {
  return {
    motorUUID: motor.id,
    model: motor.model,
    motorMakeName: makeName,
    topSpeed: motor.topSpeed,
    cruiseSpeed: motor.cruiseSpeed,
    loadPercentage: motor.loadPercentage,
    gph: motor.gph,
  };
}

export function toModelDto(model: ModelRow, manufacturerName: string): PropellerModel {
  return {
    modelUUID: model.id,
    blades: model.blades,
    propellerDiameter: model.diameter,
    propellerPitch: model.pitch,
    sizeUnitId: model.sizeUnitId,
    propellerManufacterName: manufacturerName,
    modelCharacteristics: model.characteristics,
  };
}

/**
 * A boat as `actor` may see it: the captain's e-mail only for the owner and the captain, and the
 * `can` flags the UI uses to show edit and delete. `pictureUrl` is already signed.
 */
export function toBoatDto(view: BoatView, actor: Actor, pictureUrl: string | null): Boat {
  const { boat } = view;
  return {
    boatUUID: boat.id,
    hullNumber: boat.hullNumber,
    boatName: boat.name,
    typeName: view.typeName,
    boatMakeName: view.makeName,
    countryName: view.countryName,
    countryCode: boat.countryCode,
    captainEmail: isOwnerOrCaptain(actor, boat) ? boat.captainEmail : null,
    pendingCaptainEmail: boat.ownerId === actor.userId ? boat.pendingCaptainEmail : null,
    size: boat.size,
    sizeUnitId: boat.sizeUnitId,
    pictureUrl,
    motorUUID: boat.motorId,
    modelUUID: boat.modelId,
    motor: toMotorDto(view.motor, view.motorMakeName),
    model: toModelDto(view.model, view.manufacturerName),
    isCurrentUserBoat: boat.ownerId === actor.userId,
    can: { edit: canEditBoat(actor, boat), delete: canDeleteBoat(actor, boat) },
  };
}
