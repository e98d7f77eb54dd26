const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * Encodes a UUID for a URL (spec §2: the tournament id in /tournament/{id} is Base64). We write the
 * URL-safe alphabet without padding so the value needs no escaping in paths or query strings.
 */
export function encodeUuid(uuid: string): string {
  if (!isUuid(uuid)) throw new TypeError(`Not a UUID: ${uuid}`);
  return btoa(uuid.toLowerCase()).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Decodes a Base64 (standard or URL-safe, padded or not) UUID; null when it is not one. */
export function decodeUuid(encoded: string): string | null {
  const standard = encoded.trim().replaceAll('-', '+').replaceAll('_', '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) return null;
  try {
    const decoded = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    return isUuid(decoded) ? decoded.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** A tournament's page in the web app (spec §2: `/tournament/{Base64 UUID}`). */
export function tournamentPath(uuid: string): string {
  return `/tournament/${encodeUuid(uuid)}`;
}

/**
 * The UUID a tournament address names (`/tournament/{parameter}`): its Base64 form (spec §2), or a
 * plain UUID as a courtesy; null for anything else. The page and its link preview read it alike.
 */
export function tournamentUuidOf(parameter: string | undefined): string | null {
  if (!parameter) return null;
  return decodeUuid(parameter) ?? (isUuid(parameter) ? parameter.toLowerCase() : null);
}

/** A club's page in the web app (issue 37: `/clubs/{Base64 UUID}`, shareable like a tournament's). */
export function clubPath(uuid: string): string {
  return `/clubs/${encodeUuid(uuid)}`;
}

/** The UUID a club address names, read like a tournament's (`tournamentUuidOf`). */
export const clubUuidOf = tournamentUuidOf;
