/** The speeds of a motor as typed; either may be left empty. */
export interface MotorSpeeds {
  topSpeed?: number | null;
  cruiseSpeed?: number | null;
}

/**
 * Spec §5: the cruise speed is never greater than the top speed ("Top Speed must be greater than
 * Top Cruise Speed"). With either speed missing there is nothing to compare.
 */
export function cruiseWithinTopSpeed({ topSpeed, cruiseSpeed }: MotorSpeeds): boolean {
  if (topSpeed == null || cruiseSpeed == null) return true;
  return cruiseSpeed <= topSpeed;
}

/** The placeholder text spec §5 puts in the invalid fields of a boat being deleted. */
export const BOAT_DELETE_PLACEHOLDER = 'N/A';
/** The country a deleted boat falls back to when its own is missing or unknown. */
export const BOAT_DELETE_DEFAULT_COUNTRY = 'United States';

export interface BoatIdentity {
  hullNumber: string | null;
  boatName: string | null;
  typeName: string | null;
  countryName: string | null;
}

/**
 * Spec §5 "On boat delete with invalid fields, the value 'N/A' and a default country are used as
 * placeholders": a deleted boat stays in the history of the sessions and rankings it appeared in,
 * so it is archived with every required field filled. Valid fields are kept as they are.
 */
export function withDeletePlaceholders(
  boat: BoatIdentity,
  isKnownCountry: (name: string) => boolean,
): { [Field in keyof BoatIdentity]: string } {
  const text = (value: string | null) => (value?.trim() ? value.trim() : BOAT_DELETE_PLACEHOLDER);
  const country = boat.countryName?.trim();
  return {
    hullNumber: text(boat.hullNumber),
    boatName: text(boat.boatName),
    typeName: text(boat.typeName),
    countryName: country && isKnownCountry(country) ? country : BOAT_DELETE_DEFAULT_COUNTRY,
  };
}
