/** A profile picture that is not a real photo: none at all, or the app's default avatar. */
export const DEFAULT_PROFILE_PICTURE = '/default-profile.png';

export function isCustomPicture(url: string | null | undefined): boolean {
  return Boolean(url?.trim()) && !url!.endsWith(DEFAULT_PROFILE_PICTURE);
}

/** Today's date as YYYY-MM-DD in the local time of the machine running the check. */
export function localDateString(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Spec §5 "Birthday: a valid date, empty or earlier than today". `value` is YYYY-MM-DD; a date that
 * does not exist on the calendar (2023-02-30) is invalid.
 */
export function isValidBirthday(
  value: string | null | undefined,
  today: string = localDateString(),
): boolean {
  if (value == null || value.trim() === '') return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1900 && value.trim() < today;
}

/** What the completeness bar reads from a profile. */
export interface CompletenessInput {
  name: string | null;
  pictureUrl: string | null;
  /** The user's country: their nationality (spec §3 countryCode). */
  countryName: string | null;
  birthday: string | null;
  phone: string | null;
  address: { address1: string; countryName: string; stateName: string; cityName: string } | null;
  /** The first fishing experience the user added, if any. */
  firstExperience: {
    years: number | null;
    fishingTypeName: string | null;
    roleName: string | null;
    countries: readonly unknown[];
  } | null;
}

export const COMPLETENESS_POINTS = 10;
export const COMPLETENESS_MAX = 100;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Profile completeness (spec §5): 10 points each for name, a non-default photo, country, birthday,
 * phone, a full address (street, country, state and city), and, from the first experience, years
 * (more than zero), type, role and at least one country. At most 100.
 */
export function profileCompleteness(profile: CompletenessInput): number {
  const address = profile.address;
  const experience = profile.firstExperience;
  const checks = [
    filled(profile.name),
    isCustomPicture(profile.pictureUrl),
    filled(profile.countryName),
    filled(profile.birthday),
    filled(profile.phone),
    Boolean(
      address &&
      filled(address.address1) &&
      filled(address.countryName) &&
      filled(address.stateName) &&
      filled(address.cityName),
    ),
    Boolean(experience && (experience.years ?? 0) > 0),
    Boolean(experience && filled(experience.fishingTypeName)),
    Boolean(experience && filled(experience.roleName)),
    Boolean(experience && experience.countries.length > 0),
  ];
  const points = checks.filter(Boolean).length * COMPLETENESS_POINTS;
  return Math.min(points, COMPLETENESS_MAX);
}

/** The completeness input of a profile as the API serves it (its first experience counts). */
export function completenessInputOf(profile: {
  name: string;
  url: string | null;
  nationalityName: string | null;
  birthday: string | null;
  userContactInfo: readonly { name: string; value: string }[];
  addressInfo: CompletenessInput['address'];
  experiences: readonly {
    years: number;
    fishingTypeName: string;
    roleName: string;
    countries: readonly unknown[];
  }[];
}): CompletenessInput {
  const first = profile.experiences[0];
  return {
    name: profile.name,
    pictureUrl: profile.url,
    countryName: profile.nationalityName,
    birthday: profile.birthday,
    phone: profile.userContactInfo.find((contact) => contact.name === 'phone')?.value ?? null,
    address: profile.addressInfo,
    firstExperience: first ?? null,
  };
}
