import {
  ACTIVITY_SOURCE,
  cruiseWithinTopSpeed,
  lengthForInput,
  messageKeys,
  ZBoatInput,
  ZMotorInput,
  ZPropellerModelInput,
  type Boat,
  type SizeUnitId,
} from '@tightlines/domain';
import { numberInput } from '../../../ui/form-schemas';
import type { BoatDraft } from '../hooks/save-boat';

/** A number input's value: a number, or '' while empty. */
type NumberValue = number | string;

/** The boat modal's values: boat, motor and propeller, lengths in the user's unit. */
export interface BoatFormValues {
  boatName: string;
  hullNumber: string;
  typeName: string;
  boatMakeName: string;
  countryName: string;
  captainEmail: string;
  size: NumberValue;
  motorMakeName: string;
  motorModel: string;
  topSpeed: NumberValue;
  cruiseSpeed: NumberValue;
  loadPercentage: NumberValue;
  gph: NumberValue;
  propellerManufacterName: string;
  blades: NumberValue;
  propellerDiameter: NumberValue;
  propellerPitch: NumberValue;
  modelCharacteristics: string;
}

const toNumber = (value: NumberValue): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

const inUnit = (value: number | null, stored: number, unit: SizeUnitId): NumberValue =>
  value == null ? '' : lengthForInput(value, stored as SizeUnitId, unit);

/** A boat's values for the form, its lengths shown in `unit` whatever unit they were stored in. */
export function toBoatFormValues(
  boat: Boat | undefined,
  captainEmail: string,
  unit: SizeUnitId,
): BoatFormValues {
  return {
    boatName: boat?.boatName ?? '',
    hullNumber: boat?.hullNumber ?? '',
    typeName: boat?.typeName ?? '',
    boatMakeName: boat?.boatMakeName ?? '',
    countryName: boat?.countryName ?? '',
    // While someone named captain has not accepted, the form shows who was named.
    captainEmail: boat?.pendingCaptainEmail ?? boat?.captainEmail ?? captainEmail,
    size: boat ? inUnit(boat.size, boat.sizeUnitId, unit) : '',
    motorMakeName: boat?.motor.motorMakeName ?? '',
    motorModel: boat?.motor.model ?? '',
    topSpeed: boat?.motor.topSpeed ?? '',
    cruiseSpeed: boat?.motor.cruiseSpeed ?? '',
    loadPercentage: boat?.motor.loadPercentage ?? '',
    gph: boat?.motor.gph ?? '',
    propellerManufacterName: boat?.model.propellerManufacterName ?? '',
    blades: boat?.model.blades ?? '',
    propellerDiameter: boat ? inUnit(boat.model.propellerDiameter, boat.model.sizeUnitId, unit) : '',
    propellerPitch: boat ? inUnit(boat.model.propellerPitch, boat.model.sizeUnitId, unit) : '',
    modelCharacteristics: boat?.model.modelCharacteristics ?? '',
  };
}

/**
 * Spec §5 "Boat" on the modal's values: the API's own rules for the boat, its motor and its
 * propeller model, with the spec §8 message of each part, and the cruise speed never above the top.
 */
export const boatFormSchema = ZBoatInput.pick({
  boatName: true,
  hullNumber: true,
  typeName: true,
  boatMakeName: true,
  countryName: true,
  captainEmail: true,
})
  .extend({
    size: numberInput(ZBoatInput.shape.size),
    motorMakeName: ZMotorInput.shape.motorMakeName,
    motorModel: ZMotorInput.shape.model,
    topSpeed: numberInput(ZMotorInput.shape.topSpeed),
    cruiseSpeed: numberInput(ZMotorInput.shape.cruiseSpeed),
    loadPercentage: numberInput(ZMotorInput.shape.loadPercentage),
    gph: numberInput(ZMotorInput.shape.gph),
    propellerManufacterName: ZPropellerModelInput.shape.propellerManufacterName,
    blades: numberInput(ZPropellerModelInput.shape.blades),
    propellerDiameter: numberInput(ZPropellerModelInput.shape.propellerDiameter),
    propellerPitch: numberInput(ZPropellerModelInput.shape.propellerPitch),
    modelCharacteristics: ZPropellerModelInput.shape.modelCharacteristics,
  })
  .refine(cruiseWithinTopSpeed, { message: messageKeys.topSpeedBelowCruise, path: ['cruiseSpeed'] });

/**
 * The modal's path of a field the API names (the boat's own, or its motor's and model's under
 * `motor.` and `model.`; the motor's `model` is the form's `motorModel`).
 */
export function boatFormFieldName(field: string): string {
  if (field === 'motor.model') return 'motorModel';
  return field.replace(/^(motor|model)\./, '');
}

/** What saveBoat sends, lengths stored with the unit they were typed in. */
export function toBoatDraft(
  values: BoatFormValues,
  unit: SizeUnitId,
  picture: Blob | null | undefined,
): BoatDraft {
  return {
    boat: {
      hullNumber: values.hullNumber,
      typeName: values.typeName,
      boatMakeName: values.boatMakeName || null,
      boatName: values.boatName,
      countryName: values.countryName,
      captainEmail: values.captainEmail.trim().toLowerCase(),
      size: toNumber(values.size),
      sizeUnitId: unit,
      activitySourceName: ACTIVITY_SOURCE,
    },
    motor: {
      model: values.motorModel,
      motorMakeName: values.motorMakeName,
      topSpeed: toNumber(values.topSpeed),
      cruiseSpeed: toNumber(values.cruiseSpeed),
      loadPercentage: toNumber(values.loadPercentage),
      gph: toNumber(values.gph),
      activitySourceName: ACTIVITY_SOURCE,
    },
    model: {
      blades: toNumber(values.blades),
      propellerDiameter: toNumber(values.propellerDiameter),
      propellerPitch: toNumber(values.propellerPitch),
      sizeUnitId: unit,
      propellerManufacterName: values.propellerManufacterName,
      modelCharacteristics: values.modelCharacteristics,
      activitySourceName: ACTIVITY_SOURCE,
    },
    picture,
  };
}
