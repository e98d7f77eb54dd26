import type { Actor } from '../../http/authenticate';

interface BoatPeople {
  ownerId: string;
  captainEmail: string;
}

/**
 * The address the actor captains boats by: theirs once proven (issue 32, ADR 011), none before
 * (an account that registered a captain's address holds nothing of it until it verifies it).
 */
export function captainAddressOf(actor: Pick<Actor, 'email' | 'emailVerified'>): string | null {
  return actor.emailVerified ? actor.email : null;
}

/** The boat's owner or its captain (by a verified e-mail). */
export function isOwnerOrCaptain(
  actor: Pick<Actor, 'userId' | 'email' | 'emailVerified'>,
  boat: BoatPeople,
): boolean {
  return boat.ownerId === actor.userId || boat.captainEmail === captainAddressOf(actor);
}

/** Boats are managed with ADD_BOAT (Captain and Boat roles, spec §6). */
export function canManageBoats(actor: Actor): boolean {
  return actor.permissions.includes('ADD_BOAT');
}

/** Only the owner or the captain reads a boat on its own; others see it through the owner's profile. */
export function canReadBoat(actor: Actor, boat: BoatPeople): boolean {
  return isOwnerOrCaptain(actor, boat);
}

/** The owner or the captain edits a boat, its motor and its propeller model. */
export function canEditBoat(actor: Actor, boat: BoatPeople): boolean {
  return canManageBoats(actor) && isOwnerOrCaptain(actor, boat);
}

/** Only the owner names (or changes) a boat's captain. */
export function canNameCaptain(actor: Actor, boat: { ownerId: string }): boolean {
  return canManageBoats(actor) && boat.ownerId === actor.userId;
}

/** Only the owner deletes a boat. */
export function canDeleteBoat(actor: Actor, boat: BoatPeople): boolean {
  return canManageBoats(actor) && boat.ownerId === actor.userId;
}

/**
 * A motor or propeller model is edited (and put on a boat) by who created it, or by the owner or
 * captain of a boat that already uses it (`onOwnBoat`).
 */
export function canEditEquipment(actor: Actor, item: { createdById: string }, onOwnBoat: boolean): boolean {
  return canManageBoats(actor) && (item.createdById === actor.userId || onOwnBoat);
}

/** Who may read a motor or model by its UUID: its creator or the owner or captain of a boat using it. */
export function canReadEquipment(actor: Actor, item: { createdById: string }, onOwnBoat: boolean): boolean {
  return item.createdById === actor.userId || onOwnBoat;
}
