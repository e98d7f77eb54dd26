import { z } from 'zod';
import { ACTIVITY_SOURCE } from '../constants';
import { messageKeys, type MessageKey } from '../messages';
import { ZPictureKey } from '../media/schemas';
import { typedNumber } from '../shared/typed-number';
import { ZEmail } from '../users/schemas';
import { SIZE_UNIT_IDS } from '../units/conversions';
import { cruiseWithinTopSpeed } from './rules';

/**
 * Required text whose absence answers with one of the spec §8 "Missing information…" messages; a
 * filled one that is too long says so.
 */
const needed = (message: MessageKey, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** A length of the boat or its propeller: nothing real measures 0. */
const length = (message: MessageKey, max: number) =>
  typedNumber(message, { min: 0, aboveMin: true, max }).nullish();
const speed = () => typedNumber(messageKeys.speedRange, { min: 0, max: 300 }).nullish();
export const ZSizeUnitId = z.literal(SIZE_UNIT_IDS);

const uuidParam = () => z.uuid({ error: messageKeys.notFound });
export const ZBoatParams = z.object({ boatUUID: uuidParam() });
export const ZMotorParams = z.object({ motorUUID: uuidParam() });
export const ZModelParams = z.object({ modelUUID: uuidParam() });

/** Motor (spec §3): needs model and motorMakeName; the cruise speed never exceeds the top speed (§5). */
export const ZMotorInput = z
  .object({
    model: needed(messageKeys.missingInfoMotor, 80),
    motorMakeName: needed(messageKeys.missingInfoMotor, 80),
    topSpeed: speed().describe('knots'),
    cruiseSpeed: speed().describe('knots'),
    loadPercentage: typedNumber(messageKeys.loadRange, { min: 0, max: 100 }).nullish(),
    gph: typedNumber(messageKeys.fuelUseRange, { min: 0, max: 1000 })
      .nullish()
      .describe('fuel use, US gallons per hour'),
    activitySourceName: z.string().trim().max(40).default(ACTIVITY_SOURCE),
  })
  .refine(cruiseWithinTopSpeed, { message: messageKeys.topSpeedBelowCruise, path: ['cruiseSpeed'] });
export type MotorInput = z.input<typeof ZMotorInput>;

/** Propeller model (spec §3 "Model"): needs propellerManufacterName; diameter and pitch keep their unit. */
export const ZPropellerModelInput = z.object({
  blades: typedNumber(messageKeys.bladesRange, { min: 1, max: 12, integer: true }).nullish(),
  propellerDiameter: length(messageKeys.propellerSizeRange, 1000),
  propellerPitch: length(messageKeys.propellerSizeRange, 1000),
  sizeUnitId: ZSizeUnitId.default(1).describe('unit of diameter and pitch: 1 cmts, 2 inch'),
  propellerManufacterName: needed(messageKeys.missingInfoProp, 80),
  modelCharacteristics: z.string().trim().max(500).default(''),
  activitySourceName: z.string().trim().max(40).default(ACTIVITY_SOURCE),
});
export type PropellerModelInput = z.input<typeof ZPropellerModelInput>;

/**
 * Boat (spec §3, §5): the fields a valid boat needs, and its motor and propeller model, each either
 * by UUID (one created before) or as `motor` / `model` written with the boat in one transaction, so
 * a refused boat leaves no motor or model behind (on an edit, they change the boat's own).
 */
export const ZBoatInput = z.object({
  hullNumber: needed(messageKeys.missingInfoEditBoat, 40),
  typeName: needed(messageKeys.missingInfoEditBoat, 80),
  boatMakeName: optionalText(80),
  boatName: needed(messageKeys.missingInfoEditBoat, 80),
  countryName: needed(messageKeys.missingInfoEditBoat, 120),
  captainEmail: z
    .string({ error: messageKeys.missingInfoEditBoat })
    .trim()
    .min(1, messageKeys.missingInfoEditBoat)
    .pipe(ZEmail),
  size: length(messageKeys.boatSizeRange, 100_000),
  sizeUnitId: ZSizeUnitId.default(1).describe('unit of size: 1 cmts, 2 inch'),
  pictureUrl: ZPictureKey.nullish().describe(
    'the key of a fresh upload to attach, null to remove the picture, absent to keep it',
  ),
  modelUUID: z.uuid({ error: messageKeys.missingInfoEditBoat }).optional(),
  motorUUID: z.uuid({ error: messageKeys.missingInfoEditBoat }).optional(),
  motor: ZMotorInput.optional(),
  model: ZPropellerModelInput.optional(),
  activitySourceName: needed(messageKeys.missingInfoEditBoat, 40),
});
export type BoatInput = z.input<typeof ZBoatInput>;

export const ZMotor = z.object({
  motorUUID: z.uuid(),
  model: z.string(),
  motorMakeName: z.string(),
  topSpeed: z.number().nullable(),
  cruiseSpeed: z.number().nullable(),
  loadPercentage: z.number().nullable(),
  gph: z.number().nullable(),
});
export type Motor = z.infer<typeof ZMotor>;

export const ZPropellerModel = z.object({
  modelUUID: z.uuid(),
  blades: z.number().nullable(),
  propellerDiameter: z.number().nullable(),
  propellerPitch: z.number().nullable(),
  sizeUnitId: z.number().int(),
  propellerManufacterName: z.string(),
  modelCharacteristics: z.string(),
});
export type PropellerModel = z.infer<typeof ZPropellerModel>;

export const ZBoat = z.object({
  boatUUID: z.uuid(),
  hullNumber: z.string(),
  boatName: z.string(),
  typeName: z.string(),
  boatMakeName: z.string().nullable(),
  countryName: z.string(),
  countryCode: z.string(),
  captainEmail: z.string().nullable().describe('hidden (null) from people who are neither owner nor captain'),
  pendingCaptainEmail: z
    .string()
    .nullable()
    .describe(
      'shown to the owner only: who was named captain and has not accepted yet (no rights until then)',
    ),
  size: z.number().nullable(),
  sizeUnitId: z.number().int(),
  pictureUrl: z.string().nullable(),
  motorUUID: z.uuid(),
  modelUUID: z.uuid(),
  motor: ZMotor,
  model: ZPropellerModel,
  isCurrentUserBoat: z.boolean(),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Boat = z.infer<typeof ZBoat>;

/** A boat whose owner named the caller captain, waiting for the caller's answer. */
export const ZCaptaincyInvitation = z.object({
  boatUUID: z.uuid(),
  boatName: z.string(),
  ownerName: z.string(),
});
export type CaptaincyInvitation = z.infer<typeof ZCaptaincyInvitation>;

/** The named captain's answer: accept (they become the captain) or decline. */
export const ZCaptaincyAnswer = z.object({ accept: z.boolean() });
export type CaptaincyAnswer = z.infer<typeof ZCaptaincyAnswer>;
