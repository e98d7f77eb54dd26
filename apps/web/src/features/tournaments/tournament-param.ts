import { decodeUuid, isUuid } from '@tightlines/domain';

/** The UUID of a tournament address's parameter: its Base64 form (spec §2), or a plain UUID as a courtesy. */
export function tournamentUuidOf(parameter: string | undefined): string | null {
  if (!parameter) return null;
  return decodeUuid(parameter) ?? (isUuid(parameter) ? parameter.toLowerCase() : null);
}
