import { encodeUuid, tournamentPath } from './uuid-encoding';

/** What can be shared (spec §3 Share: actionObjectName). */
export const SHARED_OBJECTS = ['FishingSession', 'Tournament'] as const;
export type SharedObject = (typeof SHARED_OBJECTS)[number];

/**
 * The address a share link opens, the same for the API's answer, the web's share action and the
 * link previews: a session opens over the home feed (`/home?session=`, spec §2 Home), a tournament
 * on its own page (`/tournament/{Base64 UUID}`, spec §2).
 */
export function sharePath(object: SharedObject, uuid: string): string {
  return object === 'Tournament' ? tournamentPath(uuid) : `/home?session=${encodeUuid(uuid)}`;
}
