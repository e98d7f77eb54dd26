import {
  ACTIVITY_SOURCE,
  messageKeys,
  preferredUnits,
  ZAddressInfo,
  ZEmail,
  ZOptionalPhone,
  ZTemperatureUnit,
  ZUserEditInput,
  type Profile,
  type TemperatureUnit,
  type UserEditInput,
} from '@tightlines/domain';
import { z } from 'zod';

/** The user tab of Edit profile as the form holds it (text for every input). */
export interface UserFormValues {
  name: string;
  lastname: string;
  nationalityName: string;
  genderId: string | null;
  birthday: string;
  newEmail: string;
  /** Asked for only when the e-mail changes. */
  currentPassword: string;
  address1: string;
  countryName: string;
  stateName: string;
  cityName: string;
  contactEmail: string;
  phone: string;
  sizeId: string;
  weightId: string;
  temperatureUnit: TemperatureUnit;
  regionName: string | null;
  localityUUID: string | null;
}

export function toUserFormValues(profile: Profile): UserFormValues {
  const contact = (name: 'email' | 'phone') =>
    profile.userContactInfo.find((item) => item.name === name)?.value ?? '';
  const units = preferredUnits(profile);
  return {
    name: profile.name,
    lastname: profile.lastname,
    nationalityName: profile.nationalityName ?? '',
    genderId: profile.genderId ? String(profile.genderId) : null,
    birthday: profile.birthday ?? '',
    newEmail: profile.email ?? '',
    currentPassword: '',
    address1: profile.addressInfo?.address1 ?? '',
    countryName: profile.addressInfo?.countryName ?? '',
    stateName: profile.addressInfo?.stateName ?? '',
    cityName: profile.addressInfo?.cityName ?? '',
    contactEmail: contact('email'),
    phone: contact('phone'),
    sizeId: String(units.size),
    weightId: String(units.weight),
    temperatureUnit: units.temperature,
    regionName: null,
    localityUUID: profile.localityUUID,
  };
}

/** An optional text input that, when filled, must be an e-mail. */
const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
  ZEmail.optional(),
);

/**
 * Spec §5 "User edit" and "Birthday", checked before anything is sent: the API's own rules on the
 * fields as the inputs hold them (address flattened, contacts split, units as text). The current
 * password is asked for only when the e-mail changes.
 */
export function userFormSchema(currentEmail: string | null) {
  return ZUserEditInput.pick({
    name: true,
    lastname: true,
    nationalityName: true,
    birthday: true,
    newEmail: true,
    localityUUID: true,
  })
    .extend({
      ...ZAddressInfo.shape,
      genderId: z.string().nullable(),
      currentPassword: z.string(),
      contactEmail: optionalEmail,
      phone: ZOptionalPhone,
      sizeId: z.string(),
      weightId: z.string(),
      temperatureUnit: ZTemperatureUnit,
      regionName: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      if (changesEmail(values, currentEmail) && !values.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          message: messageKeys.currentPasswordRequired,
          path: ['currentPassword'],
        });
      }
    });
}

/** Whether the form changes the account's e-mail (which then needs the current password). */
export function changesEmail(values: { newEmail: string }, currentEmail: string | null): boolean {
  return values.newEmail.trim().toLowerCase() !== (currentEmail ?? '').toLowerCase();
}

/** The API's names of the fields the form holds under other names. */
export const userFormFieldNames: Record<string, keyof UserFormValues> = {
  'addressInfo.address1': 'address1',
  'addressInfo.countryName': 'countryName',
  'addressInfo.stateName': 'stateName',
  'addressInfo.cityName': 'cityName',
  // The contacts are sent as a list (the e-mail first when there is one); only a phone can be refused.
  'userContactInfo.0.value': 'phone',
  'userContactInfo.1.value': 'phone',
};

/**
 * The PUT /accounts payload; `imageURL` is the key of a fresh upload, null to remove, undefined to
 * keep. The current password is sent only with a new e-mail.
 */
export function toUserEditInput(
  values: UserFormValues,
  imageURL: string | null | undefined,
  localityChanged: boolean,
  currentEmail: string | null = null,
): UserEditInput {
  const contacts = [
    { name: 'email' as const, value: values.contactEmail.trim() },
    { name: 'phone' as const, value: values.phone.trim() },
  ].filter((contact) => contact.value);
  return {
    name: values.name,
    lastname: values.lastname,
    nationalityName: values.nationalityName,
    genderId: values.genderId ? Number(values.genderId) : null,
    birthday: values.birthday || null,
    newEmail: values.newEmail.trim().toLowerCase(),
    ...(values.currentPassword && changesEmail(values, currentEmail)
      ? { currentPassword: values.currentPassword }
      : {}),
    addressInfo: {
      address1: values.address1,
      countryName: values.countryName,
      stateName: values.stateName,
      cityName: values.cityName,
    },
    userContactInfo: contacts,
    sizeId: Number(values.sizeId) as 1 | 2,
    weightId: Number(values.weightId) as 3 | 4,
    temperatureUnit: values.temperatureUnit,
    ...(localityChanged ? { localityUUID: values.localityUUID } : {}),
    ...(imageURL !== undefined ? { imageURL } : {}),
    activitySourceName: ACTIVITY_SOURCE,
  };
}
