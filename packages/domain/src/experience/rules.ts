/** The work type new experiences are saved with (spec §5). */
export const NEW_EXPERIENCE_WORK_TYPE = 'Fulltime';

/**
 * Adds a boat name to an experience's list (spec §5): only a non-empty name that is not already
 * there (ignoring case and surrounding spaces). Returns a new list.
 */
export function addBoatName(names: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  const taken = names.some((existing) => existing.trim().toLowerCase() === trimmed.toLowerCase());
  return trimmed && !taken ? [...names, trimmed] : [...names];
}

/** A list of boat names with every empty or repeated one dropped, in first-seen order. */
export function normaliseBoatNames(names: readonly string[]): string[] {
  return names.reduce<string[]>((list, name) => addBoatName(list, name), []);
}
