import {
  canEditSession,
  canReadSession,
  canRemoveSession,
  canRestoreSession,
  positionPrecisionFor,
  type PositionPrecision,
  type PositionVisibility,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { SessionRow } from './repo';

/**
 * Who may do what with a fishing session. The predicates live in packages/domain (the UI shows its
 * buttons with the same ones); these bind them to the server's actor and rows.
 */
const people = (session: SessionRow, tournamentUploadsOpen?: boolean) => ({
  ownerId: session.ownerId,
  isTournamentSession: session.isTournamentSession,
  tournamentUploadsOpen,
});

/** Reads: deleted sessions are nobody's; hidden ones only their owner's (and moderators'). */
export function canRead(actor: Actor | null, session: SessionRow): boolean {
  return canReadSession(actor, session);
}

/**
 * Only the owner edits a session and its logs; a tournament session only while its tournament's
 * uploads are open (`tournamentUploadsOpen`, known to the caller: tournament-catches.ts).
 */
export function canEdit(actor: Actor | null, session: SessionRow, tournamentUploadsOpen?: boolean): boolean {
  return canEditSession(actor, people(session, tournamentUploadsOpen));
}

/** Delete, hide and restore: the owner (canEdit) or a CONTENT_MODERATOR (spec §6). */
export function canRemove(actor: Actor | null, session: SessionRow): boolean {
  return canRemoveSession(actor, people(session));
}

/** Restore a hidden session: as canRemove, but a session a moderator hid only by a moderator. */
export function canRestore(actor: Actor | null, session: SessionRow): boolean {
  return canRestoreSession(actor, {
    ...people(session),
    moderatorHidden: session.moderatorHiddenAt !== null,
  });
}

/** Acting on anyone's sessions and comments from the moderation routes: CONTENT_MODERATOR (spec §6). */
export function canModerate(actor: Actor | null): boolean {
  return actor?.permissions.includes('CONTENT_MODERATOR') ?? false;
}

/**
 * How exactly `actor` sees where the session's fish were caught (packages/domain positions.ts): the
 * owner exactly; anyone else as the owner's privacy allows, and only in a role that sees coordinates.
 */
export function positionPrecisionOf(
  actor: Actor | null,
  session: SessionRow,
  ownerVisibility: PositionVisibility,
): PositionPrecision {
  // Judges of a tournament session's tournament ('tournament-judge') come with the tournaments feature.
  const relation = actor?.userId === session.ownerId ? 'owner' : 'other';
  return positionPrecisionFor(
    { relation, roleName: actor?.roleName ?? null, permissions: actor?.permissions ?? [] },
    ownerVisibility,
  );
}
