import { z } from 'zod';
import { ROLE_NAMES } from '../auth/permissions';
import { ZBoat } from '../boats/schemas';
import { ZExperience } from '../experience/schemas';
import { ZPictureKey } from '../media/schemas';
import { messageKeys } from '../messages';
import { SIZE_UNIT_IDS, TEMPERATURE_UNITS, WEIGHT_UNIT_IDS } from '../units/conversions';
import { ZContactInfo, ZEmail } from '../users/schemas';
import { ZPrivacySettings } from './privacy';
import { isValidBirthday } from './rules';

const required = (max: number) =>
  z
    .string({ error: messageKeys.completeRequiredFields })
    .trim()
    .min(1, messageKeys.completeRequiredFields)
    .max(max);

export const ZUserEmailParams = z.object({ userEmail: ZEmail });

/** Address (spec §3 addressInfo): country and state come from the catalogue, the rest is typed. */
export const ZAddressInfo = z.object({
  address1: z.string().trim().max(200).default(''),
  countryName: z.string().trim().max(120).default(''),
  stateName: z.string().trim().max(120).default(''),
  cityName: z.string().trim().max(120).default(''),
});
export type AddressInfo = z.infer<typeof ZAddressInfo>;

export const ZSizeUnit = z.literal(SIZE_UNIT_IDS, { error: messageKeys.completeRequiredFields });
export const ZWeightUnit = z.literal(WEIGHT_UNIT_IDS, { error: messageKeys.completeRequiredFields });
/** A temperature scale, chosen on its own (issue 31): anything else is not one of the options. */
export const ZTemperatureUnit = z.enum(TEMPERATURE_UNITS, { error: messageKeys.selectOption });

/** Birthday: empty, or a real date before today (spec §5); empty is stored as no birthday. */
export const ZBirthday = z
  .string()
  .trim()
  .nullish()
  .refine((value) => isValidBirthday(value), messageKeys.invalidBirthday)
  .transform((value) => (value ? value : null));

/** Edit profile, user tab (spec §3 "User (edit)", §5 "User edit"). */
export const ZUserEditInput = z.object({
  name: required(80),
  lastname: z.string().trim().max(80).default(''),
  nationalityName: required(120),
  genderId: z.number().int().positive().nullish(),
  birthday: ZBirthday,
  newEmail: ZEmail.describe(
    'a different address is not set at once: a confirmation link is mailed to it, a notice to the current one',
  ),
  currentPassword: z
    .string()
    .max(200)
    .optional()
    .describe('needed when newEmail differs from the current e-mail'),
  addressInfo: ZAddressInfo,
  userContactInfo: z.array(ZContactInfo).max(4),
  sizeId: ZSizeUnit.optional().describe('length unit: 1 cmts, 2 inch'),
  weightId: ZWeightUnit.optional().describe('weight unit: 3 kgs, 4 lbs'),
  temperatureUnit: ZTemperatureUnit.optional().describe(
    'temperature scale (celsius or fahrenheit), independent of the length unit; absent keeps it',
  ),
  localityUUID: z.uuid({ error: messageKeys.localityNotSaved }).nullish(),
  imageURL: ZPictureKey.nullish().describe(
    'the key of a fresh picture upload, null to go back to the default picture, absent to keep it',
  ),
  activitySourceName: required(40),
});
export type UserEditInput = z.input<typeof ZUserEditInput>;

/** A profile as one viewer may read it (GET /api/users/{userEmail}/profile). */
export const ZProfile = z.object({
  email: z.string().nullable().describe('null when the owner hides it'),
  name: z.string(),
  lastname: z.string(),
  roleName: z.enum(ROLE_NAMES),
  url: z.string().nullable().describe('picture; null means the default picture'),
  nationalityName: z.string().nullable(),
  countryCode: z.string().nullable(),
  genderId: z.number().int().nullable(),
  gender: z.string().nullable(),
  birthday: z.string().nullable(),
  localityUUID: z.string().nullable(),
  localityName: z.string().nullable(),
  addressInfo: ZAddressInfo.nullable(),
  userContactInfo: z.array(ZContactInfo),
  sizeId: z.number().int(),
  weightId: z.number().int(),
  temperatureUnit: z.enum(TEMPERATURE_UNITS),
  boats: z.array(ZBoat),
  experiences: z.array(ZExperience).describe('oldest first: the first one counts for completeness'),
  privacy: ZPrivacySettings.nullable().describe("the owner's settings; null for anyone else"),
  hidden: z.array(z.enum(['email', 'phone', 'details', 'boats', 'experience'])),
  isCurrentUser: z.boolean(),
});
export type Profile = z.infer<typeof ZProfile>;

/** The link of an e-mail change confirmation (PUT /api/accounts/confirm_email/{requestUuid}). */
export const ZEmailChangeParams = z.object({ requestUuid: z.uuid({ error: messageKeys.notFound }) });
export const ZEmailChanged = z.object({ email: z.string() });

/**
 * Deleting one's own account (issue 40 point 4): the current password, or for an account that
 * signs in through a social provider (no password) a sign-in made in the last few minutes.
 */
export const ZDeleteAccountInput = z.object({
  currentPassword: z.string().max(200).optional().describe('required unless the account signs in socially'),
});
export type DeleteAccountInput = z.input<typeof ZDeleteAccountInput>;
/** How recent a social account's sign-in must be to delete the account. */
export const ACCOUNT_DELETION_SIGN_IN_MINUTES = 10;
