import {
  ACTIVITY_SOURCE,
  cruiseWithinTopSpeed,
  lengthForInput,
  messages,
  type Boat,
  type SizeUnitId,
} from '@tightlines/domain';
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

const needs = (message: string) => (value: string) => (value.trim() ? null : message);

/** Spec §5 "Boat", with the spec §8 message of each part (boat, motor, prop). */
export const validateBoatForm = {
  boatName: needs(messages.missingInfoEditBoat),
  hullNumber: needs(messages.missingInfoEditBoat),
  typeName: needs(messages.missingInfoEditBoat),
  countryName: needs(messages.missingInfoEditBoat),
  captainEmail: (value: string) =>
    /^\S+@\S+\.\S+$/.test(value.trim()) ? null : messages.missingInfoEditBoat,
  motorMakeName: needs(messages.missingInfoMotor),
  motorModel: needs(messages.missingInfoMotor),
  cruiseSpeed: (value: NumberValue, values: BoatFormValues) =>
    cruiseWithinTopSpeed({ topSpeed: toNumber(values.topSpeed), cruiseSpeed: toNumber(value) })
      ? null
      : messages.topSpeedBelowCruise,
  propellerManufacterName: needs(messages.missingInfoProp),
};

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
